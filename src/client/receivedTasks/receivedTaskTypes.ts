// The tasks this client runs for the server (docs/any-server.md, "Task-augmented requests"): their
// wire shape (2025-11-25 `Task`) as the Tasks panel and the store share it. Types only, so the page
// can show the list without loading the store (receivedTasks.ts loads with the first task).

export type ReceivedTaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/** The 2025-11-25 `Task` this client reports in CreateTaskResult, tasks/get and status notifications. */
export interface ReceivedTaskWire {
  readonly taskId: string;
  readonly status: ReceivedTaskStatus;
  readonly statusMessage?: string;
  readonly createdAt: string;
  readonly lastUpdatedAt: string;
  /** Milliseconds from creation the task is kept; null: kept for the session. */
  readonly ttl: number | null;
  readonly pollInterval?: number;
}

/** One task as the panel shows it: the wire task and the request it runs. */
export interface ReceivedTask extends ReceivedTaskWire {
  /** `sampling/createMessage` or `elicitation/create`. */
  readonly method: string;
  /** The server's JSON-RPC id of the task-augmented request. */
  readonly requestId: string | number;
  /** Its Traffic row, for "Show in Traffic". */
  readonly requestSeq?: number;
}

export const isTerminal = (status: ReceivedTaskStatus): boolean =>
  status === 'completed' || status === 'failed' || status === 'cancelled';
