// How long the client waits for an answer (docs/playground.md, "Timeouts"): the request timeout,
// whether each progress notification starts it again, and a maximum total, as the MCP Inspector
// offers them. Set from the session bar for whichever server is chosen (the worker too).

export interface RequestTimeouts {
  /** Milliseconds without an answer (or, with `resetOnProgress`, without progress) before giving up; 0: never. */
  readonly requestMs: number;
  /** Each `notifications/progress` for the request starts the request timeout again. */
  readonly resetOnProgress: boolean;
  /** Milliseconds from the request after which it is given up whatever its progress; 0: no cap. */
  readonly maxTotalMs: number;
}

export const DEFAULT_TIMEOUTS: RequestTimeouts = { requestMs: 30_000, resetOnProgress: true, maxTotalMs: 0 };

/** The longest wait the settings take: a day (setTimeout's own limit is about 24.8 days). */
export const MAX_TIMEOUT_MS = 24 * 60 * 60 * 1000;

const isDuration = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TIMEOUT_MS;

/** Whether a stored value is a whole set of timeouts (a value that no longer reads back is dropped). */
export function isRequestTimeouts(value: unknown): value is RequestTimeouts {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return isDuration(t.requestMs) && typeof t.resetOnProgress === 'boolean' && isDuration(t.maxTotalMs);
}
