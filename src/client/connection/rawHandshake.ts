// A handshake done by hand in the Raw tab (docs/playground.md, "Raw"): `initialize` and
// `notifications/initialized` sent as raw lines make a session as real as Connect's, so the client
// watches them. Once the server's initialize result is usable and notifications/initialized has
// gone out after the initialize (in either order of arrival), the session counts as connected under
// the version the server chose, with the capabilities and identity the raw initialize declared.
// An error answer (a session already initialized) changes nothing.
import { idKey, type MessageSummary } from '../wire/messageSummary';
import { settleInitialize, type Connected } from './handshake';
import type { Implementation } from './requestMeta';
import { isRevision } from './revisions';

/** A session a raw handshake made, with what the raw initialize declared. */
export interface RawSession {
  readonly connected: Connected;
  readonly capabilities: Record<string, unknown>;
  readonly clientInfo: Implementation;
}

interface Asked {
  readonly requested: string;
  readonly capabilities: Record<string, unknown>;
  readonly clientInfo: Implementation;
}

const objectOr = <T>(value: unknown, fallback: T): T =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as T) : fallback;

export class RawHandshake {
  /** Raw initialize requests not answered yet, by id key. */
  private readonly asked = new Map<string, Asked>();
  /** A usable initialize result still waiting for notifications/initialized. */
  private answered: RawSession | undefined;
  private initializedSent = false;

  /** A line sent from Raw (already parsed); a session when it completes the handshake. */
  sent(summary: MessageSummary, value: unknown): RawSession | undefined {
    if (summary.kind === 'request' && summary.method === 'initialize') {
      const key = idKey(summary.id);
      const params = objectOr<Record<string, unknown>>((value as { params?: unknown }).params, {});
      if (key !== undefined)
        this.asked.set(key, {
          requested: typeof params.protocolVersion === 'string' ? params.protocolVersion : '',
          capabilities: objectOr(params.capabilities, {}),
          clientInfo: objectOr(params.clientInfo, { name: '(not declared)', version: '' }),
        });
      this.answered = undefined;
      this.initializedSent = false;
      return undefined;
    }
    if (summary.kind === 'notification' && summary.method === 'notifications/initialized') {
      this.initializedSent = true;
      return this.ready();
    }
    return undefined;
  }

  /** A line received; a session when it is the answer to a raw initialize and completes the handshake. */
  received(summary: MessageSummary, value: unknown, seq: number): RawSession | undefined {
    const key = idKey(summary.id);
    const asked = key === undefined ? undefined : this.asked.get(key);
    if (!asked || (summary.kind !== 'result' && summary.kind !== 'error')) return undefined;
    this.asked.delete(key as string);
    if (summary.kind === 'error') return undefined;
    const result = (value as { result?: unknown }).result;
    const chosen = (result as { protocolVersion?: unknown } | undefined)?.protocolVersion;
    const requested = isRevision(asked.requested) ? asked.requested : chosen;
    if (!isRevision(requested)) return undefined;
    const settled = settleInitialize(requested, result, seq);
    if (settled.state !== 'connected') return undefined;
    this.answered = { connected: settled, capabilities: asked.capabilities, clientInfo: asked.clientInfo };
    return this.ready();
  }

  /** Forgets a half-done handshake (Reset, Connect). */
  clear(): void {
    this.asked.clear();
    this.answered = undefined;
    this.initializedSent = false;
  }

  private ready(): RawSession | undefined {
    if (!this.answered || !this.initializedSent) return undefined;
    const session = this.answered;
    this.answered = undefined;
    this.initializedSent = false;
    return session;
  }
}
