// Visitors cannot reach each other (docs/hosted.md, "Security model"), over HTTP with the fake
// engine: a swapped cookie, a token reused with another cookie, made-up ids and a cookie from
// another secret are all refused before the engine or the other visitor's quotas are touched, and
// two visitors with the same buffer URI never meet in the engine.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineResponse } from '../../src/contracts';
import { FakeEngine } from '../../test-support/fakeEngine';
import { json } from '../http/testSupport';
import { startHostedForTest, type HostedForTest, type TestVisitor } from './hostedTestSupport';
import { DEFAULT_QUOTAS } from './quotas';
import { VISITOR_COOKIE } from './visitorSessions';

const BURST = 6;
const engine = new FakeEngine();
let hosted: HostedForTest;
let elsewhere: HostedForTest;

beforeAll(async () => {
  const quotas = { ...DEFAULT_QUOTAS, burst: BURST, requestsPerSecond: 1, concurrentCompiles: 2 };
  hosted = await startHostedForTest(engine, { quotas, engineSlots: 4 });
  elsewhere = await startHostedForTest(new FakeEngine());
});
afterAll(async () => {
  await hosted.close();
  await elsewhere.close();
});
beforeEach(() => {
  engine.requests.length = 0;
  engine.respond = undefined;
});

const ping = { op: 'ping' };

async function expectRefused(who: Partial<TestVisitor>, label: string): Promise<void> {
  const answer = await hosted.engine(who, { op: 'diagnostics', uri: 'groovy-buffer:a', text: 'x' });
  expect(answer.status, label).toBe(401);
  expect(json(answer), label).toMatchObject({ error: { kind: 'unauthorized' } });
}

describe('one visitor cannot act as another', () => {
  it('refuses swapped cookies, reused tokens, made-up ids and foreign cookies; the victim goes on untouched', async () => {
    const victim = await hosted.visit();
    const attacker = await hosted.visit();
    const foreign = await elsewhere.visit();
    const now = Math.floor(Date.now() / 1000);
    const madeUp = (id: string) => `${VISITOR_COOKIE}=${id}.${now}.${randomBytes(32).toString('base64url')}`;
    const victimId = victim.cookie.slice(VISITOR_COOKIE.length + 1).split('.')[0]!;
    const attempts: Array<[string, Partial<TestVisitor>]> = [
      ["the victim's token with the attacker's cookie", { cookie: attacker.cookie, token: victim.token }],
      ["the attacker's token with the victim's cookie", { cookie: victim.cookie, token: attacker.token }],
      ["the victim's token and no cookie", { token: victim.token }],
      ['a made-up id', { cookie: madeUp(randomBytes(16).toString('base64url')), token: victim.token }],
      ["the victim's id under a made-up signature", { cookie: madeUp(victimId), token: victim.token }],
      ['a cookie and token from a backend with another secret', foreign],
      ["the other backend's cookie with the victim's token", { cookie: foreign.cookie, token: victim.token }],
    ];
    // More attempts than the victim's burst: none of them may spend its requests.
    for (let round = 0; round < 2; round++) {
      for (const [label, who] of attempts) await expectRefused(who, label);
    }
    expect(engine.requests).toHaveLength(0);
    for (let i = 0; i < BURST; i++) {
      expect((await hosted.engine(victim, ping)).status, `victim request ${i}`).toBe(200);
    }
    expect((await hosted.engine(attacker, ping)).status).toBe(200);
  });

  it('keeps visitors with the same buffer URI apart in the engine, each answered from its own text', async () => {
    const a = await hosted.visit();
    const b = await hosted.visit();
    const uri = 'groovy-buffer:script.groovy';
    const answerA = await hosted.engine(a, { op: 'symbols', uri, text: 'class Alpha {}' });
    const answerB = await hosted.engine(b, { op: 'symbols', uri, text: 'class Beta {}' });
    expect(json(answerA)).toMatchObject({ result: { uri, symbols: [{ name: 'Alpha' }] } });
    expect(json(answerB)).toMatchObject({ result: { uri, symbols: [{ name: 'Beta' }] } });
    const [seenA, seenB] = engine.requests;
    expect(seenA!.uri).not.toBe(seenB!.uri);
    expect(seenA!.uri!.endsWith(`:${uri}`) && seenB!.uri!.endsWith(`:${uri}`)).toBe(true);
    // The same visitor keeps its namespace from request to request (the engine's cache still works).
    await hosted.engine(a, { op: 'symbols', uri, text: 'class Alpha {}' });
    expect(engine.requests[2]!.uri).toBe(seenA!.uri);
  });

  it("never lets one visitor's held compiles or spent burst hold up another", async () => {
    const held: Array<(response: EngineResponse) => void> = [];
    engine.respond = () => new Promise((resolve) => held.push(resolve));
    const greedy = await hosted.visit();
    const other = await hosted.visit();
    const running = [hosted.engine(greedy, ping), hosted.engine(greedy, ping)];
    await expect.poll(() => held.length).toBe(2);
    const third = await hosted.engine(greedy, ping);
    expect(third.status).toBe(429);
    expect(json(third)).toMatchObject({ error: { reason: 'concurrentCompiles' } });
    const theirs = hosted.engine(other, ping);
    await expect.poll(() => held.length).toBe(3);
    for (const answer of held) answer({ result: {} });
    expect((await theirs).status).toBe(200);
    for (const answer of await Promise.all(running)) expect(answer.status).toBe(200);
    engine.respond = undefined;
    // The greedy visitor spends its burst; the other's requests still pass.
    let limited = 0;
    for (let i = 0; i < BURST + 2; i++) if ((await hosted.engine(greedy, ping)).status === 429) limited++;
    expect(limited).toBeGreaterThan(0);
    expect((await hosted.engine(other, ping)).status).toBe(200);
  });
});
