// Reads a completion trace off the wire (completionTrace.ts, docs/completion.md "The trace in
// `_meta`") for the client. Checked by hand rather than with zod: the page's zod/mini module lives in
// the first chunk, so every schema function used anywhere would weigh on the first load.
import type { AppliedRule, CompletionTrace, RawSummary } from './completionTrace';

type Fields = Record<string, unknown>;
type Check = (value: unknown) => boolean;

const isCount: Check = (value) => Number.isInteger(value) && (value as number) >= 0;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const isBoolean: Check = (value) => typeof value === 'boolean';

/** Each rule and the checks of its fields. */
const RULE_FIELDS: Readonly<Record<AppliedRule['rule'], Readonly<Record<string, Check>>>> = {
  valuesNullToEmpty: {},
  valuesKept: { count: isCount },
  truncated: { from: isCount, to: isCount },
  hasMoreForced: { given: orNull(isBoolean) },
  hasMorePassed: { hasMore: isBoolean },
  hasMoreOmitted: {},
  totalKept: { total: isCount },
  totalOmitted: {},
  noCompleter: {},
};

function isRule(value: unknown): value is AppliedRule {
  if (!isObject(value) || typeof value.rule !== 'string' || !Object.hasOwn(RULE_FIELDS, value.rule)) {
    return false;
  }
  const fields = RULE_FIELDS[value.rule as AppliedRule['rule']];
  return Object.entries(fields).every(([name, check]) => check(value[name]));
}

function isRawSummary(value: unknown): value is RawSummary {
  return (
    isObject(value) &&
    orNull(isCount)(value.values) &&
    isCount(value.nulls) &&
    orNull(Number.isInteger)(value.total) &&
    orNull(isBoolean)(value.hasMore)
  );
}

/** The trace, or why it does not read as one. */
export function readCompletionTrace(value: unknown): { trace: CompletionTrace } | { problem: string } {
  if (!isObject(value)) return { problem: 'not an object' };
  if (value.raw !== null && !isRawSummary(value.raw)) return { problem: 'raw is not a raw summary' };
  if (!Array.isArray(value.rules)) return { problem: 'rules is not an array' };
  const bad = value.rules.findIndex((rule) => !isRule(rule));
  if (bad >= 0) return { problem: `rules[${bad}] is not a known rule` };
  return { trace: { raw: value.raw as RawSummary | null, rules: value.rules as AppliedRule[] } };
}
