// The immutable task snapshot (docs/tasks.md, "The task snapshot"): the status decides the one
// payload allowed, times never go back, and the origin stays here, never on the wire (toNeutral()
// is the only view the adapters get).
import type {
  JsonObject,
  NeutralTask,
  NeutralTaskError,
  NeutralToolResult,
  TaskStatus,
} from '../../protocol';

/** Where a task came from: kept with it, never written to the wire. */
export interface TaskOrigin {
  readonly tool: string;
  /** A digest of the call's arguments (never the arguments, which hold the source). */
  readonly argumentsDigest: string;
  /** The session that made the task; only it may see the task. */
  readonly owner: string;
}

export interface TaskFields {
  readonly taskId: string;
  readonly origin: TaskOrigin;
  readonly status: TaskStatus;
  readonly statusMessage?: string;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
  readonly lastUpdatedAt: number;
  /** Positive whole milliseconds; undefined is unlimited. */
  readonly ttl?: number;
  readonly pollInterval: number;
  /** Outstanding input requests, in insertion order (input_required only). */
  readonly inputRequests?: readonly (readonly [string, JsonObject])[];
  /** The whole tool result (completed only); `isError: true` is still completed. */
  readonly result?: NeutralToolResult;
  /** The JSON-RPC error (failed only). */
  readonly error?: NeutralTaskError;
}

/** A snapshot that breaks the contract: a programming error, never a client's. */
export class InvalidTaskSnapshot extends Error {
  override readonly name = 'InvalidTaskSnapshot';
  readonly kind = 'invalidTaskSnapshot';
}

export const TERMINAL_STATUSES: ReadonlySet<TaskStatus> = new Set(['completed', 'failed', 'cancelled']);

/** Which payload each status carries (docs/tasks.md): exactly this one, or none. */
const PAYLOAD_OF: Readonly<Record<TaskStatus, 'inputRequests' | 'result' | 'error' | undefined>> = {
  working: undefined,
  input_required: 'inputRequests',
  completed: 'result',
  failed: 'error',
  cancelled: undefined,
};
const PAYLOADS = ['inputRequests', 'result', 'error'] as const;

const isPositiveWhole = (value: number): boolean => Number.isSafeInteger(value) && value > 0;

function check(fields: TaskFields): void {
  const fail = (message: string): never => {
    throw new InvalidTaskSnapshot(message);
  };
  if (fields.taskId.trim().length === 0 || /[\r\n]/.test(fields.taskId))
    fail('taskId must be non-blank, without CR or LF');
  if (!Number.isFinite(fields.createdAt) || !Number.isFinite(fields.lastUpdatedAt))
    fail('times must be finite');
  if (fields.lastUpdatedAt < fields.createdAt) fail('lastUpdatedAt must not be before createdAt');
  if (fields.ttl !== undefined && !isPositiveWhole(fields.ttl))
    fail('ttl must be positive whole milliseconds');
  if (!isPositiveWhole(fields.pollInterval)) fail('pollInterval must be positive whole milliseconds');
  const allowed = PAYLOAD_OF[fields.status];
  for (const payload of PAYLOADS) {
    const present = fields[payload] !== undefined;
    if (present && payload !== allowed) fail(`a ${fields.status} task carries no ${payload}`);
    if (!present && payload === allowed) fail(`a ${fields.status} task needs its ${payload}`);
  }
  if (allowed === 'inputRequests' && fields.inputRequests?.length === 0)
    fail('input_required needs at least one input request');
}

export class TaskSnapshot implements TaskFields {
  readonly taskId!: string;
  readonly origin!: TaskOrigin;
  readonly status!: TaskStatus;
  readonly statusMessage?: string;
  readonly createdAt!: number;
  readonly lastUpdatedAt!: number;
  readonly ttl?: number;
  readonly pollInterval!: number;
  readonly inputRequests?: readonly (readonly [string, JsonObject])[];
  readonly result?: NeutralToolResult;
  readonly error?: NeutralTaskError;

  private constructor(fields: TaskFields) {
    check(fields);
    Object.assign(this, fields);
    if (fields.inputRequests) this.inputRequests = Object.freeze(fields.inputRequests.map((entry) => entry));
    Object.freeze(this);
  }

  /** Builds a snapshot; any field or payload that breaks the contract throws InvalidTaskSnapshot. */
  static of(fields: TaskFields): TaskSnapshot {
    return new TaskSnapshot(fields);
  }

  get terminal(): boolean {
    return TERMINAL_STATUSES.has(this.status);
  }

  /**
   * The next state: the given status and its payload replace the old ones; `lastUpdatedAt` never
   * goes back (the later of the two).
   */
  next(
    change: Pick<TaskFields, 'status'> &
      Partial<Pick<TaskFields, 'statusMessage' | 'inputRequests' | 'result' | 'error'>>,
    at: number,
  ): TaskSnapshot {
    const { inputRequests: _i, result: _r, error: _e, statusMessage: _m, ...kept } = this;
    return new TaskSnapshot({ ...kept, ...change, lastUpdatedAt: Math.max(this.lastUpdatedAt, at) });
  }

  /** The wire's view: everything but the origin. */
  toNeutral(): NeutralTask {
    const task: NeutralTask = {
      taskId: this.taskId,
      status: this.status,
      createdAt: new Date(this.createdAt).toISOString(),
      lastUpdatedAt: new Date(this.lastUpdatedAt).toISOString(),
      pollInterval: this.pollInterval,
    };
    if (this.statusMessage !== undefined) task.statusMessage = this.statusMessage;
    if (this.ttl !== undefined) task.ttl = this.ttl;
    if (this.inputRequests) task.inputRequests = Object.fromEntries(this.inputRequests);
    if (this.result) task.result = this.result;
    if (this.error) task.error = this.error;
    return task;
  }
}
