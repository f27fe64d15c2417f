// A classic `elicitation/create` from the server (docs/elicitation.md, "Classic"), answered
// through the elicitation handler the MRTR loop uses too: one request, keyed by the server's id.
// The person's decline and cancel go back to the server, which decides what they mean.
import { isPlainObject } from '../../contracts/isPlainObject';
import { elicitRequestsOf } from '../elicitation/autoResume';
import type { ElicitationHandler } from '../elicitation/elicitationTypes';
import type { WireId } from '../traffic/messageSummary';
import type { ServerRequestAnswer } from './serverRequests';

/** The tool or prompt name of the pending call (its raw request line), to tell the person who asks. */
function callOf(raw: string | undefined): { method?: string; name?: string } {
  if (raw === undefined) return {};
  try {
    const message: unknown = JSON.parse(raw);
    if (!isPlainObject(message)) return {};
    const params = isPlainObject(message.params) ? message.params : {};
    return {
      method: typeof message.method === 'string' ? message.method : undefined,
      name:
        typeof params.name === 'string'
          ? params.name
          : typeof params.uri === 'string'
            ? params.uri
            : undefined,
    };
  } catch {
    return {};
  }
}

export async function answerElicitation(
  id: Exclude<WireId, null>,
  params: unknown,
  handler: ElicitationHandler,
  pendingCallRaw: string | undefined,
): Promise<ServerRequestAnswer> {
  const key = String(id);
  const requests = elicitRequestsOf({ [key]: { method: 'elicitation/create', params } });
  if (requests[key] === null)
    return { error: { code: -32602, message: 'Invalid params: no requestedSchema' } };
  try {
    const answers = await handler(requests, { style: 'classic', id, ...callOf(pendingCallRaw) });
    // No answer for the one request: the person made no choice.
    return { result: { ...(answers?.[key] ?? { action: 'cancel' }) } };
  } catch (error) {
    return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
  }
}
