// The normalization contract of docs/completion.md ("Normalization contract"): called exactly once per
// completion/complete dispatch; its output is the only thing an adapter maps to the wire.
import { internalError, type NormalizedCompletion } from '../../protocol';

/** A completer's raw, unvalidated output. */
export interface RawCompletion {
  values?: readonly (string | null)[] | null;
  total?: number | null;
  hasMore?: boolean | null;
}

export const MAX_COMPLETION_VALUES = 100;

/** Which rule of the contract shaped the output; the playground's completion view shows it. */
export type NormalizationRule = 'valuesNullToEmpty' | 'truncated' | 'hasMoreForced';

export interface NormalizationTrace {
  normalized: NormalizedCompletion;
  rules: NormalizationRule[];
}

/**
 * Throws the one internal handler failure (-32603, fixed by JSON-RPC, so not looked up per
 * revision) for a null result, a null element or a negative total.
 */
export function normalizeCompletionTraced(raw: RawCompletion | null | undefined): NormalizationTrace {
  if (raw === null || raw === undefined) throw internalError();
  const rules: NormalizationRule[] = [];
  const rawValues = raw.values ?? [];
  if (raw.values === null || raw.values === undefined) rules.push('valuesNullToEmpty');
  if (rawValues.some((value) => value === null || typeof value !== 'string')) throw internalError();
  if (raw.total !== null && raw.total !== undefined && (!Number.isInteger(raw.total) || raw.total < 0)) {
    throw internalError();
  }
  const truncated = rawValues.length > MAX_COMPLETION_VALUES;
  const normalized: { values: readonly string[]; total?: number; hasMore?: boolean } = {
    values: Object.freeze(rawValues.slice(0, MAX_COMPLETION_VALUES) as string[]),
  };
  if (raw.total !== null && raw.total !== undefined) normalized.total = raw.total;
  if (truncated) {
    rules.push('truncated');
    if (raw.hasMore !== true) rules.push('hasMoreForced');
    normalized.hasMore = true;
  } else if (raw.hasMore !== null && raw.hasMore !== undefined) {
    normalized.hasMore = raw.hasMore;
  }
  return { normalized: Object.freeze(normalized), rules };
}

export function normalizeCompletion(raw: RawCompletion | null | undefined): NormalizedCompletion {
  return normalizeCompletionTraced(raw).normalized;
}
