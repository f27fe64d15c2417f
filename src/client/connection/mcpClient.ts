// The MCP client the UI uses (docs/ARCHITECTURE.md, "Data flow"): it correlates responses with
// requests, runs the connect flow of the chosen revision and adds the per-request `_meta` of
// 2026-07-28. Recording the wire is recordedLink.ts's job; answering the server's own requests is
// ../serverRequests/'s (elicitation goes there); Traffic and the schema lint live in ../traffic/
// and ../lint/.
import { describeError, failure, type ClientError } from '../clientError';
import { TrafficLint, type LintBackend } from '../lint/trafficLint';
import { ValueStore } from '../observable';
import { CompletedElicitations } from '../elicitation/completedElicitations';
import type { ElicitationHandler } from '../elicitation/elicitationTypes';
import { answerElicitation } from '../serverRequests/answerElicitation';
import {
  answerServerRequest,
  type ServerRequestAnswer,
  type ServerRequestHandler,
} from '../serverRequests/serverRequests';
import { ReceivedTasksGate } from '../receivedTasks/receivedTasksGate';
import { idKey, summarizeLine, type SummarizedLine, type WireId } from '../traffic/messageSummary';
import { planRawLines } from '../traffic/rawLines';
import type { ImportResult } from '../traffic/trafficJsonl';
import { TrafficRecorder, type TrafficRow } from '../traffic/trafficRecorder';
import { restoreInto } from '../persistence/trafficPersistence';
import type { SavedRow } from '../persistence/savedStore';
import { handshake, type Connected, type Failed, type Reply } from './handshake';
import type { LineTransport } from './lineTransport';
import { PendingRequests } from './pendingRequests';
import { RawHandshake, type RawSession } from './rawHandshake';
import { RecordedLink } from './recordedLink';
import { withRequestMeta, type Implementation, type RequestContext } from './requestMeta';
import { withUserMeta } from './userMeta';
import { clientCapabilities, type CapabilityFlags, type Revision } from './revisions';
import { ClientTasks } from '../tasks/clientTasks';
import { ClientLogs } from '../logging/clientLogs';
import { ResourceSubscriptions } from '../resources/resourceSubscriptions';
import { ClientRoots } from '../roots/clientRoots';
import type { SamplingHandler } from '../serverRequests/answerSampling';
import { clientRequestHandler } from '../serverRequests/clientRequestHandler';
import type { Progress } from './pendingRequests';
import { DEFAULT_TIMEOUTS, type RequestTimeouts } from './requestTimeouts';

export type { LineTransport };

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
   * Sends `_meta.progressToken` (the request's id) and hears each `notifications/progress` for it;
   * `tools/call` always sends the token (docs/playground.md, "Client features for any server").
   */
  onProgress?: (progress: Progress) => void;
}

/** Requests that always carry a progress token, so their progress shows on the pending request. */
const PROGRESS_METHODS = new Set(['tools/call', 'resources/read', 'prompts/get']);

/** A notification from the server, after it is recorded in Traffic. */
export type NotificationListener = (method: string, params: unknown) => void;

export interface McpClientOptions {
  transport: LineTransport;
  lint?: LintBackend;
  clientInfo?: Implementation;
  /** How long a request may wait for its answer (tool calls compile; 30 s is generous). */
  timeoutMs?: number;
  /** Answers requests the server sends to the client; the default says "method not found". */
  onServerRequest?: ServerRequestHandler;
}

type Params = Record<string, unknown>;

const DEFAULT_CLIENT_INFO: Implementation = { name: 'groovymcp-playground', version: '0.1.0' };

export class McpClient {
  readonly traffic = new TrafficRecorder();
  readonly pending = new PendingRequests();
  readonly status = new ValueStore<SessionStatus>({ state: 'idle' });
  private readonly lint: TrafficLint;
  private readonly clientInfo: Implementation;
  private readonly link: RecordedLink;
  private context: RequestContext | undefined;
  private nextId = 1;
  /** The traffic row of each request the client is waiting for, to mark how it ended. */
  private readonly requestRows = new Map<string, number>();
  private readonly notificationListeners = new Set<NotificationListener>();
  /** Tool calls run as tasks, each an observable (docs/tasks.md, "What the playground shows"). */
  readonly tasks: ClientTasks;
  /** Answers the server's questions, classic and MRTR alike (docs/elicitation.md, "Client"). */
  private elicitation: ElicitationHandler | undefined;
  /** Watches for a handshake done by hand in Raw (rawHandshake.ts). */
  private readonly rawHandshake = new RawHandshake();
  private sampling: SamplingHandler | undefined;
  /** The roots offered to the server (roots/list), from the session bar's roots editor. */
  readonly roots = new ClientRoots({
    declared: () => (this.status.get().state === 'connected' ? this.context?.capabilities : undefined),
    notify: (method) => this.notify(method),
  });
  /** The server's `notifications/message` and `logging/setLevel`. */
  readonly logs = new ClientLogs(this);
  /** `resources/subscribe` and the updates that follow. */
  readonly resourceSubscriptions = new ResourceSubscriptions(this);
  /** The URL elicitations the server said complete (a dialog may come on screen after its word). */
  readonly completedElicitations = new CompletedElicitations();
  private readonly answerServerRequests: ServerRequestHandler;
  /** The tasks this client runs for the server (docs/any-server.md, "Task-augmented requests"). */
  readonly receivedTasks = new ReceivedTasksGate({
    notify: (task) => void this.notify('notifications/tasks/status', { ...task }),
  });

  constructor(private readonly options: McpClientOptions) {
    this.lint = new TrafficLint(this.traffic, options.lint);
    this.clientInfo = options.clientInfo ?? DEFAULT_CLIENT_INFO;
    this.link = new RecordedLink({
      transport: options.transport,
      traffic: this.traffic,
      lint: this.lint,
      revision: () => this.context?.revision,
      onNegotiated: (revision) => void (this.context &&= { ...this.context, revision }),
      onReceived: (summarized, seq) => this.receive(summarized, seq),
    });
    this.tasks = new ClientTasks(this);
    this.answerServerRequests = clientRequestHandler({
      declared: () => this.context?.capabilities,
      roots: this.roots,
      sampling: () => this.sampling,
      fallback: options.onServerRequest,
    });
  }

  /** The negotiated revision while connected. */
  get revision(): Revision | undefined {
    const status = this.status.get();
    return status.state === 'connected' ? status.revision : undefined;
  }

  /** The capabilities this client declares in the current session. */
  get capabilities(): Record<string, unknown> | undefined {
    return this.context?.capabilities;
  }

  /** Hears every notification the server sends (tasks listen for their status here). */
  onNotification(listener: NotificationListener): () => void {
    this.notificationListeners.add(listener);
    return () => this.notificationListeners.delete(listener);
  }

  /** The session bar's Timeouts (requestTimeouts.ts); `options.timeoutMs` sets the first request timeout. */
  private timeouts: RequestTimeouts | undefined;

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

  private get timeoutMs(): number {
    return this.requestTimeouts.requestMs;
  }

  /** Connects under `revision`; a session already running is reset first (a second initialize is an error). */
  async connect(revision: Revision, flags: CapabilityFlags): Promise<Connected | Failed> {
    if (this.status.get().state !== 'idle') await this.reset();
    await this.receivedTasks.sessionEnded();
    this.logs.sessionEnded();
    this.resourceSubscriptions.sessionEnded();
    this.completedElicitations.sessionEnded();
    this.context = {
      revision,
      capabilities: clientCapabilities(revision, flags),
      clientInfo: this.clientInfo,
    };
    this.status.set({ state: 'connecting', requested: revision });
    // A session separator in Traffic (docs/playground.md, "Traffic"), saying later how it went.
    const mark = this.traffic.recordMark({ kind: 'connect', text: `asking for ${revision}` }, { revision });
    const result = await handshake(
      {
        // A handshake needs no compile: ten seconds is plenty, and a dead worker shows up quickly.
        request: (method, params) =>
          this.exchange(method, params, { timeoutMs: Math.min(this.timeoutMs || 10_000, 10_000) }),
        notify: (method) => this.notify(method),
      },
      { ...this.context },
    );
    if (result.state === 'connected') this.context = { ...this.context, revision: result.revision };
    this.traffic.update(mark.seq, {
      mark:
        result.state === 'connected'
          ? { kind: 'connected', text: result.revision }
          : { kind: 'connect failed', text: `asking for ${revision}` },
      revision: result.state === 'connected' ? result.revision : revision,
    });
    this.status.set(result);
    return result;
  }

  /**
   * Starts the server session in the worker ahead of Connect, so the first click does not wait
   * for it (the session sends nothing until it is spoken to).
   */
  open(): Promise<ClientError | undefined> {
    return this.link.ensureOpen();
  }

  /** Ends the server session (its open buffers) and every pending request; the traffic stays. */
  async reset(): Promise<void> {
    for (const request of this.pending.abandonAll()) this.noteOn(request.id, 'ended by Reset');
    this.rawHandshake.clear();
    await this.receivedTasks.sessionEnded();
    if (this.link.started) {
      const revision = this.context?.revision;
      this.traffic.recordMark({ kind: 'reset', text: revision ?? '' }, { revision });
    }
    this.status.set({ state: 'idle' });
    if (this.link.started) await this.link.reset();
  }

  /** The session bar's Metadata for the chosen server (userMeta.ts). */
  private userMeta: Readonly<Params> = {};

  /** Entries merged into the `_meta` of every request from now on but the editor's own. */
  setUserMeta(meta: Readonly<Params>): void {
    this.userMeta = meta;
  }

  /**
   * One request of the connected session. Never rejects: every failure is an outcome. The person's
   * Metadata joins its `_meta`, unless the editor sent it (`origin`: hovers and markers are the
   * playground's, not the person's).
   */
  async request(method: string, params?: Params, options: RequestOptions = {}): Promise<Reply> {
    if (this.status.get().state !== 'connected') {
      return { outcome: failure({ kind: 'notConnected', method }), requestSeq: undefined };
    }
    const sent = options.origin === undefined ? withUserMeta(params, this.userMeta) : params;
    return this.exchange(method, sent, options);
  }

  /** Who answers elicitations (the playground's dialog); undefined: classic requests are refused. */
  setElicitationHandler(handler: ElicitationHandler | undefined): void {
    this.elicitation = handler;
  }

  get elicitationHandler(): ElicitationHandler | undefined {
    return this.elicitation;
  }

  /** Who answers `sampling/createMessage` (the sampling dialog); undefined: "method not found". */
  setSamplingHandler(handler: SamplingHandler | undefined): void {
    this.sampling = handler;
  }

  /** Puts the answer of request row `requestSeq` into the conversation `conversation` (an MRTR round). */
  foldAnswerInto(requestSeq: number, conversation: number): void {
    const answer = this.traffic.get(requestSeq)?.pairSeq;
    if (answer !== undefined && answer !== conversation)
      this.traffic.update(answer, { parentSeq: conversation });
  }

  /** The JSON-RPC id of the message recorded as row `seq`. */
  idOfRow(seq: number | undefined): WireId | undefined {
    return seq === undefined ? undefined : this.traffic.get(seq)?.summary.id;
  }

  async notify(method: string, params?: Params): Promise<void> {
    await this.link.write({ jsonrpc: '2.0', method, ...(params ? { params } : {}) });
  }

  /** Ends a pending request now and tells the server (notifications/cancelled). */
  async cancel(id: WireId, reason = 'cancelled from the playground'): Promise<void> {
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.abandon(id, { kind: 'cancelled', method: request.method });
    this.noteOn(id, 'cancelled by you');
    await this.notify('notifications/cancelled', { requestId: request.id, reason });
  }

  /** Sends text from the Raw panel as is (see rawLines.ts); answers show up in the traffic only. */
  async sendRaw(
    text: string,
  ): Promise<{ sent: number; compacted: boolean; firstSeq?: number; seqs: number[]; error?: ClientError }> {
    const plan = planRawLines(text);
    const openError = await this.link.ensureOpen();
    if (openError) return { sent: 0, compacted: plan.compacted, seqs: [], error: openError };
    // All lines are posted at once: the channel keeps their order, and 2,500 lines need not
    // wait 2,500 round trips.
    const seqs = plan.lines.map((line) => {
      const summarized = summarizeLine(line.text);
      const session = this.rawHandshake.sent(summarized.summary, summarized.value);
      if (session) queueMicrotask(() => this.adoptRawSession(session));
      return this.link.record('out', line.text, summarized);
    });
    const errors = await Promise.all(
      plan.lines.map((line, i) => this.link.post(line.text, seqs[i] as number)),
    );
    const sent = errors.filter((error) => error === undefined).length;
    const error = errors.find((e) => e !== undefined);
    return { sent, compacted: plan.compacted, firstSeq: seqs[0], seqs, ...(error ? { error } : {}) };
  }

  /** A handshake done by hand in Raw completed: the session is connected as if by Connect. */
  private adoptRawSession({ connected, capabilities, clientInfo }: RawSession): void {
    this.context = { revision: connected.revision, capabilities, clientInfo };
    this.traffic.recordMark(
      { kind: 'connected', text: `${connected.revision} · handshake sent by hand in Raw` },
      { revision: connected.revision },
    );
    this.status.set(connected);
  }

  /**
   * The traffic so far as JSONL (trafficJsonl.ts, loaded with the first export or import), with
   * `headerValues` (every header typed for a server) and the secret-named Metadata redacted.
   */
  async exportTraffic(headerValues: Iterable<string> = []): Promise<string> {
    const [{ exportJsonl }, { secretsOf }] = await Promise.all([
      import('../traffic/trafficJsonl'),
      import('../traffic/redactSecrets'),
    ]);
    return exportJsonl(this.traffic.getSnapshot().rows, secretsOf(headerValues, this.userMeta));
  }

  /**
   * Appends an exported session or a plain JSON-RPC line log as a marked section
   * (importSection.ts); rows are derived and linted again.
   */
  async importTraffic(text: string, fileName = 'a file'): Promise<ImportResult> {
    const { importSection } = await import('../traffic/importSection');
    return importSection(this.traffic, this.lint, text, fileName);
  }

  /** Puts the traffic saved by earlier page loads first in the view (docs/playground.md, "Saved across a reload"). */
  restoreTraffic(saved: readonly SavedRow[]): TrafficRow[] {
    const rows = restoreInto(this.traffic, saved);
    for (const row of rows) if (row.lint.status === 'pending') this.lint.check(row);
    return rows;
  }

  /**
   * One request and its answer. A 2026-07-28 result that asks for more input (MRTR) is answered
   * and sent again by ../elicitation/autoResume.ts, through this with `parentSeq`.
   */
  private async exchange(
    method: string,
    params: Params | undefined,
    options: RequestOptions,
  ): Promise<Reply> {
    // Cancelled before it left (while the form checked its arguments): nothing to send or to cancel.
    if (options.signal?.aborted)
      return { outcome: failure({ kind: 'cancelled', method }), requestSeq: undefined };
    const context = this.context as RequestContext;
    const id = this.nextId++;
    const progressed =
      options.onProgress || PROGRESS_METHODS.has(method) ? withProgressToken(params, id) : params;
    const wireParams = withRequestMeta(progressed, context);
    const message = { jsonrpc: '2.0', id, method, ...(wireParams ? { params: wireParams } : {}) };
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const { resetOnProgress, maxTotalMs } = this.requestTimeouts;
    const answer = this.pending.begin(id, method, {
      timeoutMs,
      resetOnProgress,
      maxTotalMs,
      onGiveUp: (error) => this.noteOn(id, describeError(error)),
      onProgress: options.onProgress,
    });
    const { error, seq } = await this.link.write(message, {
      parentSeq: options.parentSeq,
      origin: options.origin,
    });
    if (error) {
      this.pending.abandon(id, error);
      return { outcome: failure(error), requestSeq: seq };
    }
    const key = idKey(id) as string;
    this.requestRows.set(key, seq as number);
    const onAbort = () => void this.cancel(id);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    // Aborted while the line was being written: the listener came too late to hear it.
    if (options.signal?.aborted) onAbort();
    const outcome = await answer;
    options.signal?.removeEventListener('abort', onAbort);
    this.requestRows.delete(key);
    return { outcome, requestSeq: seq };
  }

  /** A received line, already recorded: settles its pending request or answers the server. */
  private receive({ summary, value }: SummarizedLine, seq: number): void {
    const message = value as Record<string, unknown>;
    const rawSession = this.rawHandshake.received(summary, value, seq);
    if (rawSession) this.adoptRawSession(rawSession);
    if (summary.kind === 'result') this.pending.settle(summary.id, { result: message.result });
    else if (summary.kind === 'error') {
      const error = message.error as { code: number; message: string; data?: unknown };
      // An id: null answer to a request the server could not read ends that request (unreadableLines.ts).
      const id = summary.id === null ? this.idOfRow(this.traffic.get(seq)?.pairSeq) : summary.id;
      this.pending.settle(id, { error });
    } else if (summary.kind === 'request' && summary.method !== undefined && summary.id != null) {
      void this.answerServer(summary.id, summary.method, message.params, seq);
    } else if (summary.kind === 'notification' && summary.method !== undefined) {
      this.noteNotification(summary.method, message.params);
      for (const listener of [...this.notificationListeners]) listener(summary.method, message.params);
    }
  }

  /**
   * Answers a server request: a task-augmented one at once with its task, whose work goes on in the
   * dialog (docs/any-server.md, "Task-augmented requests"); a task method from the task store; the
   * rest as asked.
   */
  private async answerServer(
    id: Exclude<WireId, null>,
    method: string,
    params: unknown,
    seq: number,
  ): Promise<void> {
    let answer: ServerRequestAnswer;
    let begin: (() => void) | undefined;
    try {
      const work = (signal?: AbortSignal) => this.answerOf(id, method, params, seq, signal);
      const declared = this.context?.capabilities;
      const routed = await this.receivedTasks.route(method, id, params, declared, work, seq);
      ({ answer, begin } = routed ?? { answer: await work() });
    } catch (error) {
      answer = { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
    }
    await this.link.write({ jsonrpc: '2.0', id, ...answer });
    begin?.();
  }

  /**
   * The answer to one server request; a classic `elicitation/create` goes to the same handler as
   * MRTR rounds. `signal` (a task's) closes the dialog when the task is cancelled.
   */
  private answerOf(
    id: Exclude<WireId, null>,
    method: string,
    params: unknown,
    seq: number,
    signal?: AbortSignal,
  ): Promise<ServerRequestAnswer> {
    if (method === 'elicitation/create' && this.elicitation) {
      const conversation = this.traffic.get(seq)?.parentSeq;
      const call = conversation === undefined ? undefined : this.traffic.get(conversation);
      return answerElicitation(id, params, this.elicitation, call?.raw, signal);
    }
    return answerServerRequest(method, params, this.answerServerRequests, id, signal);
  }

  /** The notifications the client itself keeps: progress, logs, resource updates, completed elicitations. */
  private noteNotification(method: string, params: unknown): void {
    const p = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
    if (method === 'notifications/progress' && typeof p.progress === 'number') {
      this.pending.progress(p.progressToken, {
        progress: p.progress,
        ...(typeof p.total === 'number' ? { total: p.total } : {}),
        ...(typeof p.message === 'string' ? { message: p.message } : {}),
      });
    } else if (method === 'notifications/message') this.logs.receive(params);
    else if (method === 'notifications/resources/updated') this.resourceSubscriptions.receive(params);
    else if (method === 'notifications/elicitation/complete') this.completedElicitations.receive(params);
  }

  private noteOn(id: WireId, note: string): void {
    const seq = this.requestRows.get(idKey(id) ?? '');
    if (seq !== undefined) this.traffic.update(seq, { note });
  }
}

/** `params` with `_meta.progressToken` set to the request's id (any `_meta` the caller set is kept). */
function withProgressToken(params: Params | undefined, id: number): Params {
  const meta = params?._meta;
  const callerMeta = typeof meta === 'object' && meta !== null ? (meta as Params) : {};
  return { ...params, _meta: { ...callerMeta, progressToken: id } };
}
