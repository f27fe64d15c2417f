// The client core (docs/ARCHITECTURE.md, "The client core"): it correlates responses with requests,
// runs the connect flow of the chosen revision, adds the per-request `_meta` of 2026-07-28, and
// offers the points features install themselves on: request and notification handlers and
// middleware for what the server sends (serverRequests.ts), middleware around the requests the
// client sends, and hooks for a session's end. It writes through a WireTap (../wire/wireTap.ts)
// whose observers (Traffic) it does not know. Elicitation, sampling, roots, tasks and logs are
// features in their own folders; ../mcpClient.ts assembles them.
import { describeError, failure, type ClientError } from '../clientError';
import { ValueStore } from '../observable';
import { idKey, summarizeLine, type SummarizedLine, type WireId } from '../wire/messageSummary';
import { planRawLines } from '../wire/rawLines';
import type { LineTags, WireTap } from '../wire/wireTap';
import { handshake, type Connected, type Failed, type Reply } from './handshake';
import { PendingRequests } from './pendingRequests';
import type { RawSession } from './rawHandshake';
import { SentLines } from './sentLines';
import { withBackground, withRequestMeta, type Implementation, type RequestContext } from './requestMeta';
import { DEFAULT_TIMEOUTS, type RequestTimeouts } from './requestTimeouts';
import { clientCapabilities, type CapabilityFlags, type Revision } from './revisions';
import type { ServerRequest, ServerRequestHandler } from './serverRequests';
import { ExtensionPoints } from './extensionPoints';
import { noteProgress, PROGRESS_METHODS, withProgressToken } from './progress';
import type { RequestOptions, SessionStatus } from './coreTypes';

type Params = Record<string, unknown>;

export interface ClientCoreOptions {
  wire: WireTap;
  clientInfo?: Implementation;
  /** How long a request may wait for its answer (tool calls compile; 30 s is generous). */
  timeoutMs?: number;
  /** Answers the server requests no feature takes; the default says "method not found". */
  onServerRequest?: ServerRequestHandler;
}

const DEFAULT_CLIENT_INFO: Implementation = { name: 'groovymcp-playground', version: '0.1.0' };

export class ClientCore extends ExtensionPoints {
  readonly pending = new PendingRequests();
  readonly status = new ValueStore<SessionStatus>({ state: 'idle' });
  protected readonly wire: WireTap;
  private readonly clientInfo: Implementation;
  private context: RequestContext | undefined;
  private nextId = 1;
  /** The wire ref of each request the client is waiting for, to note how it ended. */
  private readonly requestRefs = new Map<string, number>();
  /** What the answers to the lines sent are read by (sentLines.ts). */
  private readonly lines = new SentLines();
  /** The session bar's Timeouts (requestTimeouts.ts). */
  private timeouts: RequestTimeouts | undefined;

  constructor(private readonly options: ClientCoreOptions) {
    super(options.onServerRequest);
    this.wire = options.wire;
    this.clientInfo = options.clientInfo ?? DEFAULT_CLIENT_INFO;
    this.wire.receiveWith((summarized, ref) => this.receive(summarized, ref));
  }

  /** The negotiated revision while connected. */
  get revision(): Revision | undefined {
    const status = this.status.get();
    return status.state === 'connected' ? status.revision : undefined;
  }

  /** The revision the session speaks or is being connected under (what its lines are linted against). */
  get sessionRevision(): Revision | undefined {
    return this.context?.revision;
  }

  /** The capabilities this client declares in the current session. */
  get capabilities(): Record<string, unknown> | undefined {
    return this.context?.capabilities;
  }

  /** `options.timeoutMs` sets the first request timeout. */
  get requestTimeouts(): RequestTimeouts {
    return (
      this.timeouts ?? {
        ...DEFAULT_TIMEOUTS,
        requestMs: this.options.timeoutMs ?? DEFAULT_TIMEOUTS.requestMs,
      }
    );
  }

  /** Applies to requests sent from now on. */
  setRequestTimeouts(timeouts: RequestTimeouts): void {
    this.timeouts = timeouts;
  }

  /** Connects under `revision`; a session already running is reset first (a second initialize is an error). */
  async connect(revision: Revision, flags: CapabilityFlags): Promise<Connected | Failed> {
    if (this.status.get().state !== 'idle') await this.reset();
    await this.sessionEnded('connect');
    this.context = {
      revision,
      capabilities: clientCapabilities(revision, flags),
      clientInfo: this.clientInfo,
    };
    this.status.set({ state: 'connecting', requested: revision });
    // A session separator in Traffic (docs/playground.md, "Traffic"), saying later how it went.
    const mark = this.wire.mark({ kind: 'connect', text: `asking for ${revision}` }, revision);
    // A handshake needs no compile: ten seconds is plenty, and a dead worker shows up quickly.
    const timeoutMs = Math.min(this.requestTimeouts.requestMs || 10_000, 10_000);
    const port = {
      request: (method: string, params: Params) => this.exchange(method, params, { timeoutMs }),
      notify: (method: string) => this.notify(method),
    };
    const result = await handshake(port, { ...this.context });
    if (result.state === 'connected') this.context = { ...this.context, revision: result.revision };
    const connected = result.state === 'connected';
    this.wire.remark(
      mark,
      connected
        ? { kind: 'connected', text: result.revision }
        : { kind: 'connect failed', text: `asking for ${revision}` },
      connected ? result.revision : revision,
    );
    this.status.set(result);
    return result;
  }

  /** Starts the server session ahead of Connect, so the first click does not wait for it. */
  open(): Promise<ClientError | undefined> {
    return this.wire.ensureOpen();
  }

  /** Ends the server session (its open buffers) and every pending request; the traffic stays. */
  async reset(): Promise<void> {
    for (const request of this.pending.abandonAll()) this.noteOn(request.id, 'ended by Reset');
    this.lines.clear();
    await this.sessionEnded('reset');
    if (this.wire.started)
      this.wire.mark({ kind: 'reset', text: this.context?.revision ?? '' }, this.context?.revision);
    this.status.set({ state: 'idle' });
    if (this.wire.started) await this.wire.reset();
  }

  /** One request of the connected session, through the request middleware. Never rejects. */
  request(method: string, params?: Params, options: RequestOptions = {}): Promise<Reply> {
    if (this.status.get().state !== 'connected')
      return Promise.resolve({ outcome: failure({ kind: 'notConnected', method }), requestSeq: undefined });
    return this.throughMiddleware((m, p, o) => this.exchange(m, p, o), method, params, options);
  }

  async notify(method: string, params?: Params, tags: LineTags = {}): Promise<void> {
    await this.write(JSON.stringify({ jsonrpc: '2.0', method, ...(params ? { params } : {}) }), tags);
  }

  /** Ends a pending request now and tells the server (notifications/cancelled). */
  async cancel(id: WireId, reason = 'cancelled from the playground', origin?: string): Promise<void> {
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.abandon(id, { kind: 'cancelled', method: request.method });
    // An editor feature's call is cancelled by the editor (a newer edit), tagged like the call.
    this.noteOn(id, origin ? `cancelled by the editor (${origin})` : 'cancelled by you');
    await this.notify('notifications/cancelled', { requestId: request.id, reason }, { origin });
  }

  /**
   * The id the client would give its next request, taken so that it never gives it again: a
   * message resent from Traffic goes out with it (docs/playground.md, "Traffic", Resend), and its
   * answer cannot be taken for the answer to one of the client's own later requests.
   */
  reserveId(): number {
    return this.nextId++;
  }

  /**
   * Sends text from the Raw panel as is (see rawLines.ts); answers show up in the traffic only.
   * `firstLine` tags the first line (a message resent from Traffic says which one it resends).
   */
  async sendRaw(
    text: string,
    firstLine: LineTags = {},
  ): Promise<{ sent: number; compacted: boolean; firstSeq?: number; seqs: number[]; error?: ClientError }> {
    const plan = planRawLines(text);
    const openError = await this.wire.ensureOpen();
    if (openError) return { sent: 0, compacted: plan.compacted, seqs: [], error: openError };
    // All lines are posted at once: the channel keeps their order, and 2,500 lines need not
    // wait 2,500 round trips.
    const seqs = plan.lines.map((line, i) => {
      const summarized = summarizeLine(line.text);
      const session = this.lines.sentRaw(line.text, summarized);
      if (session) queueMicrotask(() => this.adoptRawSession(session));
      return this.wire.record(line.text, i === 0 ? firstLine : {}, summarized).ref;
    });
    const errors = await Promise.all(
      plan.lines.map((line, i) => this.wire.post(line.text, seqs[i] as number)),
    );
    const sent = errors.filter((error) => error === undefined).length;
    const error = errors.find((e) => e !== undefined);
    return { sent, compacted: plan.compacted, firstSeq: seqs[0], seqs, ...(error ? { error } : {}) };
  }

  /** A handshake done by hand in Raw completed: the session is connected as if by Connect. */
  private adoptRawSession({ connected, capabilities, clientInfo }: RawSession): void {
    this.context = { revision: connected.revision, capabilities, clientInfo };
    const text = `${connected.revision} · handshake sent by hand in Raw`;
    this.wire.mark({ kind: 'connected', text }, connected.revision);
    this.status.set(connected);
  }

  /** One request and its answer (the handshake's too, which skips the middleware). */
  private async exchange(
    method: string,
    params: Params | undefined,
    options: RequestOptions,
  ): Promise<Reply> {
    // Cancelled before it left (while the form checked its arguments): nothing to send or to cancel.
    if (options.signal?.aborted)
      return { outcome: failure({ kind: 'cancelled', method }), requestSeq: undefined };
    const id = this.nextId++;
    const progressed =
      options.onProgress || PROGRESS_METHODS.has(method) ? withProgressToken(params, id) : params;
    const marked = options.background ? withBackground(progressed) : progressed;
    const wireParams = withRequestMeta(marked, this.context as RequestContext);
    const line = JSON.stringify({
      jsonrpc: '2.0',
      id,
      method,
      ...(wireParams ? { params: wireParams } : {}),
    });
    const { resetOnProgress, maxTotalMs } = this.requestTimeouts;
    const answer = this.pending.begin(id, method, {
      timeoutMs: options.timeoutMs ?? this.requestTimeouts.requestMs,
      resetOnProgress,
      maxTotalMs,
      onGiveUp: (error) => this.noteOn(id, describeError(error)),
      onProgress: options.onProgress,
    });
    const { error, ref: seq } = await this.write(line, {
      parentSeq: options.parentSeq,
      origin: options.origin,
    });
    if (error) {
      this.pending.abandon(id, error);
      return { outcome: failure(error), requestSeq: seq };
    }
    const key = idKey(id) as string;
    this.requestRefs.set(key, seq as number);
    const onAbort = () => void this.cancel(id, undefined, options.origin);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    // Aborted while the line was being written: the listener came too late to hear it.
    if (options.signal?.aborted) onAbort();
    const outcome = await answer;
    options.signal?.removeEventListener('abort', onAbort);
    this.requestRefs.delete(key);
    return { outcome, requestSeq: seq };
  }

  /** Writes one line through the wire, after noting what its answer may need to be matched by. */
  private async write(line: string, tags: LineTags = {}): Promise<{ error?: ClientError; ref?: number }> {
    const openError = await this.wire.ensureOpen();
    if (openError) return { error: openError };
    const { ref, summarized } = this.wire.record(line, tags);
    this.lines.sent(line, summarized);
    return { error: await this.wire.post(line, ref), ref };
  }

  /** A received line, after every wire observer: settles its pending request or answers the server. */
  private receive({ summary, value }: SummarizedLine, ref: number): void {
    const message = value as Params;
    // An initialize answer chose a revision: the session runs under it from this line on.
    const negotiated = this.lines.negotiated(summary, value);
    if (negotiated && this.context) this.context = { ...this.context, revision: negotiated };
    const rawSession = this.lines.received(summary, value, ref);
    if (rawSession) this.adoptRawSession(rawSession);
    if (summary.kind === 'result') this.pending.settle(summary.id, { result: message.result });
    else if (summary.kind === 'error') {
      const error = message.error as { code: number; message: string; data?: unknown };
      // An id: null answer to a request the server could not read ends that request (unreadableLines.ts).
      const id = summary.id === null ? this.lines.answeredUnread() : summary.id;
      this.pending.settle(id ?? undefined, { error });
    } else if (summary.kind === 'request' && summary.method !== undefined && summary.id != null) {
      void this.answerServer({ id: summary.id, method: summary.method, params: message.params, ref });
    } else if (summary.kind === 'notification' && summary.method !== undefined) {
      if (summary.method === 'notifications/progress') noteProgress(this.pending, message.params);
      this.routes.notified(summary.method, message.params);
    }
  }

  private async answerServer(request: ServerRequest): Promise<void> {
    const { answer, after } = await this.routes.answer(request);
    await this.write(JSON.stringify({ jsonrpc: '2.0', id: request.id, ...answer }));
    after?.();
  }

  private noteOn(id: WireId, note: string): void {
    const ref = this.requestRefs.get(idKey(id) ?? '');
    if (ref !== undefined) this.wire.note(ref, note);
  }
}
