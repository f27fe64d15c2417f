// The app ↔ host conversation of one MCP App (docs/playground.md, "MCP Apps"): every JSON-RPC message
// that crossed the postMessage channel, exactly as sent, in order, for the log under the app.

import type { AppMessageDirection, AppVerdict } from './appMessageLint';

export type { AppMessageDirection };

export interface AppMessage {
  readonly seq: number;
  readonly direction: AppMessageDirection;
  readonly message: unknown;
  /** Its check against ext-apps' schema.json (appMessageLint.ts), when one was made. */
  readonly verdict?: AppVerdict;
}

/** Kept bounded: a hostile app that floods messages must not grow the page without end. */
export const APP_LOG_LIMIT = 500;

export class AppMessageLog {
  private entries: readonly AppMessage[] = [];
  private nextSeq = 1;
  private readonly listeners = new Set<() => void>();

  readonly get = (): readonly AppMessage[] => this.entries;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  record(direction: AppMessageDirection, message: unknown, verdict?: AppVerdict): void {
    const entry = { seq: this.nextSeq++, direction, message, ...(verdict ? { verdict } : {}) };
    this.entries = [...this.entries, entry].slice(-APP_LOG_LIMIT);
    for (const listener of this.listeners) listener();
  }
}

/** `ui/initialize`, `tools/call · get-time`, or `answer to #2` — a message's one-line summary. */
export function appMessageSummary(message: unknown): string {
  if (typeof message !== 'object' || message === null) return String(message);
  const m = message as { method?: unknown; id?: unknown; params?: { name?: unknown }; error?: unknown };
  if (typeof m.method === 'string') {
    const subject =
      m.method === 'tools/call' && typeof m.params?.name === 'string' ? ` · ${m.params.name}` : '';
    return `${m.method}${subject}`;
  }
  const id = typeof m.id === 'string' || typeof m.id === 'number' ? String(m.id) : '?';
  return m.error === undefined ? `answer to #${id}` : `error answer to #${id}`;
}
