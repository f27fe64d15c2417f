// One MCP session over Streamable HTTP (docs/http.md §3): a session machine of its own, the POSTs
// waiting for their answers (by request id), at most one GET stream, and the streams a client may
// resume with `Last-Event-ID` (those still running and the last few finished). The session machine says
// which request each line it writes belongs to (LineRoute); this class only delivers it: an answer to
// its POST, a server request to the POST it was sent for (or the GET stream once that POST is gone),
// anything else (task status) to the GET stream, or nowhere when no stream is open: MCP lets a
// server drop what it cannot deliver, and keeping it would let a client that never listens grow it.
import type { ServerResponse } from 'node:http';
import type { EngineClient } from '../../src/contracts';
import type { RequestId } from '../../src/protocol';
import {
  createSessionMachine,
  type FileSystemPort,
  type LineRoute,
  type SessionMachine,
  type TaskManager,
} from '../../src/session';
import { EventStream, parseEventId } from './eventStream';
import { PostExchange } from './postExchange';
import { compileReportHtml } from '../apps/compileReportHtml';

/** Finished POST streams kept for a late resumption (their answer may have been lost in transit). */
export const MAX_FINISHED_STREAMS = 8;

export interface HttpSessionOptions {
  /** The `Mcp-Session-Id`; absent for a stateless (2026-07-28) request's throwaway session. */
  id: string | undefined;
  engine: EngineClient;
  fileSystem: FileSystemPort;
  classpathEntries: number;
  log: (message: string) => void;
  /**
   * A stateless request's: the server-wide store its tasks go to, and its owner there, so that
   * they outlive the request (docs/http.md §3). A session keeps its tasks in its own machine.
   */
  tasks?: { manager: TaskManager; owner: string };
}

export class HttpSession {
  readonly machine: SessionMachine;
  private readonly exchanges = new Map<RequestId, PostExchange>();
  private standalone: EventStream | undefined;
  /** Every stream a client may resume, by id, oldest first. */
  private readonly streams = new Map<string, EventStream>();
  private streamCount = 0;
  private closed = false;
  /** When the session last had a request or a stream (for the idle timeout, docs/http.md §3). */
  lastActive = Date.now();

  constructor(private readonly options: HttpSessionOptions) {
    this.machine = createSessionMachine({
      engine: options.engine,
      send: (line, route) => this.deliver(line, route),
      fileSystem: options.fileSystem,
      classpathEntries: options.classpathEntries,
      log: options.log,
      ...(options.tasks ? { tasks: options.tasks.manager, taskOwner: options.tasks.owner } : {}),
      ownAppHtml: compileReportHtml,
    });
  }

  get id(): string | undefined {
    return this.options.id;
  }

  /** POSTs waiting for an answer plus the GET stream: what the per-session cap counts. */
  get openCount(): number {
    return this.exchanges.size + (this.hasStandaloneStream ? 1 : 0);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** True while a request with `id` waits for its answer (ids must differ while in flight). */
  isInFlight(id: RequestId): boolean {
    return this.exchanges.has(id);
  }

  /** Hands a client request to the session; its answer (and anything before it) goes to `res`. */
  request(id: RequestId, text: string, res: ServerResponse): PostExchange {
    this.lastActive = Date.now();
    const exchange = new PostExchange(res, this.nextStreamId(), this.sessionHeader(), (stream) =>
      this.keep(stream),
    );
    this.exchanges.set(id, exchange);
    // The idle time of a call whose client left (a stream never resumed) counts from then on.
    res.once('close', () => (this.lastActive = Date.now()));
    void exchange.settled.then(() => {
      if (this.exchanges.get(id) === exchange) this.exchanges.delete(id);
      this.lastActive = Date.now();
    });
    this.machine.receive(text);
    return exchange;
  }

  /** A notification or a response to the server's own request: nothing to answer but 202. */
  deliverToSession(text: string): void {
    this.lastActive = Date.now();
    this.machine.receive(text);
  }

  get hasStandaloneStream(): boolean {
    return this.standalone?.isAttached ?? false;
  }

  /** GET: the stream of messages that belong to no request (one per session, reopened by a GET). */
  openStandaloneStream(res: ServerResponse): void {
    this.lastActive = Date.now();
    if (!this.standalone) {
      this.standalone = new EventStream(this.nextStreamId(), this.sessionHeader());
      this.keep(this.standalone);
    }
    this.standalone.attach(res);
  }

  /**
   * GET with `Last-Event-ID`: the stream it names goes on on `res`, the kept events after it first.
   * False when this session has no such stream (never had, or dropped from the bounded set).
   */
  resume(lastEventId: string, res: ServerResponse): boolean {
    const at = parseEventId(lastEventId);
    const stream = at === undefined ? undefined : this.streams.get(at.stream);
    if (!stream || !at) return false;
    this.lastActive = Date.now();
    stream.attach(res, at.n);
    return true;
  }

  /**
   * Idle: no client connected to it, neither a POST waiting nor a stream. A call still running
   * whose client left (its stream never resumed, an elicitation never answered) does not keep the
   * session alive past the idle timeout: it would hold its slot forever.
   */
  get isIdle(): boolean {
    return (
      !this.hasStandaloneStream && [...this.exchanges.values()].every((exchange) => !exchange.isConnected)
    );
  }

  /**
   * Ends the session (DELETE, idle timeout, shutdown). With `answerUnfinished`, every request not
   * answered yet is answered -32603 first (docs/server.md §1), on its own POST.
   */
  close(options: { answerUnfinished?: boolean } = {}): void {
    if (this.closed) return;
    this.machine.dispose(options);
    this.closed = true;
    for (const stream of this.streams.values()) stream.finish();
    this.streams.clear();
    // A POST still waiting (no answerUnfinished) ends without an answer, as a dropped connection.
    for (const exchange of this.exchanges.values()) exchange.abandon();
    this.exchanges.clear();
  }

  private deliver(line: string, route: LineRoute | undefined): void {
    if (route !== undefined && 'answers' in route) {
      const exchange = route.answers === null ? undefined : this.exchanges.get(route.answers);
      if (exchange) {
        this.exchanges.delete(route.answers!);
        exchange.answer(line);
        return;
      }
      // An answer whose POST is gone (the client disconnected): MCP says it is simply not sent.
      return;
    }
    const related = route !== undefined ? this.exchanges.get(route.relatedTo) : undefined;
    if (related?.sendRelated(line)) return;
    // Kept while no GET is attached, for the next GET with Last-Event-ID; never before a first GET.
    this.standalone?.send(line);
  }

  /** Registers a resumable stream, forgetting the oldest finished ones past MAX_FINISHED_STREAMS. */
  private keep(stream: EventStream): void {
    this.streams.set(stream.id, stream);
    let finished = [...this.streams.values()].filter((s) => s.isFinished).length;
    for (const [id, old] of this.streams) {
      if (finished <= MAX_FINISHED_STREAMS) break;
      if (old.isFinished) {
        this.streams.delete(id);
        finished -= 1;
      }
    }
  }

  private nextStreamId(): string {
    this.streamCount += 1;
    return `${this.options.id ?? 'stateless'}-${this.streamCount}`;
  }

  private sessionHeader(): Record<string, string> {
    return this.options.id === undefined ? {} : { 'Mcp-Session-Id': this.options.id };
  }
}
