// The one JSON Schema → form engine (docs/playground.md, "Tools" and "Elicitation"): schema →
// fields. Strings (multiline where free text is expected), enums as choices (labelled by
// `enumNames` or a titled `oneOf`/`anyOf` of consts), arrays of choices as multi-selects, numbers,
// booleans, nested objects and arrays; anything the form cannot express becomes a raw JSON field,
// and a tool's form has a raw JSON mode, so every schema stays usable. The values, the problems and
// what is sent: formValue.ts, fieldProblems.ts; elicitation's restricted flat profile:
// flatProfile.ts; the one renderer: SchemaFields.tsx.

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
  /** An array whose items are a choice (the 2025-11-25 multi-select): each option picked or not. */
  | {
      kind: 'multi';
      options: readonly Json[];
      labels: readonly string[];
      minItems?: number;
      maxItems?: number;
    }
  /** Not expressible as a form field (unions, free-form objects, …): edited as JSON text. */
  | { kind: 'json' }
  /** Outside the profile the form is read with (flatProfile.ts): shown, never sent. */
  | { kind: 'unsupported' };

export type ObjectSpec = Extract<FieldSpec, { kind: 'object' }>;

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
    case 'array': {
      const items: FieldSpec =
        typeof s.items === 'object' && s.items !== null
          ? fieldFor(s.items as Schema, root, name, depth + 1)
          : { kind: 'json' };
      const counts = { minItems: num(s.minItems), maxItems: num(s.maxItems) };
      return items.kind === 'enum'
        ? { kind: 'multi', options: items.options, labels: items.labels, ...counts }
        : { kind: 'array', items, ...counts };
    }
    case 'object':
      return s.properties ? objectFor(s, root, depth) : { kind: 'json' };
    default:
      return { kind: 'json' };
  }
}

function objectFor(schema: Schema, root: Schema, depth: number): ObjectSpec {
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

/** The form of a tool's `inputSchema` or an elicitation's `requestedSchema` (always an object schema in MCP). */
export function formFromSchema(schema: Schema): ObjectSpec {
  return objectFor(resolve(schema, schema), schema, 0);
}
