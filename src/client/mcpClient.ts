// The MCP client the UI uses (docs/ARCHITECTURE.md, "Data flow"): it writes JSON-RPC lines to the session
// worker, records every line both ways, correlates responses with requests, runs the connect flow of
// the chosen revision and adds the per-request `_meta` of 2026-07-28.
import { describeError, failure, type ClientError, type Outcome } from './clientError';
import { handshake, type Connected, type Failed, type Reply } from './handshake';
import { idKey, summarizeLine, type SummarizedLine, type WireId } from './messageSummary';
import { ValueStore } from './observable';
import { PendingRequests } from './pendingRequests';
import { planRawLines } from './rawLines';
import { withRequestMeta, type Implementation, type RequestContext } from './requestMeta';
import { clientCapabilities, type CapabilityFlags, type Revision } from './revisions';
import { TrafficLint, type LintBackend } from './trafficLint';
import { exportJsonl, parseJsonl, type ImportResult } from './trafficJsonl';
import { TrafficRecorder, type Direction } from './trafficRecorder';

/** The worker seen from the client: lines in, lines out (SessionWorkerApi, bound to its options). */
export interface LineTransport {
  /** Starts the server session; every line the server writes goes to `onLine`. */
  open(onLine: (line: string) => void): Promise<void>;
  send(line: string): Promise<void>;
  /** Ends the server session and starts a fresh one. */
  reset(): Promise<void>;
}

export type SessionStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'connecting'; readonly requested: Revision }
  | Connected
  | Failed;

export interface RequestOptions {
  timeoutMs?: number;
  /** Aborting cancels the request: it ends as `cancelled` and the server gets notifications/cancelled. */
  signal?: AbortSignal;
}

export interface McpClientOptions {
  transport: LineTransport;
  lint?: LintBackend;
  clientInfo?: Implementation;
  /** How long a request may wait for its answer (tool calls compile; 30 s is generous). */
  timeoutMs?: number;
  /** Answers requests the server sends to the client; the default says "method not found". */
  onServerRequest?: (method: string, params: unknown) => Promise<Outcome<Record<string, unknown>>>;
}

type Params = Record<string, unknown>;

const OPEN_TIMEOUT_MS = 10_000;

const DEFAULT_CLIENT_INFO: Implementation = { name: 'groovymcp-playground', version: '0.1.0' };

export class McpClient {
  readonly traffic = new TrafficRecorder();
  readonly pending = new PendingRequests();
  readonly status = new ValueStore<SessionStatus>({ state: 'idle' });
  private readonly lint: TrafficLint;
  private readonly clientInfo: Implementation;
  private context: RequestContext | undefined;
  private opened: Promise<ClientError | undefined> | undefined;
  private nextId = 1;
  /** The traffic row of each request the client is waiting for, to mark how it ended. */
  private readonly requestRows = new Map<string, number>();

  constructor(private readonly options: McpClientOptions) {
    this.lint = new TrafficLint(this.traffic, options.lint);
    this.clientInfo = options.clientInfo ?? DEFAULT_CLIENT_INFO;
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
    return this.ensureOpen();
  }

  /** Ends the server session (buffers, tasks) and every pending request; the traffic stays. */
  async reset(): Promise<void> {
    for (const request of this.pending.abandonAll()) this.noteOn(request.id, 'ended by Reset');
    this.status.set({ state: 'idle' });
    if (this.opened) await this.options.transport.reset();
  }

  /** One request of the connected session. Never rejects: every failure is an outcome. */
  async request(method: string, params?: Params, options: RequestOptions = {}): Promise<Reply> {
    if (this.status.get().state !== 'connected') {
      return { outcome: failure({ kind: 'notConnected', method }), requestSeq: undefined };
    }
    return this.exchange(method, params, options);
  }

  async notify(method: string, params?: Params): Promise<void> {
    await this.write({ jsonrpc: '2.0', method, ...(params ? { params } : {}) });
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
    const openError = await this.ensureOpen();
    if (openError) return { sent: 0, compacted: plan.compacted, error: openError };
    // All lines are posted at once: the channel keeps their order, and 2,500 lines need not
    // wait 2,500 round trips.
    const seqs = plan.lines.map((line) => this.record('out', line.text));
    const errors = await Promise.all(plan.lines.map((line, i) => this.post(line.text, seqs[i] as number)));
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
      const { direction, line, ...options } = message;
      this.lint.check(this.traffic.record(direction, line, options));
    }
    return parsed;
  }

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
    const { error, seq } = await this.write(message);
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

  private async write(message: object): Promise<{ error?: ClientError; seq?: number }> {
    const openError = await this.ensureOpen();
    if (openError) return { error: openError };
    const line = JSON.stringify(message);
    const seq = this.record('out', line);
    const error = await this.post(line, seq);
    return { error, seq };
  }

  private async post(line: string, seq: number): Promise<ClientError | undefined> {
    try {
      await this.options.transport.send(line);
      return undefined;
    } catch (cause) {
      const error: ClientError = {
        kind: 'transport',
        message: cause instanceof Error ? cause.message : String(cause),
      };
      this.traffic.update(seq, { note: describeError(error) });
      return error;
    }
  }

  private record(direction: Direction, line: string, summarized?: SummarizedLine, time?: number): number {
    const row = this.traffic.record(direction, line, { revision: this.context?.revision, summarized, time });
    this.lint.check(row);
    return row.seq;
  }

  /** Starts the worker session once; a failure (a worker that cannot load) is said, and retried next time. */
  private ensureOpen(): Promise<ClientError | undefined> {
    this.opened ??= this.startSession().then((error) => {
      if (error) this.opened = undefined;
      return error;
    });
    return this.opened;
  }

  private startSession(): Promise<ClientError | undefined> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const seconds = OPEN_TIMEOUT_MS / 1000;
        resolve({ kind: 'transport', message: `the session worker did not start within ${seconds} s` });
      }, OPEN_TIMEOUT_MS);
      this.options.transport
        .open((line) => this.receive(line))
        .then(
          () => {
            clearTimeout(timer);
            resolve(undefined);
          },
          (cause: unknown) => {
            clearTimeout(timer);
            resolve({ kind: 'transport', message: cause instanceof Error ? cause.message : String(cause) });
          },
        );
    });
  }

  private receive(line: string): void {
    // The arrival time is taken before any parsing, so the latency is the wire's, not ours.
    const time = this.traffic.now();
    const summarized = summarizeLine(line);
    this.record('in', line, summarized, time);
    const { summary, value } = summarized;
    const message = value as Record<string, unknown>;
    if (summary.kind === 'result') this.pending.settle(summary.id, { result: message.result });
    else if (summary.kind === 'error') {
      const error = message.error as { code: number; message: string; data?: unknown };
      this.pending.settle(summary.id, { error });
    } else if (summary.kind === 'request' && summary.method !== undefined && summary.id != null) {
      void this.answerServer(summary.id, summary.method, message.params);
    }
  }

  /** A request from the server (ping, elicitation, …) always gets an answer, so it never waits forever. */
  private async answerServer(id: Exclude<WireId, null>, method: string, params: unknown): Promise<void> {
    const handled =
      method === 'ping'
        ? { ok: true as const, value: {} }
        : await (this.options.onServerRequest?.(method, params) ??
            Promise.resolve(
              failure<Record<string, unknown>>({
                kind: 'rpc',
                code: -32601,
                message: `Method not found: ${method}`,
              }),
            ));
    const body = handled.ok
      ? { result: handled.value }
      : {
          error:
            handled.error.kind === 'rpc'
              ? { code: handled.error.code, message: handled.error.message }
              : { code: -32603, message: describeError(handled.error) },
        };
    await this.write({ jsonrpc: '2.0', id, ...body });
  }

  private noteOn(id: WireId, note: string): void {
    const seq = this.requestRows.get(idKey(id) ?? '');
    if (seq !== undefined) this.traffic.update(seq, { note });
  }
}
