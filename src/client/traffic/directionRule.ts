// Which side sent a message of a plain JSON-RPC line log, which carries no direction
// (docs/playground.md, "Traffic", "Import"). The rule:
//
// - A request or notification (it has `method`) came from the server when its method is one only a
//   server sends in the MCP schemas (ServerRequest / ServerNotification and in no revision's
//   ClientRequest / ClientNotification: `elicitation/create`, `sampling/createMessage`,
//   `roots/list`, `notifications/message`, the `list_changed` and `updated` notifications, …), and
//   also for `notifications/progress` and `notifications/tasks/status`, which both sides may send
//   but a server sends in practice (progress and status of the client's own requests).
// - Every other method came from the client, including those both sides may send and a client
//   sends in practice (`ping`, `notifications/cancelled`, `tasks/*`) and methods no schema knows.
// - A response (`result` or `error`) takes the side opposite to the request with its id seen
//   earlier in the log, the latest one still unanswered; with no such request (an `id: null`
//   error about an unreadable line, a log cut at the start) it is taken as the server's.
import type { Direction } from './trafficRecorder';

export const SERVER_TO_CLIENT_METHODS: ReadonlySet<string> = new Set([
  'elicitation/create',
  'sampling/createMessage',
  'roots/list',
  'notifications/message',
  'notifications/progress',
  'notifications/tasks/status',
  'notifications/elicitation/complete',
  'notifications/resources/list_changed',
  'notifications/resources/updated',
  'notifications/prompts/list_changed',
  'notifications/tools/list_changed',
  'notifications/subscriptions/acknowledged',
]);

/** The side a request or notification with `method` came from. */
export function directionOfMethod(method: string): Direction {
  return SERVER_TO_CLIENT_METHODS.has(method) ? 'in' : 'out';
}

const opposite = (direction: Direction): Direction => (direction === 'out' ? 'in' : 'out');

/** Infers the direction of each message of a log in order, pairing responses with their requests. */
export class DirectionInference {
  /** Unanswered requests by id key, with the side each came from, latest last. */
  private readonly open = new Map<string, Direction[]>();

  /** `id` is the message's JSON-RPC id as a key (undefined when it has none). */
  next(
    kind: 'request' | 'notification' | 'response',
    method: string | undefined,
    id: string | undefined,
  ): Direction {
    if (kind !== 'response') {
      const direction = directionOfMethod(method ?? '');
      if (kind === 'request' && id !== undefined)
        this.open.set(id, [...(this.open.get(id) ?? []), direction]);
      return direction;
    }
    const waiting = id === undefined ? undefined : this.open.get(id);
    const request = waiting?.pop();
    if (waiting?.length === 0) this.open.delete(id as string);
    return request === undefined ? 'in' : opposite(request);
  }
}
