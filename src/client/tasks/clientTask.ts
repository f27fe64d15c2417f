// One task as the UI watches it (docs/tasks.md, "What the playground shows"): an observable whose
// value is the latest view, with a timeline of the statuses it went through and when.
import { ValueStore } from '../observable';
import type { CallToolResult } from '../serverTypes';
import { TERMINAL, type TaskError, type TaskStatus, type WireTask } from './taskWire';

export interface TimelineEntry {
  readonly status: TaskStatus;
  /** The server's lastUpdatedAt for that status (ISO 8601). */
  readonly at: string;
}

/** The latest wire view of a task, with what the client adds: its tool, timeline and Traffic row. */
export interface TaskView extends WireTask {
  /** The tool that started it. */
  readonly tool: string;
  readonly timeline: readonly TimelineEntry[];
  /** The Traffic row of the `tools/call` that created it; its polls are grouped under it. */
  readonly requestSeq: number | undefined;
  /** Why the client stopped following it (the session ended, a poll failed); undefined while it follows. */
  readonly stopped?: string;
}

export class ClientTask extends ValueStore<TaskView> {
  constructor(wire: WireTask, tool: string, requestSeq: number | undefined) {
    super({
      taskId: wire.taskId,
      tool,
      status: wire.status,
      createdAt: wire.createdAt,
      lastUpdatedAt: wire.lastUpdatedAt,
      timeline: [{ status: wire.status, at: wire.lastUpdatedAt }],
      requestSeq,
      ...optional(wire),
    });
  }

  get taskId(): string {
    return this.get().taskId;
  }

  get ended(): boolean {
    return TERMINAL.has(this.get().status);
  }

  /** What a poll or a notification said. An ended task keeps its end (answers may cross). */
  apply(wire: WireTask): void {
    const view = this.get();
    if (this.ended || wire.lastUpdatedAt < view.lastUpdatedAt) return;
    const moved = wire.status !== view.status;
    const { inputRequests: _old, ...rest } = view;
    this.set({
      ...rest,
      status: wire.status,
      lastUpdatedAt: wire.lastUpdatedAt,
      timeline: moved ? [...view.timeline, { status: wire.status, at: wire.lastUpdatedAt }] : view.timeline,
      ...optional(wire),
    });
  }

  /** The payload fetched once the task ended (2025-11-25 `tasks/result`). */
  settle(payload: { result: CallToolResult } | { error: TaskError }): void {
    this.set({ ...this.get(), ...payload });
  }

  stop(reason: string): void {
    if (this.get().stopped === undefined) this.set({ ...this.get(), stopped: reason });
  }
}

function optional(wire: WireTask): Partial<TaskView> {
  const view: { -readonly [K in keyof TaskView]?: TaskView[K] } = {};
  if (wire.statusMessage !== undefined) view.statusMessage = wire.statusMessage;
  if (wire.ttl !== undefined) view.ttl = wire.ttl;
  if (wire.pollInterval !== undefined) view.pollInterval = wire.pollInterval;
  if (wire.result !== undefined) view.result = wire.result;
  if (wire.error !== undefined) view.error = wire.error;
  if (wire.inputRequests !== undefined) view.inputRequests = wire.inputRequests;
  return view;
}
