// Which of the client's own answerers takes a server request (docs/playground.md, "Client features
// for any server"): `roots/list` from the roots editor, `sampling/createMessage` from the sampling
// dialog, each only when the session declared that capability; anything else goes to the app's
// handler, or is "method not found". `ping` and `elicitation/create` are answered before this
// (serverRequests.ts, answerElicitation.ts).
import { isPlainObject } from '../../contracts/isPlainObject';
import { failure, success } from '../clientError';
import type { ClientRoots } from '../roots/clientRoots';
import type { SamplingHandler } from './answerSampling';
import type { ServerRequestHandler } from './serverRequests';

export interface ClientAnswerers {
  /** The capabilities declared in the current session. */
  declared(): Record<string, unknown> | undefined;
  readonly roots: ClientRoots;
  sampling(): SamplingHandler | undefined;
  /** The app's own handler for the rest. */
  fallback?: ServerRequestHandler;
}

const notFound = (method: string) =>
  failure<Record<string, unknown>>({ kind: 'rpc', code: -32601, message: `Method not found: ${method}` });

export function clientRequestHandler(answerers: ClientAnswerers): ServerRequestHandler {
  return async (method, params, id, signal) => {
    const declared = answerers.declared() ?? {};
    if (method === 'roots/list' && isPlainObject(declared.roots)) return success(answerers.roots.result());
    if (method === 'sampling/createMessage' && isPlainObject(declared.sampling)) {
      const handler = answerers.sampling();
      // Loaded with the first sampling request: a session that gets none never fetches it.
      if (handler && id !== undefined)
        return import('./answerSampling').then(
          ({ answerSampling }) => answerSampling(id, params, handler, signal),
          (cause: unknown) =>
            failure({
              kind: 'rpc',
              code: -32603,
              message: `The sampling answer's code could not be loaded: ${String(cause)}`,
            }),
        );
    }
    return answerers.fallback ? answerers.fallback(method, params, id, signal) : notFound(method);
  };
}
