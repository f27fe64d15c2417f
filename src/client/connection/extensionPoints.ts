// Where features install themselves on the client core (docs/ARCHITECTURE.md, "The client core"),
// modelled on the official SDK's client: a handler per server request method and per notification
// method, middleware around the server's requests and around the client's own, and hooks for a
// session's end. ClientCore extends it; a feature sees only these methods.
import type { Reply } from './handshake';
import type { RequestMiddleware, RequestOptions, SendRequest, SessionEndHook } from './coreTypes';
import {
  ServerRoutes,
  type NotificationHandler,
  type NotificationListener,
  type RequestHandler,
  type ServerRequestHandler,
  type ServerRequestMiddleware,
} from './serverRequests';

export class ExtensionPoints {
  protected readonly routes: ServerRoutes;
  private readonly requestMiddleware: RequestMiddleware[] = [];
  private readonly sessionEndHooks: SessionEndHook[] = [];

  /** `fallback`: the app's handler for the server requests no feature takes. */
  constructor(fallback?: ServerRequestHandler) {
    this.routes = new ServerRoutes(fallback);
  }

  /** The one handler of a server request `method` (a feature's); returns the unregister. */
  setRequestHandler(method: string, handler: RequestHandler): () => void {
    return this.routes.setRequestHandler(method, handler);
  }

  /** The one handler of a notification `method` (a feature's); returns the unregister. */
  setNotificationHandler(method: string, handler: NotificationHandler): () => void {
    return this.routes.setNotificationHandler(method, handler);
  }

  /** Hears every notification the server sends, after its method's handler. */
  onNotification(listener: NotificationListener): () => void {
    return this.routes.onNotification(listener);
  }

  /** Sees every server request before the handlers (the received tasks take task-augmented ones). */
  useServerRequestMiddleware(middleware: ServerRequestMiddleware): void {
    this.routes.useServerRequestMiddleware(middleware);
  }

  /** Wraps every `request` from now on (the first added is the outermost). */
  useRequestMiddleware(middleware: RequestMiddleware): void {
    this.requestMiddleware.push(middleware);
  }

  /** Runs when a session ends: before a Connect starts a new one, and at a Reset. */
  onSessionEnd(hook: SessionEndHook): void {
    this.sessionEndHooks.push(hook);
  }

  /** Sends through the request middleware, `send` innermost. */
  protected throughMiddleware(
    send: SendRequest,
    method: string,
    params: Record<string, unknown> | undefined,
    options: RequestOptions,
  ): Promise<Reply> {
    const chain = this.requestMiddleware.reduceRight<SendRequest>(
      (next, middleware) => middleware(next),
      send,
    );
    return chain(method, params, options);
  }

  /** Runs the session-end hooks in the order installed, each awaited. */
  protected async sessionEnded(reason: 'connect' | 'reset'): Promise<void> {
    for (const hook of this.sessionEndHooks) await hook(reason);
  }
}
