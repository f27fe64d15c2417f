// What 2025-11-25 adds to the results of 2025-06-18 (src/client/schemas/2025-11-25.json):
// `Implementation.description`, tool `execution`, the experimental tasks. Tool schemas keep their
// `$schema`, which changes no type.
import type { META_RELATED_TASK } from '../../metaKeys';
import type * as Rev0326 from '../rev2025-03-26/wire';
import type * as Prev from '../rev2025-06-18/wire';

export interface Implementation extends Prev.Implementation {
  description: string;
}

// Experimental tasks (docs/tasks.md, docs/revisions.md §3.4): `tasks/get` and `tasks/cancel` answer
// the task's fields flat, the creation nests them under `task`. `ttl: null` means unlimited.
export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

export interface Task {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  ttl: number | null;
  pollInterval: number;
}

export interface ToolExecution {
  taskSupport: 'optional' | 'forbidden';
}

/** Optional so that 2026-07-28, which declares an extension instead, can extend it. */
export interface ServerCapabilities extends Rev0326.ServerCapabilities {
  tasks?: {
    list: Record<string, never>;
    cancel: Record<string, never>;
    requests: { tools: { call: Record<string, never> } };
  };
}

export interface CreateTaskResult {
  task: Task;
}

export type GetTaskResult = Task;
export type CancelTaskResult = Task;

export interface ListTasksResult {
  tasks: Task[];
  nextCursor?: string;
}

/** `tasks/result`: the tool's own result, tied to its task by `_meta`. */
export interface TaskPayloadResult extends Prev.CallToolResult {
  _meta: { [META_RELATED_TASK]: { taskId: string } };
}
