// Where the vendored schema.json contradicts the spec's own TypeScript source (schema.ts, the
// source of truth the JSON is generated from), the lint follows the spec (docs/playground.md,
// "Traffic", the table of corrections). The generator turns a TypeScript `number` into `integer`
// unless the field says `@TJS-type number`; for counts and milliseconds that is what the spec means,
// but for the values a person types into an elicitation form (a `NumberSchema` may ask for
// `type: "number"` with a default of 3.14) and for any JSON value it is not: schema.ts says
// `string | number | boolean` (and `null` for JSONValue). Each correction names the exact spot and
// the value it expects to find there, so a vendored schema that changes is not patched blindly.

export interface SchemaCorrection {
  readonly revision: string;
  /** The definition, then the JSON path inside it, as keys. */
  readonly definition: string;
  readonly path: readonly (string | number)[];
  /** What the vendored schema says there (the correction is skipped when it says anything else). */
  readonly found: unknown;
  readonly corrected: unknown;
}

const FORM_VALUE_FOUND = ['string', 'integer', 'boolean'];
const FORM_VALUE_CORRECTED = ['string', 'number', 'boolean'];

/** schema.ts: `content?: { [key: string]: string | number | boolean }` (2025-11-25 on: `| string[]`). */
const formValue = (revision: string, path: readonly (string | number)[]): SchemaCorrection => ({
  revision,
  definition: 'ElicitResult',
  path: ['properties', 'content', 'additionalProperties', ...path, 'type'],
  found: FORM_VALUE_FOUND,
  corrected: FORM_VALUE_CORRECTED,
});

export const SCHEMA_CORRECTIONS: readonly SchemaCorrection[] = [
  formValue('2025-06-18', []),
  formValue('2025-11-25', ['anyOf', 1]),
  formValue('2026-07-28', ['anyOf', 1]),
  // schema.ts: `type JSONValue = string | number | boolean | null | JSONObject | JSONArray`.
  {
    revision: '2026-07-28',
    definition: 'JSONValue',
    path: ['anyOf', 2, 'type'],
    found: FORM_VALUE_FOUND,
    corrected: ['string', 'number', 'boolean', 'null'],
  },
];

type Json = Record<string | number, unknown>;

/**
 * A copy of `document` with this revision's corrections applied, and which ones applied (a
 * correction whose spot does not hold what it expects is left out, and the tests say so).
 */
export function correctSchema(
  revision: string,
  document: Record<string, unknown>,
): { readonly document: Record<string, unknown>; readonly applied: readonly SchemaCorrection[] } {
  const mine = SCHEMA_CORRECTIONS.filter((correction) => correction.revision === revision);
  if (mine.length === 0) return { document, applied: [] };
  const copy = structuredClone(document);
  const defs = (copy.$defs ?? copy.definitions) as Json | undefined;
  const applied = mine.filter((correction) => {
    const parentPath = correction.path.slice(0, -1);
    const key = correction.path[correction.path.length - 1] as string | number;
    let parent = defs?.[correction.definition] as Json | undefined;
    for (const step of parentPath) parent = parent?.[step] as Json | undefined;
    if (parent === undefined || JSON.stringify(parent[key]) !== JSON.stringify(correction.found))
      return false;
    parent[key] = correction.corrected;
    return true;
  });
  return { document: copy, applied };
}
