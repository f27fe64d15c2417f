// The revision the handshake's own rows are linted under (docs/any-server.md, "Servers unlike
// groovymcp"): the one the server chose. An `initialize` request goes out under the revision the
// client asks for; when its answer names another revision the client speaks, that answer and the
// request are both linted under the server's choice, as every later frame of the session is.
import type { TrafficRow } from './trafficRecorder';
import { isRevision, type Revision } from '../connection/revisions';

/** What an initialize answer row settles the session's revision to, when it moves it; else undefined. */
export function negotiatedRevision(
  row: Pick<TrafficRow, 'direction' | 'method' | 'summary' | 'revision'>,
  value: unknown,
): Revision | undefined {
  if (row.direction !== 'in' || row.method !== 'initialize' || row.summary.kind !== 'result')
    return undefined;
  const result = (value as { result?: unknown } | null)?.result;
  const version =
    typeof result === 'object' && result !== null
      ? (result as { protocolVersion?: unknown }).protocolVersion
      : undefined;
  return isRevision(version) && version !== row.revision ? version : undefined;
}
