// The shape of the session's method handlers, apart from the table that fills it (methodHandlers.ts),
// so that the handlers of one area (tasks/taskHandlers.ts) can be typed without importing the table
// that spreads them in.
import type { HandledMethod, Params, ServerResults } from '../protocol';
import type { CallContext } from './parkedCalls';
import type { Route } from './router';

/** A result already serialized once and reused verbatim (the fixed lists). */
export class SerializedResult {
  constructor(readonly json: string) {}
}

/** What a handler of `method` answers: that method's result, or the fixed list serialized once. */
export type HandlerResult<M extends HandledMethod = HandledMethod> = ServerResults[M] | SerializedResult;
export type Handler<M extends HandledMethod = HandledMethod> = (
  params: Params,
  route: Route,
  call: CallContext,
) => HandlerResult<M> | Promise<HandlerResult<M>>;
/** One handler per method of the union: a method without one does not compile. */
export type MethodHandlers = { readonly [M in HandledMethod]: Handler<M> };
