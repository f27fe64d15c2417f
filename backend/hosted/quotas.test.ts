// Per-visitor quotas (docs/hosted.md, "Quotas") on a clock the test moves.
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_WINDOW_MS,
  QuotaExceeded,
  TokenBucket,
  VisitorQuotas,
  sizeInWords,
  type QuotaLimits,
} from './quotas';

const limits: QuotaLimits = {
  requestsPerSecond: 2,
  burst: 4,
  concurrentCompiles: 2,
  maxBuffers: 3,
  maxBufferBytes: 10,
};

function refusal(run: () => unknown): QuotaExceeded {
  try {
    run();
  } catch (err) {
    if (err instanceof QuotaExceeded) return err;
    throw err;
  }
  throw new TypeError('expected a 429');
}

describe('TokenBucket', () => {
  it('gives a full burst, then one token per 1/rate seconds, and says how long to wait', () => {
    const bucket = new TokenBucket(2, 3, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([0, 0, 0]);
    expect(bucket.take(0)).toBeCloseTo(0.5);
    expect(bucket.take(250)).toBeCloseTo(0.25);
    expect(bucket.take(500)).toBe(0);
    // A long rest fills it to the burst, no more.
    for (let i = 0; i < 3; i++) expect(bucket.take(60_000)).toBe(0);
    expect(bucket.take(60_000)).toBeGreaterThan(0);
  });
});

describe('VisitorQuotas', () => {
  it('refuses a visitor past its burst with a 429, Retry-After and the limit in words; others go on', () => {
    let now = 0;
    const quotas = new VisitorQuotas(limits, () => now);
    for (let i = 0; i < limits.burst; i++) quotas.admitRequest('a');
    const error = refusal(() => quotas.admitRequest('a'));
    expect(error.status).toBe(429);
    expect(error.kind).toBe('busy');
    expect(error.reason).toBe('requestRate');
    expect(error.headers['Retry-After']).toBe('1');
    expect(error.message).toBe(
      'too many requests from this visitor: at most 2 a second (bursts of 4); try again in 1 s',
    );
    quotas.admitRequest('b');
    now = 500;
    quotas.admitRequest('a');
  });

  it('counts the buffers of one request and their UTF-8 bytes', () => {
    const quotas = new VisitorQuotas(limits, () => 0);
    // What it passes, it measures: the lane choice takes its bytes (hostedEngine.ts).
    expect(
      quotas.checkBuffers({
        op: 'diagnostics',
        uri: 'u',
        text: '12345',
        related: [{ uri: 'v', text: 'é234' }],
      }),
    ).toBe(10);
    const many = refusal(() =>
      quotas.checkBuffers({
        op: 'diagnostics',
        uri: 'u',
        text: '',
        related: [1, 2, 3].map((n) => ({ uri: `v${n}`, text: '' })),
      }),
    );
    expect(many.reason).toBe('openBuffers');
    expect(many.message).toContain('carries 4 buffers; hosted mode takes at most 3');
    // Six characters, twelve bytes.
    const big = refusal(() => quotas.checkBuffers({ op: 'diagnostics', uri: 'u', text: 'éééééé' }));
    expect(big.reason).toBe('bufferBytes');
    expect(big.message).toBe(
      'this request carries 12 bytes of text; hosted mode takes at most 10 bytes at once: close or shorten some buffers',
    );
    expect(big.status).toBe(429);
  });

  it('holds at most the allowed compiles per visitor, each released once', () => {
    const quotas = new VisitorQuotas(limits, () => 0);
    const first = quotas.enterCompile('a');
    quotas.enterCompile('a');
    const error = refusal(() => quotas.enterCompile('a'));
    expect(error.reason).toBe('concurrentCompiles');
    expect(error.message).toContain('already has 2 engine requests running or waiting');
    quotas.enterCompile('b');
    first();
    first();
    quotas.enterCompile('a');
    expect(() => quotas.enterCompile('a')).toThrow(QuotaExceeded);
  });

  it('counts the visitors seen within the window, and forgets the idle ones with a fresh bucket', () => {
    let now = 0;
    const quotas = new VisitorQuotas(limits, () => now);
    for (let i = 0; i < limits.burst; i++) quotas.admitRequest('a');
    quotas.admitRequest('b');
    expect(quotas.activeVisitors()).toBe(2);
    now = ACTIVE_WINDOW_MS / 2;
    quotas.admitRequest('b');
    now = ACTIVE_WINDOW_MS + 1;
    expect(quotas.activeVisitors()).toBe(1);
    quotas.admitRequest('c'); // a new visitor sweeps the idle ones
    now += ACTIVE_WINDOW_MS + 1;
    expect(quotas.activeVisitors()).toBe(0);
  });
});

describe('sizeInWords', () => {
  it('says bytes, KiB or MiB', () => {
    expect([sizeInWords(0), sizeInWords(1023), sizeInWords(1536), sizeInWords(2 * 1024 * 1024)]).toEqual([
      '0 bytes',
      '1023 bytes',
      '1.5 KiB',
      '2.0 MiB',
    ]);
  });
});
