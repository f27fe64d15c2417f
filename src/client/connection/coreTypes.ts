// The client core's public vocabulary (clientCore.ts), apart so that features can name it without
// importing the core's code.
import type { Connected, Failed, Reply } from './handshake';
import type { Progress } from './pendingRequests';
import type { Revision } from './revisions';

export type SessionStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'connecting'; readonly requested: Revision }
  | Connected
  | Failed;

export interface RequestOptions {
  timeoutMs?: number;
  /** Aborting cancels the request: it ends as `cancelled` and the server gets notifications/cancelled. */
  signal?: AbortSignal;
  /**
   * The traffic row of the request that started the conversation this request continues (an MRTR
   * retry, a task's poll): Traffic folds it, and its answer, under that row (TrafficRow.parentSeq).
   */
  parentSeq?: number;
  /**
   * What in the playground caused the request (an editor feature: "hover", "markers", …), kept on
   * its traffic rows so Traffic can tell a person's own calls from the editor's (docs/playground.md,
   * "Traffic").
   */
  origin?: string;
  /**
   * The editor's own background work (docs/server.md §3): marked in `_meta` so groovymcp never
   * queues a person's call behind it.
   */
  background?: boolean;
  /**
   * Sends `_meta.progressToken` (the request's id) and hears each `notifications/progress` for it;
   * `tools/call` always sends the token (docs/playground.md, "Client features for any server").
   */
  onProgress?: (progress: Progress) => void;
}

export type SendRequest = (
  method: string,
  params: Record<string, unknown> | undefined,
  options: RequestOptions,
) => Promise<Reply>;

/** Wraps the sending of every request (the session bar's Metadata joins `_meta` this way). */
export type RequestMiddleware = (next: SendRequest) => SendRequest;

/** A session ends before a Connect starts the next one (`connect`), or at a Reset (`reset`). */
export type SessionEndHook = (reason: 'connect' | 'reset') => void | Promise<void>;
