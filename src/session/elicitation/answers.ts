// Reading the client's answer to one question (docs/elicitation.md): `accept` with content that
// fits the requested flat schema goes on; content that does not fit counts as `cancel`, as does
// anything that is not an answer at all (a JSON-RPC error, a missing action).
import type { JsonObject, RequestedSchema } from '../../protocol';
import { isPlainObject } from '../../contracts';

export type Answer =
  { action: 'accept'; content: Record<string, unknown> } | { action: 'decline' } | { action: 'cancel' };

const CANCEL: Answer = { action: 'cancel' };

/** The answer `value` (an ElicitResult) gives to a question asked with `schema`. */
export function readAnswer(value: unknown, schema: RequestedSchema): Answer {
  if (!isPlainObject(value)) return CANCEL;
  if (value.action === 'decline') return { action: 'decline' };
  if (value.action !== 'accept') return CANCEL;
  const content = isPlainObject(value.content) ? value.content : {};
  return fitsSchema(content, schema) ? { action: 'accept', content: pick(content, schema) } : CANCEL;
}

/** Only the fields that were asked for: unknown keys are dropped, not passed on. */
function pick(content: Record<string, unknown>, schema: RequestedSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(schema.properties))
    if (content[name] !== undefined) out[name] = content[name];
  return out;
}

export function fitsSchema(content: Record<string, unknown>, schema: RequestedSchema): boolean {
  for (const name of schema.required ?? []) if (content[name] === undefined) return false;
  return Object.entries(schema.properties).every(
    ([name, property]) => content[name] === undefined || fitsProperty(content[name], property),
  );
}

const inRange = (n: number, min: unknown, max: unknown) =>
  (typeof min !== 'number' || n >= min) && (typeof max !== 'number' || n <= max);

/** The values an enum property allows: `enum`, or the `const`s of a titled `oneOf` / `anyOf`. */
function enumValues(property: JsonObject): unknown[] | undefined {
  if (Array.isArray(property.enum)) return property.enum;
  const titled = Array.isArray(property.oneOf) ? property.oneOf : property.anyOf;
  if (Array.isArray(titled))
    return titled.map((option) => (isPlainObject(option) ? option.const : undefined));
  return undefined;
}

function fitsProperty(value: unknown, property: JsonObject): boolean {
  const allowed = enumValues(property);
  switch (property.type) {
    case 'string':
      return (
        typeof value === 'string' &&
        inRange(value.length, property.minLength, property.maxLength) &&
        (allowed === undefined || allowed.includes(value))
      );
    case 'integer':
      return (
        typeof value === 'number' &&
        Number.isInteger(value) &&
        inRange(value, property.minimum, property.maximum)
      );
    case 'number':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        inRange(value, property.minimum, property.maximum)
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'array': {
      const items = isPlainObject(property.items) ? enumValues(property.items) : undefined;
      return (
        Array.isArray(value) &&
        inRange(value.length, property.minItems, property.maxItems) &&
        value.every((item) => typeof item === 'string' && (items === undefined || items.includes(item)))
      );
    }
    default:
      return false;
  }
}
