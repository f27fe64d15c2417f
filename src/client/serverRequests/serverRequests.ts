// Requests the server sends to the client (docs/revisions.md §1): each always gets an answer, so
// the server never waits forever. `ping` is answered here; anything else goes to the handler the
// client's answerers (clientRequestHandler.ts: roots, sampling) and the app's handler, or is
// "method not found"; elicitation is answerElicitation.ts's.
import { describeError, failure, type Outcome } from '../clientError';

/** Answers one server request with a result or a client error (`rpc` keeps its code). */
export type ServerRequestHandler = (
  method: string,
  params: unknown,
  id?: string | number,
  /** Aborted when the request's task is cancelled (docs/any-server.md, "Task-augmented requests"). */
  signal?: AbortSignal,
) => Promise<Outcome<Record<string, unknown>>>;

/** The `result` or `error` member of the JSON-RPC response to a server request. */
export type ServerRequestAnswer =
  { result: Record<string, unknown> } | { error: { code: number; message: string } };

export async function answerServerRequest(
  method: string,
  params: unknown,
  handler: ServerRequestHandler | undefined,
  id?: string | number,
  signal?: AbortSignal,
): Promise<ServerRequestAnswer> {
  const handled =
    method === 'ping'
      ? { ok: true as const, value: {} }
      : await (handler?.(method, params, id, signal) ??
          Promise.resolve(
            failure<Record<string, unknown>>({
              kind: 'rpc',
              code: -32601,
              message: `Method not found: ${method}`,
            }),
          ));
  if (handled.ok) return { result: handled.value };
  return {
    error:
      handled.error.kind === 'rpc'
        ? { code: handled.error.code, message: handled.error.message }
        : { code: -32603, message: describeError(handled.error) },
  };
}
