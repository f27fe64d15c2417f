// A form from a tool's input schema (docs/playground.md, "Tools"): schema → fields →
// value. Strings (multiline where free text is expected), enums as choices, numbers, booleans,
// nested objects and arrays; anything the form cannot express becomes a raw JSON field, and the
// whole form has a raw JSON mode, so every schema stays usable.

type Schema = Record<string, unknown>;
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type FieldSpec =
  | { kind: 'string'; multiline: boolean; minLength?: number; maxLength?: number }
  | { kind: 'enum'; options: readonly Json[] }
  | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number }
  | { kind: 'boolean' }
  | { kind: 'object'; properties: readonly PropertySpec[] }
  | { kind: 'array'; items: FieldSpec }
  /** Not expressible as a form field (unions, free-form objects, …): edited as JSON text. */
  | { kind: 'json' };

export interface PropertySpec {
  name: string;
  required: boolean;
  title?: string;
  description?: string;
  default?: Json;
  spec: FieldSpec;
}

const MAX_DEPTH = 8;
/** Property names whose values are free text: source code, messages. */
const MULTILINE_NAMES = /^(text|source|code|content|body|message|query|script)$/i;

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Schema | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      root,
    );
  return typeof target === 'object' && target !== null ? resolve(target as Schema, root) : {};
}

/** `type: ["string", "null"]` is a string that may be null: the form edits the string. */
function typeOf(schema: Schema): string | undefined {
  const { type } = schema;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) {
    const real = type.filter((t) => t !== 'null');
    return real.length === 1 ? (real[0] as string) : undefined;
  }
  if (schema.properties) return 'object';
  return undefined;
}

function fieldFor(schema: Schema, root: Schema, name: string, depth: number): FieldSpec {
  const s = resolve(schema, root);
  if (depth > MAX_DEPTH) return { kind: 'json' };
  if (Array.isArray(s.enum)) return { kind: 'enum', options: s.enum as Json[] };
  if ('const' in s) return { kind: 'enum', options: [s.const as Json] };
  switch (typeOf(s)) {
    case 'string':
      return {
        kind: 'string',
        multiline: MULTILINE_NAMES.test(name) || (typeof s.maxLength === 'number' && s.maxLength > 1000),
        minLength: s.minLength as number | undefined,
        maxLength: s.maxLength as number | undefined,
      };
    case 'integer':
    case 'number':
      return {
        kind: 'number',
        integer: typeOf(s) === 'integer',
        minimum: s.minimum as number | undefined,
        maximum: s.maximum as number | undefined,
      };
    case 'boolean':
      return { kind: 'boolean' };
    case 'array':
      return {
        kind: 'array',
        items:
          typeof s.items === 'object' && s.items !== null
            ? fieldFor(s.items as Schema, root, name, depth + 1)
            : { kind: 'json' },
      };
    case 'object':
      return s.properties ? objectFor(s, root, depth) : { kind: 'json' };
    default:
      return { kind: 'json' };
  }
}

function objectFor(schema: Schema, root: Schema, depth: number): FieldSpec {
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(
    ([name, property]): PropertySpec => {
      const resolved = resolve(property, root);
      return {
        name,
        required: required.has(name),
        title: typeof resolved.title === 'string' ? resolved.title : undefined,
        description: typeof resolved.description === 'string' ? resolved.description : undefined,
        default: resolved.default as Json | undefined,
        spec: fieldFor(property, root, name, depth + 1),
      };
    },
  );
  return { kind: 'object', properties };
}

/** The form of a tool's `inputSchema` (always an object schema in MCP). */
export function formFromSchema(inputSchema: Schema): Extract<FieldSpec, { kind: 'object' }> {
  const spec = objectFor(resolve(inputSchema, inputSchema), inputSchema, 0);
  return spec as Extract<FieldSpec, { kind: 'object' }>;
}

/** Starting values: each property's `default`, nothing else (an unset field is left out). */
export function initialValue(form: Extract<FieldSpec, { kind: 'object' }>): Record<string, Json> {
  const value: Record<string, Json> = {};
  for (const property of form.properties)
    if (property.default !== undefined) value[property.name] = property.default;
  return value;
}

const isEmpty = (value: unknown) => value === undefined || value === '';

/**
 * The arguments to send: unset and empty fields left out (an empty text box means "not given",
 * never `""`), nested objects pruned the same way. An empty required field is thus missing, and
 * the form's check against the input schema says so before anything is sent (formProblems.ts).
 */
export function argumentsFrom(
  form: Extract<FieldSpec, { kind: 'object' }>,
  value: Record<string, unknown>,
): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const property of form.properties) {
    const v = value[property.name];
    if (isEmpty(v)) continue;
    out[property.name] =
      property.spec.kind === 'object' && typeof v === 'object' && v !== null && !Array.isArray(v)
        ? argumentsFrom(property.spec, v as Record<string, unknown>)
        : (v as Json);
  }
  return out;
}
