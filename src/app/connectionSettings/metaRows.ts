// The request Metadata typed for each server (docs/playground.md, "Session bar": Metadata), as the
// editor keeps it: key/value rows in the order typed, per server name, in local storage
// (MetaEditor.tsx reads them back). A value
// that reads as JSON is sent as that JSON (`42`, `true`, `{"a":1}`, `"text"`); anything else as the
// text typed. A row that cannot be sent says why beside it and is left out.
import { CLIENT_META_KEYS } from '../../client';

export interface MetaRow {
  readonly key: string;
  readonly value: string;
}

export type MetaByServer = Readonly<Record<string, readonly MetaRow[]>>;

/**
 * A `_meta` key as the spec writes it: an optional prefix (dot-separated labels, then `/`) and a
 * name that begins and ends with a letter or digit, with `-`, `_` and `.` between.
 */
const LABEL = '[a-zA-Z](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?';
const META_KEY = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*/)?[a-zA-Z0-9](?:[a-zA-Z0-9._-]*[a-zA-Z0-9])?$`);

/** The value sent for the text typed: its JSON when it is JSON, else the text itself. */
export function metaValueOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Why row `index` is not sent, or undefined (an empty key is a row being typed: not sent, no problem). */
export function metaRowProblem(rows: readonly MetaRow[], index: number): string | undefined {
  const key = (rows[index] as MetaRow).key.trim();
  if (key === '') return undefined;
  if (CLIENT_META_KEYS.has(key)) return `the client sets "${key}" itself; this row is not sent`;
  if (!META_KEY.test(key))
    return `"${key}" is not a _meta key (prefix/name, letters and digits at both ends)`;
  if (rows.some((other, i) => i > index && other.key.trim() === key))
    return `"${key}" is typed again below; the later one is sent`;
  return undefined;
}

/** The `_meta` entries to send: every row without a problem, a later row replacing an earlier one. */
export function metaToSend(rows: readonly MetaRow[]): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  rows.forEach((row, index) => {
    const key = row.key.trim();
    if (key !== '' && metaRowProblem(rows, index) === undefined) sent[key] = metaValueOf(row.value);
  });
  return sent;
}
