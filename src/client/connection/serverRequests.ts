// What the server sends the client, and who answers (docs/ARCHITECTURE.md, "The client core"):
// features register a handler per server request method (elicitation/create, sampling/createMessage,
// roots/list, …), a handler per notification method, and middleware around every server request
// (the received tasks take task-augmented ones). Each request always gets an answer, so the server
// never waits forever: `ping` is answered here, a method nobody takes goes to the app's fallback or
// is "method not found", and a handler that throws is answered -32603. The shape follows the
// official SDK's `Protocol.setRequestHandler` / `setNotificationHandler`.
import { describeError, failure, type Outcome } from '../clientError';
import type { WireId } from '../wire/messageSummary';

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

/** One request from the server, as its handlers see it. */
export interface ServerRequest {
  readonly id: Exclude<WireId, null>;
  readonly method: string;
  readonly params: unknown;
  /** The wire ref (Traffic's row seq) of the request's line. */
  readonly ref: number;
  /** Aborted when the work is cancelled (a task the server cancels). */
  readonly signal?: AbortSignal;
}

/** A feature's answer, or undefined: not its to answer now (a capability not declared, no dialog). */
export type RequestHandler = (request: ServerRequest) => Promise<ServerRequestAnswer | undefined>;

/** How a middleware answered: at once, and what to start once that answer is sent. */
export interface Answered {
  readonly answer: ServerRequestAnswer;
  readonly after?: () => void;
}

/**
 * Sees a server request before the handlers; `handle(signal)` runs them. Undefined lets the
 * request go on as usual.
 */
export type ServerRequestMiddleware = (
  request: ServerRequest,
  handle: (signal?: AbortSignal) => Promise<ServerRequestAnswer>,
) => Promise<Answered | undefined>;

export type NotificationHandler = (params: unknown) => void;

/** A notification from the server, after every wire observer (Traffic) saw it. */
export type NotificationListener = (method: string, params: unknown) => void;

const internalError = (error: unknown): ServerRequestAnswer => ({
  error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
});

/** An outcome as the answer's member: an `rpc` error keeps its code, any other is -32603. */
export function answerOf(handled: Outcome<Record<string, unknown>>): ServerRequestAnswer {
  if (handled.ok) return { result: handled.value };
  return {
    error:
      handled.error.kind === 'rpc'
        ? { code: handled.error.code, message: handled.error.message }
        : { code: -32603, message: describeError(handled.error) },
  };
}

export class ServerRoutes {
  private readonly requests = new Map<string, RequestHandler>();
  private readonly notifications = new Map<string, NotificationHandler>();
  private readonly listeners = new Set<NotificationListener>();
  private readonly middleware: ServerRequestMiddleware[] = [];

  /** `fallback`: the app's own handler for what no feature takes. */
  constructor(private readonly fallback?: ServerRequestHandler) {}

  /** The one handler of `method` (a later one replaces it); returns the unregister. */
  setRequestHandler(method: string, handler: RequestHandler): () => void {
    this.requests.set(method, handler);
    return () => this.requests.get(method) === handler && this.requests.delete(method);
  }

  setNotificationHandler(method: string, handler: NotificationHandler): () => void {
    this.notifications.set(method, handler);
    return () => this.notifications.get(method) === handler && this.notifications.delete(method);
  }

  /** Hears every notification, after its method's handler. */
  onNotification(listener: NotificationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Middleware run in the order added, each around the ones after it and the handlers. */
  useServerRequestMiddleware(middleware: ServerRequestMiddleware): void {
    this.middleware.push(middleware);
  }

  notified(method: string, params: unknown): void {
    this.notifications.get(method)?.(params);
    for (const listener of [...this.listeners]) listener(method, params);
  }

  /** The answer to one server request, and what to start after it is sent; never throws. */
  async answer(request: ServerRequest): Promise<Answered> {
    try {
      return await this.through(0, request);
    } catch (error) {
      return { answer: internalError(error) };
    }
  }

  private async through(index: number, request: ServerRequest): Promise<Answered> {
    const middleware = this.middleware[index];
    if (middleware === undefined) return { answer: await this.handle(request) };
    const handle = async (signal?: AbortSignal) =>
      (await this.through(index + 1, { ...request, ...(signal ? { signal } : {}) })).answer;
    return (await middleware(request, handle)) ?? this.through(index + 1, request);
  }

  private async handle(request: ServerRequest): Promise<ServerRequestAnswer> {
    const { method, params, id, signal } = request;
    if (method === 'ping') return { result: {} };
    const handled = await this.requests.get(method)?.(request);
    if (handled !== undefined) return handled;
    if (this.fallback) return answerOf(await this.fallback(method, params, id, signal));
    return answerOf(failure({ kind: 'rpc', code: -32601, message: `Method not found: ${method}` }));
  }
}
