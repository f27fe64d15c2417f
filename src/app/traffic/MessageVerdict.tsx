// What the message detail says about a message beyond its text: a request the server could not
// read (unreadableLines.ts), the schema verdict, and a note outside the schema that is no
// violation (a null id, lint/nullId.ts), in a neutral colour.
import type { TrafficRow } from '../../client';
import { UNREAD_STATUS } from './TrafficRowView';

export function MessageVerdict({ row }: { row: TrafficRow }) {
  const { lint } = row;
  const note = lint.status === 'ok' || lint.status === 'violation' ? lint.note : undefined;
  return (
    <>
      {row.unread && (
        <p className="error-text">
          Over the server&apos;s 2 MiB cap: {UNREAD_STATUS}, answer #{row.pairSeq}.
        </p>
      )}
      {lint.status === 'violation' && (
        <div className="error-text">
          <strong>
            Schema violation ({row.lane === undefined ? row.revision : "ext-apps' schema.json"}):
          </strong>
          <ul>
            {lint.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      {note && (
        <p className="lint-note">
          {note}: JSON-RPC 2.0 answers with <code>id: null</code> when it could not read the request; the MCP
          schema does not count it as a violation here.
        </p>
      )}
      {lint.status === 'unchecked' && <p className="muted">Not checked against a schema: {lint.reason}.</p>}
    </>
  );
}
