// The app ↔ host conversation of one MCP App (docs/playground.md, "MCP Apps"): every message that
// crossed the postMessage channel, exactly as sent, in order, for the list under the app; each names
// its row in Traffic's app ↔ host lane, which holds the messages of every app.
import { Observable } from '../../client';
import type { AppMessageDirection, AppVerdict } from './appMessageLint';

export type { AppMessageDirection };

export interface AppMessage {
  /** Its number in this app's conversation, from 1. */
  readonly n: number;
  /** Its row's seq in Traffic's app ↔ host lane; absent past APP_LANE_LIMIT (not recorded there). */
  readonly seq?: number;
  readonly direction: AppMessageDirection;
  readonly message: unknown;
  /** Its check against ext-apps' schema.json (appMessageLint.ts), when one was made. */
  readonly verdict?: AppVerdict;
}

/** Kept bounded: a hostile app that floods messages must not grow the page without end. */
export const APP_LOG_LIMIT = 500;

/**
 * The messages of one app that Traffic's lane records; past it the page keeps only the count, so an
 * app posting in a loop costs no memory without end (docs/playground.md, "MCP Apps").
 */
export const APP_LANE_LIMIT = 20_000;

/** Told at most once per frame (Observable): a flood of messages renders the list once a frame. */
export class AppMessageLog extends Observable {
  private entries: AppMessage[] = [];
  private view: readonly AppMessage[] = [];
  private stale = false;
  private count = 0;
  /** Messages past APP_LANE_LIMIT: in this list (the last ones) but not in Traffic. */
  unrecorded = 0;

  /** Whether Traffic should record the next message (APP_LANE_LIMIT). */
  get recording(): boolean {
    return this.count < APP_LANE_LIMIT;
  }

  /** The last APP_LOG_LIMIT; a new array only after a change (useSyncExternalStore compares it). */
  readonly get = (): readonly AppMessage[] => {
    if (this.stale) this.view = this.entries.slice(-APP_LOG_LIMIT);
    this.stale = false;
    return this.view;
  };

  record(direction: AppMessageDirection, message: unknown, seq?: number, verdict?: AppVerdict): void {
    const n = ++this.count;
    if (seq === undefined) this.unrecorded++;
    this.entries.push({
      n,
      direction,
      message,
      ...(seq !== undefined ? { seq } : {}),
      ...(verdict ? { verdict } : {}),
    });
    // Dropped in chunks, not one by one: a flood costs no copy per message.
    if (this.entries.length > APP_LOG_LIMIT * 2) this.entries = this.entries.slice(-APP_LOG_LIMIT);
    this.stale = true;
    this.changed();
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
