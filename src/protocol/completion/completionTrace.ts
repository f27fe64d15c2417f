// What `normalizeCompletion` did to one completer output, as it travels in the result's `_meta`
// (docs/completion.md, "The trace in `_meta`"): the server writes it, the playground's Completion tab
// reads it, so the UI never recomputes a rule. One schema for both sides: the session builds values
// of these types, the client parses the wire with the same schema (`zod/mini`, light for the page).
import * as z from 'zod/mini';

/**
 * The `_meta` key of the trace. A `groovymcp/` prefix is valid in every revision: the older schemas
 * allow any key, and from 2025-06-18 a prefix of one label and a slash is a vendor's own (only
 * prefixes whose second label is `modelcontextprotocol` or `mcp` are reserved).
 */
export const META_COMPLETION_TRACE = 'groovymcp/completionTrace';

/** The completer's output as it gave it, counted: how many values (null for `values: null`), nulls, total, hasMore. */
const count = z.int().check(z.nonnegative());

export const RawSummarySchema = z.object({
  values: z.nullable(count),
  nulls: count,
  total: z.nullable(z.int()),
  hasMore: z.nullable(z.boolean()),
});
export type RawSummary = z.infer<typeof RawSummarySchema>;

/** The rules that shape a valid output, in the order `normalizeCompletion` applies them. */
export const AppliedRuleSchema = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('valuesNullToEmpty') }),
  /** Not cut: the values go on as given, order and duplicates kept. */
  z.object({ rule: z.literal('valuesKept'), count }),
  z.object({ rule: z.literal('truncated'), from: count, to: count }),
  /** `given` is what the completer said (null when it said nothing). */
  z.object({ rule: z.literal('hasMoreForced'), given: z.nullable(z.boolean()) }),
  z.object({ rule: z.literal('hasMorePassed'), hasMore: z.boolean() }),
  z.object({ rule: z.literal('hasMoreOmitted') }),
  z.object({ rule: z.literal('totalKept'), total: count }),
  z.object({ rule: z.literal('totalOmitted') }),
  /** No completer for the ref and argument: the empty answer, nothing called (docs/completion.md, "Empty result"). */
  z.object({ rule: z.literal('noCompleter') }),
]);
export type AppliedRule = z.infer<typeof AppliedRuleSchema>;

/** What the `_meta` key holds: `raw` is null when no completer was called. */
export const CompletionTraceSchema = z.object({
  raw: z.nullable(RawSummarySchema),
  rules: z.array(AppliedRuleSchema),
});
export type CompletionTrace = z.infer<typeof CompletionTraceSchema>;

/**
 * Why an output was refused. Each is the one internal handler failure, `-32603`; the rule travels
 * only inside the process (the hand-normalize box shows it), never on the wire: docs/server.md §4
 * keeps an internal error's details off the wire.
 */
export type FailureRule =
  | { rule: 'nullResult' }
  | { rule: 'nullElement'; index: number }
  | { rule: 'negativeTotal'; total: number }
  | { rule: 'completerThrew'; why: string }
  /** An output no completer's type allows (values not an array, a number among them, …). */
  | { rule: 'malformed'; why: string };
