// Per-visitor quotas of hosted mode (docs/hosted.md, "Quotas"): requests a second (a token bucket),
// engine requests running or waiting at once, and the buffers one engine request carries (count and
// UTF-8 bytes: the engine is stateless, so a request carries every open buffer it needs, and these
// are the visitor's open buffers as far as the backend ever sees them). Each refusal is a 429 with
// Retry-After and says in words which limit it met; its kind is `busy`, which the page's worker
// already reads as "try again" (docs/engine-protocol.md, "Response").
import type { EngineRequest } from '../../src/contracts';
import { HttpError } from '../http/httpError';

export interface QuotaLimits {
  /** Token bucket refill: API requests a second, per visitor. */
  readonly requestsPerSecond: number;
  /** Token bucket size: a burst after a quiet while. */
  readonly burst: number;
  /** Engine requests of one visitor running or waiting in the fair queue at once. */
  readonly concurrentCompiles: number;
  /** Buffers in one engine request (the main one and its related ones). */
  readonly maxBuffers: number;
  /** UTF-8 bytes of those buffers' text together. */
  readonly maxBufferBytes: number;
}

/** The session machine's own caps (src/protocol/limits.ts) fit within these for mostly-ASCII source. */
export const DEFAULT_QUOTAS: QuotaLimits = {
  requestsPerSecond: 20,
  burst: 40,
  concurrentCompiles: 4,
  maxBuffers: 33,
  maxBufferBytes: 2 * 1024 * 1024,
};

export type QuotaReason = 'requestRate' | 'concurrentCompiles' | 'openBuffers' | 'bufferBytes';

export class QuotaExceeded extends HttpError {
  constructor(reason: QuotaReason, message: string, retryAfterS: number) {
    super(429, 'busy', message, { 'Retry-After': String(retryAfterS) }, reason);
  }
}

/** A visitor whose last request is older than this no longer counts as present. */
export const ACTIVE_WINDOW_MS = 5 * 60_000;
/** Visitors tracked at most; past it the longest idle is forgotten (its bucket starts full again). */
export const MAX_TRACKED_VISITORS = 50_000;

export class TokenBucket {
  private tokens: number;

  constructor(
    private readonly perSecond: number,
    private readonly size: number,
    private lastMs: number,
  ) {
    this.tokens = size;
  }

  /** Takes one token: 0 when there was one, else the seconds until there will be. */
  take(nowMs: number): number {
    this.tokens = Math.min(this.size, this.tokens + ((nowMs - this.lastMs) / 1000) * this.perSecond);
    this.lastMs = nowMs;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return (1 - this.tokens) / this.perSecond;
  }
}

interface VisitorState {
  readonly bucket: TokenBucket;
  compiles: number;
  lastSeenMs: number;
}

/** Bytes in words: "512 bytes", "3.5 KiB", "2.0 MiB". */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

export class VisitorQuotas {
  /** In order of last use (re-inserted on each), so the longest idle are first. */
  private readonly visitors = new Map<string, VisitorState>();

  constructor(
    readonly limits: QuotaLimits = DEFAULT_QUOTAS,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /** Counts one API request against `visitorId`'s bucket; a 429 when it is empty. */
  admitRequest(visitorId: string): void {
    const now = this.nowMs();
    const state = this.touch(visitorId, now);
    const waitS = state.bucket.take(now);
    if (waitS > 0) {
      const { requestsPerSecond, burst } = this.limits;
      const retry = Math.max(1, Math.ceil(waitS));
      throw new QuotaExceeded(
        'requestRate',
        `too many requests from this visitor: at most ${requestsPerSecond} a second (bursts of ${burst}); try again in ${retry} s`,
        retry,
      );
    }
  }

  /**
   * The buffers of one engine request against the count and size limits; their UTF-8 bytes
   * together, which also choose its engine lane (hostedEngine.ts).
   */
  checkBuffers(request: EngineRequest): number {
    const buffers = [
      ...(request.text === undefined ? [] : [request.text]),
      ...(request.related ?? []).map((b) => b.text),
    ];
    const { maxBuffers, maxBufferBytes } = this.limits;
    if (buffers.length > maxBuffers) {
      throw new QuotaExceeded(
        'openBuffers',
        `this request carries ${buffers.length} buffers; hosted mode takes at most ${maxBuffers} at once: close some`,
        1,
      );
    }
    const bytes = buffers.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8'), 0);
    if (bytes > maxBufferBytes) {
      throw new QuotaExceeded(
        'bufferBytes',
        `this request carries ${sizeInWords(bytes)} of text; hosted mode takes at most ${sizeInWords(maxBufferBytes)} at once: close or shorten some buffers`,
        1,
      );
    }
    return bytes;
  }

  /** Holds one of the visitor's engine slots until the returned release is called (once is enough). */
  enterCompile(visitorId: string): () => void {
    const state = this.touch(visitorId, this.nowMs());
    const { concurrentCompiles } = this.limits;
    if (state.compiles >= concurrentCompiles) {
      throw new QuotaExceeded(
        'concurrentCompiles',
        `this visitor already has ${state.compiles} engine requests running or waiting, the most allowed at once; try again when one finishes`,
        1,
      );
    }
    state.compiles++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.compiles--;
    };
  }

  /** Visitors with a request within ACTIVE_WINDOW_MS. */
  activeVisitors(): number {
    const since = this.nowMs() - ACTIVE_WINDOW_MS;
    let count = 0;
    for (const state of this.visitors.values()) if (state.lastSeenMs >= since) count++;
    return count;
  }

  private touch(visitorId: string, now: number): VisitorState {
    const known = this.visitors.get(visitorId);
    const state = known ?? {
      bucket: new TokenBucket(this.limits.requestsPerSecond, this.limits.burst, now),
      compiles: 0,
      lastSeenMs: now,
    };
    state.lastSeenMs = now;
    this.visitors.delete(visitorId);
    this.visitors.set(visitorId, state);
    if (known === undefined) this.forgetIdle(now);
    return state;
  }

  /** Drops the front of the map (the longest idle) while it is idle past the window, or too many are kept. */
  private forgetIdle(now: number): void {
    for (const [id, state] of this.visitors) {
      const stale = now - state.lastSeenMs > ACTIVE_WINDOW_MS && state.compiles === 0;
      if (!stale && this.visitors.size <= MAX_TRACKED_VISITORS) return;
      this.visitors.delete(id);
    }
  }
}
