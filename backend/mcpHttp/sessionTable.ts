// The sessions of the Streamable HTTP server (docs/http.md §3): created by `initialize`, found by
// `Mcp-Session-Id`, ended by DELETE, by the idle timeout or by shutdown; an ended id is unknown (404).
// The stateless sessions of 2026-07-28 requests live here too while their one request runs, so that
// the caps and a shutdown see them.
import { randomUUID } from 'node:crypto';
import type { HttpSession } from './httpSession';

export interface SessionTableOptions {
  /** Sessions at once; `initialize` past it is refused 503. */
  maxSessions: number;
  /** A session with nothing in flight and no stream open for this long is ended. */
  idleTimeoutMs: number;
  /** A session: `id` for a sessionful one; none but a task owner for a stateless request's. */
  create: (id: string | undefined, taskOwner?: string) => HttpSession;
  log: (message: string) => void;
}

export class SessionTable {
  private readonly sessions = new Map<string, HttpSession>();
  private readonly stateless = new Set<HttpSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: SessionTableOptions) {
    // Often enough that a session ends within a quarter of the timeout after it, at most once a minute.
    const every = Math.max(10, Math.min(60_000, Math.floor(options.idleTimeoutMs / 4)));
    this.sweeper = setInterval(() => this.sweep(Date.now()), every).unref();
  }

  /** A new session with a fresh id, or undefined when the table is full. */
  create(): HttpSession | undefined {
    if (this.sessions.size >= this.options.maxSessions) return undefined;
    // 122 random bits: not guessable, visible ASCII as MCP requires of a session id.
    const id = randomUUID();
    const session = this.options.create(id);
    this.sessions.set(id, session);
    return session;
  }

  /**
   * A throwaway session for one stateless request; it leaves the table when `done` settles (the
   * tasks it made stay in the server-wide store, under `taskOwner`).
   */
  createStateless(taskOwner: string, done: (session: HttpSession) => Promise<void>): HttpSession {
    const session = this.options.create(undefined, taskOwner);
    this.stateless.add(session);
    void done(session).finally(() => {
      this.stateless.delete(session);
      session.close();
    });
    return session;
  }

  get(id: string): HttpSession | undefined {
    return this.sessions.get(id);
  }

  /** DELETE: the session ends; what it had not answered yet is answered -32603. */
  end(id: string): boolean {
    const session = this.sessions.get(id);
    if (!session) return false;
    this.sessions.delete(id);
    session.close({ answerUnfinished: true });
    return true;
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Every session, sessionful and stateless (shutdown). */
  all(): HttpSession[] {
    return [...this.sessions.values(), ...this.stateless];
  }

  /** Ends the sessions idle for longer than the timeout (docs/http.md §3). */
  sweep(now: number): void {
    for (const [id, session] of this.sessions) {
      if (session.isIdle && now - session.lastActive >= this.options.idleTimeoutMs) {
        this.sessions.delete(id);
        session.close();
        this.options.log(`session ended after ${this.options.idleTimeoutMs} ms idle`);
      }
    }
  }

  closeAll(options: { answerUnfinished?: boolean } = {}): void {
    clearInterval(this.sweeper);
    for (const session of this.all()) session.close(options);
    this.sessions.clear();
    this.stateless.clear();
  }
}
