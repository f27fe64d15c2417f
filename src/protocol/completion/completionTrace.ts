// What `normalizeCompletion` did to one completer output, as it travels in the result's `_meta`
// (docs/completion.md, "The trace in `_meta`"): the server writes it, the playground's Completion tab
// reads it, so the UI never recomputes a rule. Types only, so the session pulls in no schema; the
// client parses the wire with completionTraceSchema.ts.

/**
 * The `_meta` key of the trace. A `groovymcp/` prefix is valid in every revision: the older schemas
 * allow any key, and from 2025-06-18 a prefix of one label and a slash is an implementation's own
 * (only prefixes whose second label is `modelcontextprotocol` or `mcp` are reserved).
 */
export const META_COMPLETION_TRACE = 'groovymcp/completionTrace';

/** The completer's output as it gave it, counted: how many values (null for `values: null`), nulls, total, hasMore. */
export interface RawSummary {
  values: number | null;
  nulls: number;
  total: number | null;
  hasMore: boolean | null;
}

/** The rules that shape a valid output, in the order `normalizeCompletion` applies them. */
export type AppliedRule =
  | { rule: 'valuesNullToEmpty' }
  /** Not cut: the values go on as given, order and duplicates kept. */
  | { rule: 'valuesKept'; count: number }
  | { rule: 'truncated'; from: number; to: number }
  /** `given` is what the completer said (null when it said nothing). */
  | { rule: 'hasMoreForced'; given: boolean | null }
  | { rule: 'hasMorePassed'; hasMore: boolean }
  | { rule: 'hasMoreOmitted' }
  | { rule: 'totalKept'; total: number }
  | { rule: 'totalOmitted' }
  /** No completer for the ref and argument: the empty answer, nothing called (docs/completion.md, "Empty result"). */
  | { rule: 'noCompleter' };

/** What the `_meta` key holds: `raw` is null when no completer was called. */
export interface CompletionTrace {
  raw: RawSummary | null;
  rules: AppliedRule[];
}

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
