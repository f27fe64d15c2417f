// The bulk lane (docs/hosted.md, "Fairness"): a request carrying more text than `bulkBytes` goes to
// the bulk engine, one at a time; the rest to the main engine; a visitor may have two running or
// waiting there, the next is a 429 in words; with no bulk engine (or bulkBytes 0) there is one lane.
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineResponse } from '../../src/contracts';
import { FakeEngine } from '../../test-support/fakeEngine';
import { json } from '../http/testSupport';
import { parseExposition } from './expositionReader';
import { startHostedForTest, type HostedForTest } from './hostedTestSupport';
import { namespaceOf } from './uriNamespace';

const BULK_BYTES = 1_000;
const small = { op: 'diagnostics', uri: 'groovy-buffer:A.groovy', text: 'class A {}' };
const big = { op: 'diagnostics', uri: 'groovy-buffer:B.groovy', text: 'class B {}\n' + '// x\n'.repeat(200) };
// Over the size together, each under it: the buffers a request carries count, not only its own.
const bigInRelated = { ...small, related: [{ uri: 'groovy-buffer:C.groovy', text: 'x'.repeat(BULK_BYTES) }] };

let hosted: HostedForTest | undefined;
afterEach(() => hosted?.close());

/** A fake engine whose answers wait until `release()`; `started` counts the requests it was sent. */
function heldFake() {
  const engine = new FakeEngine();
  let open = (): void => {};
  let gate = new Promise<void>((resolve) => (open = resolve));
  engine.respond = async (request): Promise<EngineResponse> => {
    await gate;
    return { result: { uri: request.uri, diagnostics: [] } };
  };
  return {
    engine,
    release: () => {
      open();
      gate = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

describe('the bulk lane', () => {
  it('takes the requests over its size, the main engine the rest', async () => {
    const main = new FakeEngine();
    const bulk = new FakeEngine();
    hosted = await startHostedForTest(main, { bulkBytes: BULK_BYTES }, { bulkEngine: bulk });
    const visitor = await hosted.visit();
    for (const body of [small, big, bigInRelated])
      expect((await hosted.engine(visitor, body)).status).toBe(200);
    expect(main.requests.map((r) => r.uri)).toEqual([expect.stringMatching(/A\.groovy$/)]);
    expect(bulk.requests.map((r) => r.uri)).toEqual([
      expect.stringMatching(/B\.groovy$/),
      expect.stringMatching(/A\.groovy$/),
    ]);
  });

  it('runs one at a time; a visitor with two there gets a 429 that says so, others still queue', async () => {
    const held = heldFake();
    hosted = await startHostedForTest(
      new FakeEngine(),
      { bulkBytes: BULK_BYTES },
      { bulkEngine: held.engine },
    );
    const [first, second] = [await hosted.visit(), await hosted.visit()];
    const answers = [hosted.engine(first, big), hosted.engine(first, big)];
    await expect.poll(() => held.engine.requests.length).toBe(1);
    const third = await hosted.engine(first, big);
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('1');
    expect(json(third)).toEqual({
      error: {
        kind: 'busy',
        reason: 'concurrentCompiles',
        message: expect.stringMatching(/already has 2 requests over 1000 bytes running or waiting/),
      },
    });
    const other = hosted.engine(second, big);
    const gauge = async (name: string) =>
      parseExposition((await hosted!.api('/metrics', {})).body).samples.find((s) => s.name === name)?.value;
    await expect.poll(() => gauge('groovymcp_engine_queue_depth')).toBe(2);
    expect(await gauge('groovymcp_engine_requests_running')).toBe(1);
    // The small requests of either visitor do not wait behind the bulk lane.
    expect((await hosted.engine(second, small)).status).toBe(200);
    held.release();
    await expect.poll(() => held.engine.requests.length).toBe(2);
    held.release();
    await expect.poll(() => held.engine.requests.length).toBe(3);
    held.release();
    expect((await Promise.all([...answers, other])).map((a) => a.status)).toEqual([200, 200, 200]);
    // Fair: the second visitor's one request went before the first visitor's second.
    const whose = held.engine.requests.map((r) => namespaceOf(r.uri));
    expect(whose[1]).not.toBe(whose[0]);
    expect(whose[2]).toBe(whose[0]);
  });

  it('is off with bulkBytes 0, and without a bulk engine: one lane', async () => {
    const main = new FakeEngine();
    const bulk = new FakeEngine();
    hosted = await startHostedForTest(main, { bulkBytes: 0 }, { bulkEngine: bulk });
    const visitor = await hosted.visit();
    expect((await hosted.engine(visitor, big)).status).toBe(200);
    await hosted.close();
    hosted = await startHostedForTest(main, { bulkBytes: BULK_BYTES });
    expect((await hosted.engine(await hosted.visit(), big)).status).toBe(200);
    expect([main.requests.length, bulk.requests.length]).toEqual([2, 0]);
  });

  it('is passed by while its engine cannot start', async () => {
    const main = new FakeEngine();
    const bulk = new FakeEngine();
    bulk.startProblem = { message: 'no java' };
    hosted = await startHostedForTest(main, { bulkBytes: BULK_BYTES }, { bulkEngine: bulk });
    expect((await hosted.engine(await hosted.visit(), big)).status).toBe(200);
    expect([main.requests.length, bulk.requests.length]).toEqual([1, 0]);
  });
});
