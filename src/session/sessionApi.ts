// The public surface of the session machine: what the worker and bin/groovymcp use.
import type { EngineClient } from '../contracts';
import type { RequestId } from '../protocol';
import type { OwnAppHtml } from './apps/ownApps';
import type { FileSystemPort } from './fileSystemPort';
import type { TaskManager } from './tasks/taskManager';

export interface SessionOptions {
  engine: EngineClient;
  /**
   * Every line the server writes (responses, server → client requests, notifications). `route`
   * says which client request the line answers or belongs to, so that a transport with one stream
   * per request (Streamable HTTP, docs/http.md §3) needs not parse the line again; a transport with
   * one channel (stdio, the Worker) ignores it.
   */
  send: (line: string, route?: LineRoute) => void;
  /** Root confinement for `path` / `file:` sources; absent in the browser (then `path` is a tool error). */
  fileSystem?: FileSystemPort;
  /** `--classpath` entry count, reported by `groovy://limits` (never the paths). */
  classpathEntries?: number;
  /** Diagnostic log (stderr on stdio): exception class and a short message, never source text. */
  log?: (message: string) => void;
  /**
   * The task manager (docs/tasks.md, "The task manager"); each session gets its own when absent.
   * Sessions that share one still see only their own tasks.
   */
  tasks?: TaskManager;
  /**
   * This session's identity in `tasks`. Given, its tasks outlive it (its end does not cancel them)
   * and every session given the same owner sees them: the stateless 2026-07-28 HTTP requests of one
   * bearer token share a server-wide store so (docs/http.md §3). Absent: a random one of its own.
   */
  taskOwner?: string;
  /**
   * The HTML of groovymcp's own MCP App (docs/server.md, "MCP Apps: the compile report"), offered
   * only to a client that declares the extension; absent, no client is offered it.
   */
  ownAppHtml?: OwnAppHtml;
}

/**
 * `answers`: the response to the client request with that id (`null`: an error whose id could not
 * be read). `relatedTo`: a server request sent while that client request runs (an elicitation).
 * No route: a notification of the session itself (task status), on no request's behalf.
 */
export type LineRoute = { answers: RequestId | null } | { relatedTo: RequestId };

export interface SessionMachine {
  /** One line as received, without its line terminator (a trailing `\r` is stripped here too). */
  receive(line: string): void;
  /** Tells the session that an oversized line was discarded by the framing layer (answered -32600). */
  receiveOversized(): void;
  /** Tells the session that a line was not valid UTF-8 (answered -32700). */
  receiveUndecodable(): void;
  /** Resolves when every request received so far has been answered (tests, shutdown). */
  idle(): Promise<void>;
  /**
   * Resolves when the session can take more input: nothing queued and nothing running. A call
   * parked while it waits for the client does not count, since only more input can end its wait
   * (stdio backpressure must not stop reading then).
   */
  drained(): Promise<void>;
  /**
   * Drops the open buffers; later lines are ignored. With `answerUnfinished` (a shutdown that will
   * not wait any longer), every request received and not answered yet is first answered -32603
   * "Internal error", so that no request goes unanswered.
   */
  dispose(options?: { answerUnfinished?: boolean }): void;
}
