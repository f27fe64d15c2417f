// What Resend and Edit and resend offer on a message's detail (docs/playground.md, "Traffic",
// "Resend a message"), and the line they send. Only what the client itself sent and asked with can
// be sent again: a request (with the session's next id), a notification or a line the server could
// not read (as they were). A message from the server, or the client's answer to one of the
// server's requests (the server asked once), has neither.
import type { TrafficRow } from '../../../client';

export interface ResendOffer {
  /** A request goes out with a new id; anything else exactly as it was sent. */
  readonly newId: boolean;
  /** Why Resend is disabled: it sends to the live session, which must be connected. */
  readonly disabled?: string;
}

export const NOT_CONNECTED = 'Connect first: Resend sends to the live session, which is not connected.';

export function resendOffer(row: TrafficRow, connected: boolean): ResendOffer | undefined {
  // An app ↔ host message went to an app, not to the server (docs/playground.md, "MCP Apps").
  if (row.mark !== undefined || row.direction === 'in' || row.lane !== undefined) return undefined;
  const { kind } = row.summary;
  if (kind === 'result' || kind === 'error') return undefined;
  return { newId: kind === 'request', ...(connected ? {} : { disabled: NOT_CONNECTED }) };
}

type Message = { id?: unknown; params?: { _meta?: Record<string, unknown> } & Record<string, unknown> };

/**
 * `raw` with its id replaced by `id`, in its place among the keys. A progress token equal to the
 * old id (the client asks for progress with its request's id) becomes the new id as well, so the
 * old request's progress is not taken for the new one's. Without `id`, or for a line that is not a
 * request, `raw` itself.
 */
export function resentLine(raw: string, id: number | undefined): string {
  if (id === undefined) return raw;
  let message: Message;
  try {
    message = JSON.parse(raw) as Message;
  } catch {
    return raw;
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message) || !('id' in message))
    return raw;
  const meta = message.params?._meta;
  const progress =
    meta !== undefined && meta.progressToken !== undefined && meta.progressToken === message.id
      ? { params: { ...message.params, _meta: { ...meta, progressToken: id } } }
      : {};
  return JSON.stringify({ ...message, id, ...progress });
}
