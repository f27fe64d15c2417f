// Why a field's value does not fit its schema, in words shown right next to it (docs/playground.md,
// "Elicitation"): the checks of the flat profile (flatProfile.ts) — required, text length and
// format, number type and bounds, how many picked. The Tools form checks its arguments against the
// whole input schema instead, with the lint worker's validator (tools/formProblems.ts).
import { isBlank } from './formValue';
import type { PropertySpec } from './schemaForm';

const FORMATS: Record<string, { test: (v: string) => boolean; words: string }> = {
  email: { test: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), words: 'an email address' },
  uri: { test: (v) => URL.canParse(v), words: 'an absolute URI' },
  date: {
    test: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
    words: 'a date (YYYY-MM-DD)',
  },
  'date-time': {
    test: (v) => !Number.isNaN(Date.parse(v)) && /T/.test(v),
    words: 'a date and time (ISO 8601)',
  },
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Why `value` does not fit `property`, or undefined when it does. */
export function problemOf({ spec, required }: PropertySpec, value: unknown): string | undefined {
  // An unticked checkbox is an answer (false), not a missing one.
  if (isBlank(value)) return required && spec.kind !== 'boolean' ? 'Required.' : undefined;
  switch (spec.kind) {
    case 'string': {
      const text = String(value);
      if (spec.minLength !== undefined && text.length < spec.minLength)
        return `At least ${plural(spec.minLength, 'character')}.`;
      if (spec.maxLength !== undefined && text.length > spec.maxLength)
        return `At most ${plural(spec.maxLength, 'character')}.`;
      const format = spec.format === undefined ? undefined : FORMATS[spec.format];
      if (format && !format.test(text)) return `Must be ${format.words}.`;
      return undefined;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Must be a number.';
      if (spec.integer && !Number.isInteger(value)) return 'Must be a whole number.';
      if (spec.minimum !== undefined && value < spec.minimum) return `At least ${spec.minimum}.`;
      if (spec.maximum !== undefined && value > spec.maximum) return `At most ${spec.maximum}.`;
      return undefined;
    }
    case 'multi': {
      const count = Array.isArray(value) ? value.length : 0;
      if (spec.minItems !== undefined && count < spec.minItems) return `Pick at least ${spec.minItems}.`;
      if (spec.maxItems !== undefined && count > spec.maxItems) return `Pick at most ${spec.maxItems}.`;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** Property name → why its value does not fit; empty when the whole form fits. */
export function problemsOf(
  properties: readonly PropertySpec[],
  values: Record<string, unknown>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const property of properties) {
    const problem = problemOf(property, values[property.name]);
    if (problem) problems[property.name] = problem;
  }
  return problems;
}
