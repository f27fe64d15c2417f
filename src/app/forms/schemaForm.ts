// The one JSON Schema → form engine (docs/playground.md, "Tools" and "Elicitation dialog"):
// schema → fields → value. Strings (multiline where free text is expected), enums as choices
// (labelled by `enumNames` or a titled `oneOf`/`anyOf` of consts), numbers, booleans, nested
// objects and arrays; anything the form cannot express becomes a raw JSON field, and a tool's form
// has a raw JSON mode, so every schema stays usable. Elicitation reads its restricted flat schema
// with the same engine and keeps the kinds its profile allows (elicitation/elicitationForm.ts).

type Schema = Record<string, unknown>;
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type FieldSpec =
  | { kind: 'string'; multiline: boolean; minLength?: number; maxLength?: number; format?: string }
  /** `labels[i]` names `options[i]`: its `enumNames` entry or `title`, else the value itself. */
  | { kind: 'enum'; options: readonly Json[]; labels: readonly string[] }
  | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number }
  | { kind: 'boolean' }
  | { kind: 'object'; properties: readonly PropertySpec[] }
  | { kind: 'array'; items: FieldSpec; minItems?: number; maxItems?: number }
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

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const labelOf = (value: Json) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `enum` (+ legacy `enumNames`), `const`, or a `oneOf` / `anyOf` whose every member is a titled const. */
function enumFor(s: Schema): Extract<FieldSpec, { kind: 'enum' }> | undefined {
  if (Array.isArray(s.enum)) {
    const names: unknown[] = Array.isArray(s.enumNames) ? s.enumNames : [];
    const options = s.enum as Json[];
    return { kind: 'enum', options, labels: options.map((o, i) => str(names[i]) ?? labelOf(o)) };
  }
  if ('const' in s) return { kind: 'enum', options: [s.const as Json], labels: [labelOf(s.const as Json)] };
  const members = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined;
  if (!members?.length || !members.every((m: Schema) => typeof m === 'object' && m !== null && 'const' in m))
    return undefined;
  const options = members.map((m: Schema) => m.const as Json);
  return {
    kind: 'enum',
    options,
    labels: members.map((m: Schema, i) => str(m.title) ?? labelOf(options[i] ?? null)),
  };
}

function fieldFor(schema: Schema, root: Schema, name: string, depth: number): FieldSpec {
  const s = resolve(schema, root);
  if (depth > MAX_DEPTH) return { kind: 'json' };
  const choice = enumFor(s);
  if (choice) return choice;
  switch (typeOf(s)) {
    case 'string':
      return {
        kind: 'string',
        multiline: MULTILINE_NAMES.test(name) || (typeof s.maxLength === 'number' && s.maxLength > 1000),
        minLength: num(s.minLength),
        maxLength: num(s.maxLength),
        format: str(s.format),
      };
    case 'integer':
    case 'number':
      return {
        kind: 'number',
        integer: typeOf(s) === 'integer',
        minimum: num(s.minimum),
        maximum: num(s.maximum),
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
        minItems: num(s.minItems),
        maxItems: num(s.maxItems),
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
        title: str(resolved.title),
        description: str(resolved.description),
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
