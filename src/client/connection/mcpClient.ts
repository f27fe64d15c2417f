// The MCP client the UI uses (docs/ARCHITECTURE.md, "Data flow"): it correlates responses with
// requests, runs the connect flow of the chosen revision and adds the per-request `_meta` of
// 2026-07-28. Recording the wire is recordedLink.ts's job; answering the server's own requests is
// ../serverRequests/'s (elicitation goes there); Traffic and the schema lint live in ../traffic/
// and ../lint/.
import { describeError, failure, type ClientError } from '../clientError';
import { TrafficLint, type LintBackend } from '../lint/trafficLint';
import { ValueStore } from '../observable';
import type { ElicitationHandler } from '../elicitation/elicitationTypes';
import { answerElicitation } from '../serverRequests/answerElicitation';
import { answerServerRequest, type ServerRequestHandler } from '../serverRequests/serverRequests';
import { idKey, type SummarizedLine, type WireId } from '../traffic/messageSummary';
import { planRawLines } from '../traffic/rawLines';
import { exportJsonl, parseJsonl, type ImportResult } from '../traffic/trafficJsonl';
import { TrafficRecorder, type TrafficRow } from '../traffic/trafficRecorder';
import { restoreInto } from '../persistence/trafficPersistence';
import type { SavedRow } from '../persistence/savedStore';
import { handshake, type Connected, type Failed, type Reply } from './handshake';
import type { LineTransport } from './lineTransport';
import { PendingRequests } from './pendingRequests';
import { RecordedLink } from './recordedLink';
import { withRequestMeta, type Implementation, type RequestContext } from './requestMeta';
import { clientCapabilities, type CapabilityFlags, type Revision } from './revisions';
import { ClientTasks } from '../tasks/clientTasks';

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
}

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

  constructor(private readonly options: McpClientOptions) {
    this.lint = new TrafficLint(this.traffic, options.lint);
    this.clientInfo = options.clientInfo ?? DEFAULT_CLIENT_INFO;
    this.link = new RecordedLink({
      transport: options.transport,
      traffic: this.traffic,
      lint: this.lint,
      revision: () => this.context?.revision,
      onReceived: (summarized, seq) => this.receive(summarized, seq),
    });
    this.tasks = new ClientTasks(this);
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

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? 30_000;
  }

  /** Connects under `revision`; a session already running is reset first (a second initialize is an error). */
  async connect(revision: Revision, flags: CapabilityFlags): Promise<Connected | Failed> {
    if (this.status.get().state !== 'idle') await this.reset();
    this.context = {
      revision,
      capabilities: clientCapabilities(revision, flags),
      clientInfo: this.clientInfo,
    };
    this.status.set({ state: 'connecting', requested: revision });
    const result = await handshake(
      {
        // A handshake needs no compile: ten seconds is plenty, and a dead worker shows up quickly.
        request: (method, params) =>
          this.exchange(method, params, { timeoutMs: Math.min(this.timeoutMs, 10_000) }),
        notify: (method) => this.notify(method),
      },
      { ...this.context },
    );
    if (result.state === 'connected') this.context = { ...this.context, revision: result.revision };
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
    this.status.set({ state: 'idle' });
    if (this.link.started) await this.link.reset();
  }

  /** One request of the connected session. Never rejects: every failure is an outcome. */
  async request(method: string, params?: Params, options: RequestOptions = {}): Promise<Reply> {
    if (this.status.get().state !== 'connected') {
      return { outcome: failure({ kind: 'notConnected', method }), requestSeq: undefined };
    }
    return this.exchange(method, params, options);
  }

  /** Who answers elicitations (the playground's dialog); undefined: classic requests are refused. */
  setElicitationHandler(handler: ElicitationHandler | undefined): void {
    this.elicitation = handler;
  }

  get elicitationHandler(): ElicitationHandler | undefined {
    return this.elicitation;
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
  ): Promise<{ sent: number; compacted: boolean; firstSeq?: number; error?: ClientError }> {
    const plan = planRawLines(text);
    const openError = await this.link.ensureOpen();
    if (openError) return { sent: 0, compacted: plan.compacted, error: openError };
    // All lines are posted at once: the channel keeps their order, and 2,500 lines need not
    // wait 2,500 round trips.
    const seqs = plan.lines.map((line) => this.link.record('out', line.text));
    const errors = await Promise.all(
      plan.lines.map((line, i) => this.link.post(line.text, seqs[i] as number)),
    );
    const sent = errors.filter((error) => error === undefined).length;
    const error = errors.find((e) => e !== undefined);
    return { sent, compacted: plan.compacted, firstSeq: seqs[0], ...(error ? { error } : {}) };
  }

  /** The traffic so far as JSONL (trafficJsonl.ts). */
  exportTraffic(): string {
    return exportJsonl(this.traffic.getSnapshot().rows);
  }

  /** Replaces the traffic view with an exported session; rows are derived and linted again. */
  importTraffic(text: string): ImportResult {
    const parsed = parseJsonl(text);
    if (!parsed.ok) return parsed;
    this.traffic.clear();
    for (const message of parsed.messages) {
      const { direction, line, parentOffset, ...options } = message;
      const row = this.traffic.record(direction, line, options);
      if (parentOffset !== undefined) this.traffic.update(row.seq, { parentSeq: row.seq - parentOffset });
      this.lint.check(row);
    }
    return parsed;
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
    const context = this.context as RequestContext;
    const id = this.nextId++;
    const wireParams = withRequestMeta(params, context);
    const message = { jsonrpc: '2.0', id, method, ...(wireParams ? { params: wireParams } : {}) };
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const answer = this.pending.begin(id, method, {
      timeoutMs,
      onGiveUp: (error) => this.noteOn(id, describeError(error)),
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
    const outcome = await answer;
    options.signal?.removeEventListener('abort', onAbort);
    this.requestRows.delete(key);
    return { outcome, requestSeq: seq };
  }

  /** A received line, already recorded: settles its pending request or answers the server. */
  private receive({ summary, value }: SummarizedLine, seq: number): void {
    const message = value as Record<string, unknown>;
    if (summary.kind === 'result') this.pending.settle(summary.id, { result: message.result });
    else if (summary.kind === 'error') {
      const error = message.error as { code: number; message: string; data?: unknown };
      this.pending.settle(summary.id, { error });
    } else if (summary.kind === 'request' && summary.method !== undefined && summary.id != null) {
      if (summary.method === 'elicitation/create' && this.elicitation) {
        void this.answerElicitation(summary.id, message.params, seq, this.elicitation);
      } else void this.answerServer(summary.id, summary.method, message.params);
    } else if (summary.kind === 'notification' && summary.method !== undefined) {
      for (const listener of [...this.notificationListeners]) listener(summary.method, message.params);
    }
  }

  /** A classic `elicitation/create`: the same handler as MRTR rounds, for one request. */
  private async answerElicitation(
    id: Exclude<WireId, null>,
    params: unknown,
    seq: number,
    handler: ElicitationHandler,
  ): Promise<void> {
    const conversation = this.traffic.get(seq)?.parentSeq;
    const call = conversation === undefined ? undefined : this.traffic.get(conversation);
    const answer = await answerElicitation(id, params, handler, call?.raw);
    await this.link.write({ jsonrpc: '2.0', id, ...answer });
  }

  private async answerServer(id: Exclude<WireId, null>, method: string, params: unknown): Promise<void> {
    const answer = await answerServerRequest(method, params, this.options.onServerRequest);
    await this.link.write({ jsonrpc: '2.0', id, ...answer });
  }

  private noteOn(id: WireId, note: string): void {
    const seq = this.requestRows.get(idKey(id) ?? '');
    if (seq !== undefined) this.traffic.update(seq, { note });
  }
}
