// What a generated form (schemaForm.ts) holds and what it sends: the same for the Tools form and the
// elicitation dialog (docs/playground.md, "Tools" and "Elicitation"). The form holds JSON values as
// typed (a number as a number, a choice as its option, a multi-select as the options picked); what
// it sends leaves out what was not given.
import type { Json, ObjectSpec } from './schemaForm';

/** Starting values: each property's `default` (SEP-1034 for elicitation), nothing else. */
export function initialValue(form: ObjectSpec): Record<string, Json> {
  const value: Record<string, Json> = {};
  for (const property of form.properties)
    if (property.default !== undefined && property.spec.kind !== 'unsupported')
      value[property.name] = property.default;
  return value;
}

/** Nothing given: an unset field, an empty text box, a multi-select with nothing picked. */
export const isBlank = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What to send: unset and empty fields left out (an empty text box means "not given", never `""`;
 * so does a multi-select with nothing picked), nested objects pruned the same way, fields outside the form's profile
 * never sent. A required boolean is its checkbox: unticked sends `false`. An empty required field
 * is thus missing: the elicitation dialog says so itself (fieldProblems.ts), the Tools form through
 * its check against the input schema (tools/formProblems.ts).
 */
export function argumentsFrom(form: ObjectSpec, value: Record<string, unknown>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const { name, spec, required } of form.properties) {
    const v = value[name];
    if (spec.kind === 'unsupported') continue;
    if (spec.kind === 'boolean' && v === undefined) {
      if (required) out[name] = false;
      continue;
    }
    // A multi-select with nothing picked is not given; a list's or a JSON field's `[]` is a value.
    if (spec.kind === 'json' || spec.kind === 'array' ? v === undefined : isBlank(v)) continue;
    out[name] =
      spec.kind === 'object' && typeof v === 'object' && v !== null && !Array.isArray(v)
        ? argumentsFrom(spec, v as Record<string, unknown>)
        : (v as Json);
  }
  return out;
}
