// The form of one elicitation request (docs/elicitation.md; docs/playground.md, "Elicitation
// dialog"): the restricted flat `requestedSchema` read by the one form engine (forms/schemaForm.ts)
// → fields, defaults pre-filled, a reason next to each field whose value does not fit (the
// restricted profile's own checks), and the content to send on Accept.
import type { ElicitRequest } from '../../client';
import { formFromSchema, initialValue, type FieldSpec, type PropertySpec } from '../forms/schemaForm';

interface Common {
  readonly name: string;
  readonly title: string;
  readonly description?: string;
  readonly required: boolean;
}

export interface Option {
  readonly value: string;
  readonly label: string;
}

export type ElicitField = Common &
  (
    | { kind: 'text'; minLength?: number; maxLength?: number; format?: string }
    | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number }
    | { kind: 'boolean' }
    | { kind: 'choice'; options: readonly Option[] }
    | { kind: 'multi'; options: readonly Option[]; minItems?: number; maxItems?: number }
    /** A property outside the restricted subset: shown, never sent. */
    | { kind: 'unsupported' }
  );

/** What the person has entered: text and numbers as typed, a choice's value, a multi-select's values. */
export type FormValues = Record<string, string | boolean | readonly string[] | undefined>;

/**
 * The restricted profile of the form engine (forms/schemaForm.ts): a flat object of primitive
 * fields. A property the engine reads as anything else is shown, never sent.
 */
function restricted(property: PropertySpec): ElicitField {
  const common = {
    name: property.name,
    title: property.title ?? property.name,
    description: property.description,
    required: property.required,
  };
  const { spec } = property;
  const choices = (choice: FieldSpec) =>
    choice.kind === 'enum' && choice.options.every((o) => typeof o === 'string')
      ? choice.options.map((value, i) => ({ value: String(value), label: choice.labels[i] ?? String(value) }))
      : undefined;
  switch (spec.kind) {
    case 'string':
      return {
        ...common,
        kind: 'text',
        minLength: spec.minLength,
        maxLength: spec.maxLength,
        format: spec.format,
      };
    case 'number':
      return {
        ...common,
        kind: 'number',
        integer: spec.integer,
        minimum: spec.minimum,
        maximum: spec.maximum,
      };
    case 'boolean':
      return { ...common, kind: 'boolean' };
    case 'enum': {
      const options = choices(spec);
      return options ? { ...common, kind: 'choice', options } : { ...common, kind: 'unsupported' };
    }
    case 'array': {
      const options = choices(spec.items);
      return options
        ? { ...common, kind: 'multi', options, minItems: spec.minItems, maxItems: spec.maxItems }
        : { ...common, kind: 'unsupported' };
    }
    default:
      return { ...common, kind: 'unsupported' };
  }
}

export function fieldsOf(request: ElicitRequest): ElicitField[] {
  return formFromSchema(request.requestedSchema).properties.map(restricted);
}

/**
 * The schema's defaults (SEP-1034), as the form holds them: text and numbers as text, a boolean
 * as is, a choice's value, a multi-select's values.
 */
export function initialValues(request: ElicitRequest): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(initialValue(formFromSchema(request.requestedSchema)))) {
    if (typeof value === 'boolean') values[name] = value;
    else if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
    else if (Array.isArray(value)) values[name] = value.map(String);
  }
  return values;
}

const isBlank = (value: FormValues[string]) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

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

/** Why the value of `field` does not fit, or undefined when it does. */
export function problemOf(field: ElicitField, value: FormValues[string]): string | undefined {
  if (isBlank(value)) return field.required && field.kind !== 'boolean' ? 'Required.' : undefined;
  switch (field.kind) {
    case 'text': {
      const text = value as string;
      if (field.minLength !== undefined && text.length < field.minLength)
        return `At least ${field.minLength} character${field.minLength === 1 ? '' : 's'}.`;
      if (field.maxLength !== undefined && text.length > field.maxLength)
        return `At most ${field.maxLength} characters.`;
      const format = field.format === undefined ? undefined : FORMATS[field.format];
      if (format && !format.test(text)) return `Must be ${format.words}.`;
      return undefined;
    }
    case 'number': {
      const n = Number(value);
      if ((value as string).trim() === '' || !Number.isFinite(n)) return 'Must be a number.';
      if (field.integer && !Number.isInteger(n)) return 'Must be a whole number.';
      if (field.minimum !== undefined && n < field.minimum) return `At least ${field.minimum}.`;
      if (field.maximum !== undefined && n > field.maximum) return `At most ${field.maximum}.`;
      return undefined;
    }
    case 'multi': {
      const count = (value as readonly string[]).length;
      if (field.minItems !== undefined && count < field.minItems) return `Pick at least ${field.minItems}.`;
      if (field.maxItems !== undefined && count > field.maxItems) return `Pick at most ${field.maxItems}.`;
      return undefined;
    }
    default:
      return undefined;
  }
}

export function problemsOf(fields: readonly ElicitField[], values: FormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = problemOf(field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** The `content` of an accept: typed values, blank optional fields left out. */
export function contentOf(fields: readonly ElicitField[], values: FormValues): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'unsupported') continue;
    if (field.kind === 'boolean') {
      if (value !== undefined || field.required) content[field.name] = value === true;
      continue;
    }
    if (isBlank(value)) continue;
    content[field.name] = field.kind === 'number' ? Number(value) : value;
  }
  return content;
}
