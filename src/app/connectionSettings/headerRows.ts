// The headers typed for each Streamable HTTP server (docs/any-server.md, "Headers from the page"),
// as the editor keeps them: rows in the order typed, per server name, in memory (and in local
// storage for a remembered server, rememberedHeaders.ts). What is sent is every row with a name; a
// row the proxy would refuse is said beside it as you type.
import { forwardHeaderProblem } from '../../contracts';

export interface HeaderRow {
  readonly name: string;
  readonly value: string;
}

export type HeadersByServer = Readonly<Record<string, readonly HeaderRow[]>>;

export const HEADERS_STORAGE_KEY = 'groovymcp:headers';

const isRow = (value: unknown): value is HeaderRow =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as HeaderRow).name === 'string' &&
  typeof (value as HeaderRow).value === 'string';

/** Whether a stored value reads back as headers per server (anything else is dropped). */
export function isHeadersByServer(value: unknown): value is HeadersByServer {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((rows) => Array.isArray(rows) && rows.every(isRow))
  );
}

/** The headers sent for one server: every named row, a later row replacing an earlier of the same name. */
export function headersToSend(rows: readonly HeaderRow[]): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (name === '') continue;
    for (const key of Object.keys(sent)) if (key.toLowerCase() === name.toLowerCase()) delete sent[key];
    sent[name] = row.value;
  }
  return sent;
}

/** What is wrong with row `index` (an empty name is a row being typed: no problem yet). */
export function rowProblem(rows: readonly HeaderRow[], index: number): string | undefined {
  const row = rows[index] as HeaderRow;
  const name = row.name.trim();
  if (name === '') return undefined;
  const repeated = rows.some(
    (other, i) => i > index && other.name.trim().toLowerCase() === name.toLowerCase(),
  );
  if (repeated) return `header "${name}" is typed again below; the later one is sent`;
  return forwardHeaderProblem(name, row.value);
}

/** Every server's headers to send, for ServerSwitch.forwardHeaders. */
export function forwardHeadersOf(stored: HeadersByServer): Record<string, Record<string, string>> {
  return Object.fromEntries(Object.entries(stored).map(([server, rows]) => [server, headersToSend(rows)]));
}
