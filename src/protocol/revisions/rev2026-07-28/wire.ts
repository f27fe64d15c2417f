// The results of 2026-07-28 (src/client/schemas/2026-07-28.json): those of 2025-11-25, each with
// `resultType` and the server's identity in `_meta`; lists and `resources/read` with caching hints;
// `server/discover` instead of `initialize`.
import type { META_SERVER_INFO } from '../../metaKeys';
import type * as Base from '../rev2024-11-05/wire';
import type * as Rev0618 from '../rev2025-06-18/wire';
import type { TASKS_EXTENSION } from '../../metaKeys';
import type { JsonObject } from '../../neutral';
import type * as Prev from '../rev2025-11-25/wire';

export interface ResultMeta {
  [META_SERVER_INFO]: Prev.Implementation;
}

/** What every result of this revision carries. */
export interface Complete {
  resultType: 'complete';
  _meta: ResultMeta;
}

/** The server's lists and resources are fixed for the life of the process. */
export interface CacheHints {
  ttlMs: number;
  cacheScope: 'public';
}

export type Cacheable = Complete & CacheHints;

export interface DiscoverResult extends Cacheable {
  supportedVersions: string[];
  capabilities: ServerCapabilities;
  instructions: string;
}

export type EmptyResult = Complete;
export type ListToolsResult = Base.ListToolsResult & Cacheable;
export type CallToolResult = Rev0618.CallToolResult & Complete;
export type ListResourcesResult = Base.ListResourcesResult & Cacheable;
export type ListResourceTemplatesResult = Base.ListResourceTemplatesResult & Cacheable;
export type ReadResourceResult = Base.ReadResourceResult & Cacheable;
export type ListPromptsResult = Base.ListPromptsResult & Cacheable;
export type GetPromptResult = Base.GetPromptResult & Complete;
export type CompleteResult = Base.CompleteResult & Complete;

/** The experimental `tasks` capability gives way to the declared extension. */
export interface ServerCapabilities extends Prev.ServerCapabilities {
  extensions: { [TASKS_EXTENSION]: Record<string, never> };
}

/** No `execution`: the server decides which calls become tasks. */
export type Tool = Rev0618.Tool;

/** A task's fields in the extension (docs/revisions.md §3.4). */
export interface TaskFields {
  taskId: string;
  status: Prev.TaskStatus;
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  ttlMs?: number;
  pollIntervalMs: number;
}

export interface CreateTaskResult extends TaskFields {
  resultType: 'task';
  _meta: ResultMeta;
}

export interface TaskPayload {
  /** A 2026-07-28 CallToolResult, so with its own `resultType` (docs/revisions.md §3.4). */
  result?: Rev0618.CallToolResult & Pick<Complete, 'resultType'>;
  error?: { code: number; message: string; data?: unknown };
  inputRequests?: Readonly<Record<string, JsonObject>>;
}

export type GetTaskResult = TaskFields & TaskPayload & Complete;

/** One server → client request inside an MRTR round (no `jsonrpc`, no `id`). */
export interface InputRequest {
  method: 'elicitation/create';
  params: Record<string, unknown>;
}

/** A call that needs input before it can complete (docs/revisions.md §3.3). */
export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests?: Record<string, InputRequest>;
  requestState?: string;
  _meta?: ResultMeta;
}
