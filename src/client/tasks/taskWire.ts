// A task as each revision writes it (docs/tasks.md, "Methods"; docs/revisions.md §3.4), read into
// one shape for the UI. Lenient like serverTypes.ts: whether a line follows its revision exactly is
// the schema lint's job.
import * as shape from '../shape';
import { CallToolResultSchema, type CallToolResult } from '../serverTypes';

export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';
export type TaskStyle = 'experimental' | 'extension';

export const TERMINAL: ReadonlySet<TaskStatus> = new Set(['completed', 'failed', 'cancelled']);

export interface TaskError {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

/** What one answer (or notification) says of a task. */
export interface WireTask {
  readonly taskId: string;
  readonly status: TaskStatus;
  readonly statusMessage?: string;
  readonly createdAt: string;
  readonly lastUpdatedAt: string;
  readonly ttl?: number;
  readonly pollInterval?: number;
  readonly result?: CallToolResult;
  readonly error?: TaskError;
  readonly inputRequests?: Readonly<Record<string, unknown>>;
}

const Status = shape.enumOf(['working', 'input_required', 'completed', 'failed', 'cancelled']);
const common = {
  taskId: shape.string(),
  status: Status,
  statusMessage: shape.optional(shape.string()),
  createdAt: shape.string(),
  lastUpdatedAt: shape.string(),
};
const ExperimentalTask = shape.looseObject({
  ...common,
  ttl: shape.optional(shape.nullable(shape.number())),
  pollInterval: shape.optional(shape.number()),
});
const ExtensionTask = shape.looseObject({
  ...common,
  ttlMs: shape.optional(shape.number()),
  pollIntervalMs: shape.optional(shape.number()),
  result: shape.optional(CallToolResultSchema),
  error: shape.optional(
    shape.looseObject({
      code: shape.number(),
      message: shape.string(),
      data: shape.optional(shape.unknown()),
    }),
  ),
  inputRequests: shape.optional(shape.record(shape.string(), shape.unknown())),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function read(style: TaskStyle, value: unknown): WireTask | undefined {
  if (style === 'experimental') {
    const parsed = ExperimentalTask.safeParse(value);
    if (!parsed.success) return undefined;
    const { ttl, pollInterval, ...task } = parsed.data;
    return {
      ...task,
      ...(ttl != null ? { ttl } : {}),
      ...(pollInterval !== undefined ? { pollInterval } : {}),
    };
  }
  const parsed = ExtensionTask.safeParse(value);
  if (!parsed.success) return undefined;
  const { ttlMs, pollIntervalMs, ...task } = parsed.data;
  return {
    ...task,
    ...(ttlMs !== undefined ? { ttl: ttlMs } : {}),
    ...(pollIntervalMs !== undefined ? { pollInterval: pollIntervalMs } : {}),
  };
}

/** The task a `tools/call` created, or undefined when the server answered the call plainly. */
export function createdTask(style: TaskStyle, result: unknown): WireTask | undefined {
  if (!isObject(result)) return undefined;
  if (style === 'experimental') return 'task' in result ? read(style, result.task) : undefined;
  return result.resultType === 'task' ? read(style, result) : undefined;
}

/** A `tasks/get` answer, or a status notification's params (2025-11-25). */
export function polledTask(style: TaskStyle, result: unknown): WireTask | undefined {
  return read(style, result);
}
