// The normalization contract of docs/completion.md ("Normalization contract"): called exactly once per
// completion/complete dispatch; its output is the only thing an adapter maps to the wire. It lives in
// src/protocol/ because two runtimes run the very same code: the session on every dispatch, and the
// playground's "normalize by hand" box on what a person types (docs/completion.md, "What the
// playground shows").
import { ProtocolError } from '../errors';
import type { NormalizedCompletion } from '../neutral';
import type { AppliedRule, CompletionTrace, FailureRule, RawSummary } from './completionTrace';

/** A completer's raw output, as its type allows; `normalizeCompletion` still checks every field. */
export interface RawCompletion {
  values?: readonly (string | null)[] | null;
  total?: number | null;
  hasMore?: boolean | null;
}

export const MAX_COMPLETION_VALUES = 100;

/**
 * The one internal handler failure (-32603, fixed by JSON-RPC, so not looked up per revision), with
 * the rule that refused the output. The rule stays in the process: the wire carries only
 * `Internal error` (docs/server.md §4).
 */
export class CompletionRefused extends ProtocolError {
  constructor(readonly failure: FailureRule) {
    super('internal');
  }
}

export interface TracedCompletion {
  readonly normalized: NormalizedCompletion;
  readonly trace: CompletionTrace;
}

const absent = (value: unknown): value is null | undefined => value === null || value === undefined;

/** Checks the output's shape (it is unchecked even when typed: it may come from JSON) and counts it. */
function summarize(raw: unknown): { values: readonly string[] | null; summary: RawSummary } {
  if (absent(raw)) throw new CompletionRefused({ rule: 'nullResult' });
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new CompletionRefused({ rule: 'malformed', why: 'the output is not an object' });
  }
  const { values, total, hasMore } = raw as Record<string, unknown>;
  if (!absent(values) && !Array.isArray(values)) {
    throw new CompletionRefused({ rule: 'malformed', why: 'values is neither an array nor null' });
  }
  const list = absent(values) ? null : (values as readonly unknown[]);
  const nullAt = list?.indexOf(null) ?? -1;
  if (nullAt >= 0) throw new CompletionRefused({ rule: 'nullElement', index: nullAt });
  const notString = list?.findIndex((value) => typeof value !== 'string') ?? -1;
  if (notString >= 0) {
    throw new CompletionRefused({ rule: 'malformed', why: `values[${notString}] is not a string` });
  }
  if (!absent(total) && !(typeof total === 'number' && Number.isInteger(total))) {
    throw new CompletionRefused({ rule: 'malformed', why: 'total is not an integer' });
  }
  if (typeof total === 'number' && total < 0) throw new CompletionRefused({ rule: 'negativeTotal', total });
  if (!absent(hasMore) && typeof hasMore !== 'boolean') {
    throw new CompletionRefused({ rule: 'malformed', why: 'hasMore is not a boolean' });
  }
  return {
    values: list as readonly string[] | null,
    summary: {
      values: list?.length ?? null,
      nulls: 0,
      total: absent(total) ? null : total,
      hasMore: absent(hasMore) ? null : hasMore,
    },
  };
}

/**
 * Normalizes one completer output and says which rules shaped it; throws `CompletionRefused`
 * (-32603) for a null result, a null element, a negative total or a shape no completer may return.
 */
export function normalizeCompletionTraced(raw: unknown): TracedCompletion {
  const { values, summary } = summarize(raw);
  const rules: AppliedRule[] = [];
  const given = values ?? [];
  if (values === null) rules.push({ rule: 'valuesNullToEmpty' });
  const truncated = given.length > MAX_COMPLETION_VALUES;
  const normalized: { values: readonly string[]; total?: number; hasMore?: boolean } = {
    values: Object.freeze(given.slice(0, MAX_COMPLETION_VALUES)),
  };
  if (truncated) {
    rules.push({ rule: 'truncated', from: given.length, to: MAX_COMPLETION_VALUES });
  } else if (values !== null) {
    rules.push({ rule: 'valuesKept', count: given.length });
  }
  if (truncated) {
    // A cut list always has more, whatever the completer said.
    rules.push(
      summary.hasMore === true
        ? { rule: 'hasMorePassed', hasMore: true }
        : { rule: 'hasMoreForced', given: summary.hasMore },
    );
    normalized.hasMore = true;
  } else if (summary.hasMore === null) {
    rules.push({ rule: 'hasMoreOmitted' });
  } else {
    rules.push({ rule: 'hasMorePassed', hasMore: summary.hasMore });
    normalized.hasMore = summary.hasMore;
  }
  if (summary.total === null) {
    rules.push({ rule: 'totalOmitted' });
  } else {
    rules.push({ rule: 'totalKept', total: summary.total });
    normalized.total = summary.total;
  }
  return { normalized: Object.freeze(normalized), trace: { raw: summary, rules } };
}

export function normalizeCompletion(raw: unknown): NormalizedCompletion {
  return normalizeCompletionTraced(raw).normalized;
}
