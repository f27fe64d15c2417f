// The few shape checks the page's client reads server results with (serverTypes.ts, completion.ts,
// tasks/taskWire.ts), in the spirit of zod/mini's API but small enough to keep the page's initial
// JavaScript within its budget (README, bench:ui). Lenient on purpose like those schemas: objects
// keep their extra fields; whether a message follows its revision exactly is the schema lint's job
// (lint/schemaLint.ts), which validates every received line against the official schema.

export type Path = readonly (string | number)[];

/** Why a value does not have the shape: where (path from the result) and what was expected. */
export interface ShapeIssue {
  readonly path: Path;
  readonly message: string;
}

export type ShapeResult<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly error: { readonly issues: readonly ShapeIssue[] } };

type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issue: ShapeIssue };

export interface Shape<T> {
  /** Checks `value` found at `path`: the value to use (defaults filled in) or the first issue. */
  readonly check: (value: unknown, path: Path) => Checked<T>;
  readonly safeParse: (value: unknown) => ShapeResult<T>;
}

/** A field that may be absent (or undefined): its key is optional in the object's type. */
export interface OptionalShape<T> extends Shape<T | undefined> {
  readonly optional: true;
}

export type Infer<S> = S extends Shape<infer T> ? T : never;

function received(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function shape<T>(check: (value: unknown, path: Path) => Checked<T>): Shape<T> {
  return {
    check,
    safeParse: (value) => {
      const checked = check(value, []);
      return checked.ok
        ? { success: true, data: checked.value }
        : { success: false, error: { issues: [checked.issue] } };
    },
  };
}

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const wrong = <T>(path: Path, expected: string, value: unknown): Checked<T> => ({
  ok: false,
  issue: { path, message: `Invalid input: expected ${expected}, received ${received(value)}` },
});

function primitive<T>(expected: string, is: (value: unknown) => value is T): () => Shape<T> {
  const single = shape((value, path) => (is(value) ? ok(value) : wrong<T>(path, expected, value)));
  return () => single;
}

export const string = primitive('string', (value): value is string => typeof value === 'string');
export const number = primitive(
  'number',
  (value): value is number => typeof value === 'number' && Number.isFinite(value),
);
export const boolean = primitive('boolean', (value): value is boolean => typeof value === 'boolean');
const anything = shape((value) => ok(value));
export const unknown = (): Shape<unknown> => anything;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function enumOf<const V extends string>(values: readonly V[]): Shape<V> {
  return shape((value, path) =>
    values.includes(value as V)
      ? ok(value as V)
      : {
          ok: false,
          issue: {
            path,
            message: `Invalid option: expected one of ${values.map((v) => `"${v}"`).join('|')}`,
          },
        },
  );
}

export function optional<T>(inner: Shape<T>): OptionalShape<T> {
  return {
    ...shape((value, path) => (value === undefined ? ok(undefined) : inner.check(value, path))),
    optional: true,
  };
}

export function nullable<T>(inner: Shape<T>): Shape<T | null> {
  return shape<T | null>((value, path) => (value === null ? ok(null) : inner.check(value, path)));
}

/** `fallback` where the value is absent: the key is then always there in what the check gives. */
export function withDefault<T>(inner: Shape<T>, fallback: T): Shape<T> {
  return shape((value, path) => (value === undefined ? ok(fallback) : inner.check(value, path)));
}

export function array<T>(item: Shape<T>): Shape<T[]> {
  return shape((value, path) => {
    if (!Array.isArray(value)) return wrong<T[]>(path, 'array', value);
    const items: T[] = [];
    for (const [index, element] of value.entries()) {
      const checked = item.check(element, [...path, index]);
      if (!checked.ok) return checked;
      items.push(checked.value);
    }
    return ok(items);
  });
}

export function record<T>(_keys: Shape<string>, values: Shape<T>): Shape<Record<string, T>> {
  return shape((value, path) => {
    if (!isRecord(value)) return wrong<Record<string, T>>(path, 'record', value);
    const entries: Record<string, T> = {};
    for (const [key, element] of Object.entries(value)) {
      const checked = values.check(element, [...path, key]);
      if (!checked.ok) return checked;
      entries[key] = checked.value;
    }
    return ok(entries);
  });
}

type Fields = Record<string, Shape<unknown>>;
type OptionalKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends OptionalShape<unknown> ? K : never;
}[keyof F];
type Flat<T> = { [K in keyof T]: T[K] };
export type LooseObject<F extends Fields> = Flat<
  { [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]> } & { [K in OptionalKeys<F>]?: Infer<F[K]> } & {
    [key: string]: unknown;
  }
>;

/** An object with at least these fields; its other fields pass through as they are. */
export function looseObject<F extends Fields>(fields: F): Shape<LooseObject<F>> {
  return shape((value, path) => {
    if (!isRecord(value)) return wrong<LooseObject<F>>(path, 'object', value);
    const out: Record<string, unknown> = { ...value };
    for (const [key, field] of Object.entries(fields)) {
      const checked = field.check(value[key], [...path, key]);
      if (!checked.ok) return checked;
      if (checked.value !== undefined || key in value) out[key] = checked.value;
    }
    return ok(out as LooseObject<F>);
  });
}
