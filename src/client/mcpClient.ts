// The MCP client the UI uses (docs/ARCHITECTURE.md, "The client core"): the client core with the
// playground's features installed on it, and Traffic observing its wire. This file only assembles:
// each feature lives in its folder and installs its own handlers; none of them imports this file.
import type { LintBackend } from './lint/trafficLint';
import { TrafficLint } from './lint/trafficLint';
import { ClientCore } from './connection/clientCore';
import type { Implementation } from './connection/requestMeta';
import type { ServerRequestHandler } from './connection/serverRequests';
import { withUserMeta } from './connection/userMeta';
import { ElicitationFeature } from './elicitation/elicitationFeature';
import type { ElicitationHandler } from './elicitation/elicitationTypes';
import { installLogs } from './logging/clientLogs';
import { restoreInto } from './persistence/restoreTraffic';
import type { SavedRow } from './persistence/savedStore';
import { installReceivedTasks } from './receivedTasks/receivedTasksGate';
import { installResourceSubscriptions } from './resources/resourceSubscriptions';
import { installRoots } from './roots/clientRoots';
import type { SamplingHandler } from './sampling/answerSampling';
import { SamplingFeature } from './sampling/samplingFeature';
import { ClientTasks } from './tasks/clientTasks';
import { recordWire } from './traffic/recordWire';
import type { ImportResult } from './traffic/trafficJsonl';
import { TrafficRecorder, type TrafficRow } from './traffic/trafficRecorder';
import type { LineTransport } from './wire/lineTransport';
import type { WireId } from './wire/messageSummary';
import { WireTap } from './wire/wireTap';

export type { LineTransport };
export type { RequestOptions, SessionStatus } from './connection/coreTypes';
export type { NotificationListener } from './connection/serverRequests';

export interface McpClientOptions {
  transport: LineTransport;
  lint?: LintBackend;
  clientInfo?: Implementation;
  /** How long a request may wait for its answer (tool calls compile; 30 s is generous). */
  timeoutMs?: number;
  /** Answers requests the server sends to the client that no feature takes; the default says "method not found". */
  onServerRequest?: ServerRequestHandler;
}

export class McpClient extends ClientCore {
  /** Every line of the wire (docs/playground.md, "Traffic"), recorded by observing it. */
  readonly traffic: TrafficRecorder;
  private readonly lint: TrafficLint;
  /** The tasks this client runs for the server (docs/any-server.md, "Task-augmented requests"). */
  readonly receivedTasks = installReceivedTasks(this);
  /** The server's `notifications/message` and `logging/setLevel`. */
  readonly logs = installLogs(this);
  /** `resources/subscribe` and the updates that follow. */
  readonly resourceSubscriptions = installResourceSubscriptions(this);
  private readonly elicitation: ElicitationFeature;
  private readonly sampling = new SamplingFeature(this);
  /** The roots offered to the server (roots/list), from the session bar's roots editor. */
  readonly roots = installRoots(this);
  /** Tool calls run as tasks, each an observable (docs/tasks.md, "What the playground shows"). */
  readonly tasks = new ClientTasks(this);
  /** The session bar's Metadata for the chosen server (userMeta.ts). */
  private userMeta: Readonly<Record<string, unknown>> = {};

  constructor(options: McpClientOptions) {
    const wire = new WireTap(options.transport);
    super({ ...options, wire });
    this.traffic = new TrafficRecorder(wire.now, wire.refs);
    this.lint = new TrafficLint(this.traffic, options.lint);
    recordWire(wire, { traffic: this.traffic, lint: this.lint, revision: () => this.sessionRevision });
    this.elicitation = new ElicitationFeature(this, (ref) => {
      const conversation = this.traffic.get(ref)?.parentSeq;
      return conversation === undefined ? undefined : this.traffic.get(conversation)?.raw;
    });
    // The person's Metadata joins the `_meta` of every request but the editor's own (`origin`:
    // hovers and markers are the playground's, not the person's).
    this.useRequestMiddleware(
      (next) => (method, params, options) =>
        next(method, options.origin === undefined ? withUserMeta(params, this.userMeta) : params, options),
    );
  }

  /** The URL elicitations the server said complete (a dialog may come on screen after its word). */
  get completedElicitations() {
    return this.elicitation.completed;
  }

  /** Entries merged into the `_meta` of every request from now on but the editor's own. */
  setUserMeta(meta: Readonly<Record<string, unknown>>): void {
    this.userMeta = meta;
  }

  /** Who answers elicitations (the playground's dialog); undefined: classic requests are refused. */
  setElicitationHandler(handler: ElicitationHandler | undefined): void {
    this.elicitation.setHandler(handler);
  }

  get elicitationHandler(): ElicitationHandler | undefined {
    return this.elicitation.handler;
  }

  /** Who answers `sampling/createMessage` (the sampling dialog); undefined: "method not found". */
  setSamplingHandler(handler: SamplingHandler | undefined): void {
    this.sampling.setHandler(handler);
  }

  /** Puts the answer of request row `requestSeq` into the conversation `conversation` (an MRTR round). */
  foldAnswerInto(requestSeq: number, conversation: number): void {
    this.wire.fold(requestSeq, conversation);
  }

  /** The JSON-RPC id of the message recorded as row `seq`. */
  idOfRow(seq: number | undefined): WireId | undefined {
    return seq === undefined ? undefined : this.traffic.get(seq)?.summary.id;
  }

  /**
   * The traffic so far as JSONL (trafficJsonl.ts, loaded with the first export or import), with
   * `headerValues` (every header typed for a server) and the secret-named Metadata redacted.
   */
  async exportTraffic(headerValues: Iterable<string> = []): Promise<string> {
    const [{ exportJsonl }, { secretsOf }] = await Promise.all([
      import('./traffic/trafficJsonl'),
      import('./traffic/redactSecrets'),
    ]);
    return exportJsonl(this.traffic.getSnapshot().rows, secretsOf(headerValues, this.userMeta));
  }

  /**
   * Appends an exported session or a plain JSON-RPC line log as a marked section
   * (importSection.ts); rows are derived and linted again.
   */
  async importTraffic(text: string, fileName = 'a file'): Promise<ImportResult> {
    const { importSection } = await import('./traffic/importSection');
    return importSection(this.traffic, this.lint, text, fileName);
  }

  /** Puts the traffic saved by earlier page loads first in the view (docs/playground.md, "Saved across a reload"). */
  restoreTraffic(saved: readonly SavedRow[]): TrafficRow[] {
    const rows = restoreInto(this.traffic, saved);
    for (const row of rows) if (row.lint.status === 'pending') this.lint.check(row);
    return rows;
  }
}
