// Quotas over HTTP (docs/hosted.md, "Quotas"): each refusal is a 429 (a full queue a 503) with
// Retry-After and a JSON body that says in words which limit it met, and /metrics counts it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineResponse } from '../../src/contracts';
import { FakeEngine } from '../../test-support/fakeEngine';
import { call, json, type RawResponse } from '../http/testSupport';
import { parseExposition } from './expositionReader';
import { startHostedForTest, type HostedForTest } from './hostedTestSupport';

const engine = new FakeEngine();
let hosted: HostedForTest;
let clock = Date.UTC(2026, 6, 1);

beforeAll(async () => {
  hosted = await startHostedForTest(
    engine,
    {
      quotas: { requestsPerSecond: 2, burst: 3, concurrentCompiles: 1, maxBuffers: 2, maxBufferBytes: 100 },
      engineSlots: 1,
      maxWaiting: 1,
    },
    { nowMs: () => clock },
  );
});
afterAll(() => hosted.close());
beforeEach(() => {
  clock += 60_000; // every bucket full again
  engine.respond = undefined;
});

function expectRefusal(answer: RawResponse, status: number, reason: string, words: RegExp): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  expect(json(answer)).toEqual({ error: { kind: 'busy', reason, message: expect.stringMatching(words) } });
}

const ping = { op: 'ping' };

describe('per-visitor quotas', () => {
  it('requests a second: the burst passes, the next waits, a second later one more passes', async () => {
    const visitor = await hosted.visit();
    for (let i = 0; i < 3; i++) expect((await hosted.engine(visitor, ping)).status).toBe(200);
    expectRefusal(
      await hosted.engine(visitor, ping),
      429,
      'requestRate',
      /^too many requests from this visitor: at most 2 a second/,
    );
    expect((await hosted.api('/api/servers', visitor)).status).toBe(429); // every API request counts
    clock += 500;
    expect((await hosted.engine(visitor, ping)).status).toBe(200);
  });

  it('buffers in one request: their count and their bytes', async () => {
    const visitor = await hosted.visit();
    const related = [1, 2].map((n) => ({ uri: `groovy-buffer:r${n}`, text: '' }));
    expectRefusal(
      await hosted.engine(visitor, { op: 'diagnostics', uri: 'groovy-buffer:a', text: '', related }),
      429,
      'openBuffers',
      /^this request carries 3 buffers; hosted mode takes at most 2 at once: close some$/,
    );
    expectRefusal(
      await hosted.engine(visitor, { op: 'diagnostics', uri: 'groovy-buffer:a', text: 'x'.repeat(101) }),
      429,
      'bufferBytes',
      /^this request carries 101 bytes of text; hosted mode takes at most 100 bytes at once: close or shorten/,
    );
    expect(
      (await hosted.engine(visitor, { op: 'diagnostics', uri: 'groovy-buffer:a', text: 'x'.repeat(100) }))
        .status,
    ).toBe(200);
  });

  it('engine requests at once: one running per visitor; a full queue is a 503 for everyone', async () => {
    const held: Array<(response: EngineResponse) => void> = [];
    engine.respond = () => new Promise((resolve) => held.push(resolve));
    const [a, b, c] = [await hosted.visit(), await hosted.visit(), await hosted.visit()];
    const running = hosted.engine(a, ping);
    await expect.poll(() => held.length).toBe(1);
    expectRefusal(
      await hosted.engine(a, ping),
      429,
      'concurrentCompiles',
      /already has 1 engine requests running or waiting/,
    );
    const waiting = hosted.engine(b, ping);
    await expect.poll(() => hosted.backend.engine.main.queue.depth).toBe(1);
    expectRefusal(await hosted.engine(c, ping), 503, 'queueFull', /^the engine queue is full/);
    held.shift()!({ result: {} });
    await expect.poll(() => held.length).toBe(1);
    held.shift()!({ result: {} });
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
  });

  it('counts every refusal by reason in /metrics', async () => {
    const { samples } = parseExposition((await call(hosted.port, { path: '/metrics' })).body);
    const rejected = (reason: string) =>
      samples.find((s) => s.name === 'groovymcp_rejections_total' && s.labels.reason === reason)?.value;
    expect(rejected('requestRate')).toBe(2);
    expect(rejected('openBuffers')).toBe(1);
    expect(rejected('bufferBytes')).toBe(1);
    expect(rejected('concurrentCompiles')).toBe(1);
    expect(rejected('queueFull')).toBe(1);
    expect(rejected('hostedOff')).toBe(0);
  });
});
