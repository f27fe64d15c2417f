// A classic `elicitation/create` from the server (docs/elicitation.md, "Classic"), form or URL mode
// (docs/any-server.md, "URL-mode elicitation"), answered
// through the elicitation handler the MRTR loop uses too: one request, keyed by the server's id.
// The person's decline and cancel go back to the server, which decides what they mean.
import { isPlainObject } from '../../contracts/isPlainObject';
import { META_RELATED_TASK } from '../../protocol/metaKeys';
import { elicitRequestsOf, targetOf } from './autoResume';
import { isUrlElicitation, type ElicitationHandler } from './elicitationTypes';
import type { WireId } from '../wire/messageSummary';
import type { ServerRequestAnswer } from '../connection/serverRequests';

/** The tool or prompt name of the pending call (its raw request line), to tell the person who asks. */
function callOf(raw: string | undefined): { method?: string; name?: string } {
  if (raw === undefined) return {};
  try {
    const message: unknown = JSON.parse(raw);
    if (!isPlainObject(message)) return {};
    const params = isPlainObject(message.params) ? message.params : {};
    return {
      method: typeof message.method === 'string' ? message.method : undefined,
      name: targetOf(params),
    };
  } catch {
    return {};
  }
}

/** The task a request is tied to (2025-11-25 `_meta` related-task), when the server said so. */
function relatedTaskOf(params: unknown): string | undefined {
  const meta = isPlainObject(params) && isPlainObject(params._meta) ? params._meta : undefined;
  const related = meta?.[META_RELATED_TASK];
  return isPlainObject(related) && typeof related.taskId === 'string' ? related.taskId : undefined;
}

export async function answerElicitation(
  id: Exclude<WireId, null>,
  params: unknown,
  handler: ElicitationHandler,
  pendingCallRaw: string | undefined,
  signal?: AbortSignal,
): Promise<ServerRequestAnswer> {
  const key = String(id);
  const requests = elicitRequestsOf({ [key]: { method: 'elicitation/create', params } });
  // A URL request needs a web address to show and open (docs/any-server.md, "URL-mode elicitation").
  if (requests[key] === null)
    return {
      error: {
        code: -32602,
        message:
          'Invalid params: no requestedSchema, or url-mode without an http(s) url, message and elicitationId',
      },
    };
  try {
    // A task's question names its task: its call was answered long ago, and a call pending now is
    // another one (docs/tasks.md, "Input while a task works").
    const task = relatedTaskOf(params);
    const asker = task === undefined ? callOf(pendingCallRaw) : { task };
    const answers = await handler(requests, {
      style: 'classic',
      id,
      ...asker,
      ...(signal ? { signal } : {}),
    });
    // No answer for the one request: the person made no choice.
    const answer = answers?.[key] ?? { action: 'cancel' };
    // A URL elicitation's result is the action alone: whatever the person did happened on the page
    // the URL opened, not here (docs/any-server.md, "URL-mode elicitation").
    return { result: isUrlElicitation(requests[key]) ? { action: answer.action } : { ...answer } };
  } catch (error) {
    return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
  }
}
