// Why the Tools form does not send (docs/playground.md, "Tools"): raw JSON that does not parse, or
// arguments that do not match the tool's input schema (checked by the lint worker's validateValue,
// the one validator). Each problem is said next to its field, or next to the JSON box; what points
// at no field shown (a source field the buffer fills, a nested value) goes to the list above Call.
import type { ValueProblem } from '../../client';

export type FormRefusal =
  /** The raw JSON text does not parse, or is not an object. */
  | { readonly kind: 'raw'; readonly message: string }
  | {
      readonly kind: 'schema';
      /** Top-level property → what is wrong with it ("is required", "must be >= 0"). */
      readonly byField: ReadonlyMap<string, readonly string[]>;
      /** Problems that no shown field can hold, as sentences. */
      readonly other: readonly string[];
    };

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** Sorts the schema's problems by the field that shows them; `shown`: the form's fields, in order. */
export function schemaRefusal(problems: readonly ValueProblem[], shown: ReadonlySet<string>): FormRefusal {
  const byField = new Map<string, string[]>();
  const other: string[] = [];
  for (const { path, message } of problems) {
    const [first, ...rest] = path.split('/').slice(1).map(unescape);
    const where = rest.length > 0 ? `${rest.join('/')} ` : '';
    if (first !== undefined && shown.has(first)) {
      byField.set(first, [...(byField.get(first) ?? []), `${where}${message}`]);
    } else
      other.push(
        first === undefined ? `the arguments ${message}` : `${[first, ...rest].join('/')} ${message}`,
      );
  }
  // In the form's order, so the list reads as the fields do and the first is the one focused.
  const ordered = new Map(
    [...shown].flatMap((name) => (byField.has(name) ? [[name, byField.get(name)!]] : [])),
  );
  return { kind: 'schema', byField: ordered, other };
}

/** What each field at fault says next to it: "newName is required". */
export const fieldMessages = (byField: ReadonlyMap<string, readonly string[]>): Record<string, string> =>
  Object.fromEntries([...byField].map(([name, messages]) => [name, `${name} ${messages.join('; ')}`]));

/** The raw JSON text as arguments, or why it cannot be sent. */
export function rawArguments(text: string): { ok: true; value: Record<string, unknown> } | FormRefusal {
  let value: unknown;
  try {
    value = JSON.parse(text.trim() === '' ? '{}' : text);
  } catch (cause) {
    return { kind: 'raw', message: `Not JSON: ${cause instanceof Error ? cause.message : String(cause)}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { kind: 'raw', message: 'The arguments must be a JSON object ({…}).' };
  return { ok: true, value: value as Record<string, unknown> };
}
