// docs/elicitation.md: the server asks for a missing value, in both protocol styles. Every line
// the session emits is validated against its revision's official schema (afterEach).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, SessionHarness, type Json } from '../../test-support/sessionHarness';
import type { Revision } from '../../test-support/mcpSchemas';

let harness: SessionHarness;
afterEach(() => {
  vi.useRealTimers();
  expect(harness.problems).toEqual([]);
});

const SOURCE = 'class Greeter {\n  def greet() { 1 }\n}';
const RENAME = { text: SOURCE, line: 1, character: 7 };
const renames = () => harness.engine.requests.filter((r) => r.op === 'rename');
const isElicitation = (m: Json) => m.method === 'elicitation/create';

describe.each<Revision>(['2025-06-18', '2025-11-25'])('classic elicitation under %s', (revision) => {
  async function startRename(capabilities: Json = { elicitation: {} }) {
    harness = new SessionHarness(revision);
    await harness.connect(capabilities);
    const from = harness.messages.length;
    harness.post({
      jsonrpc: '2.0',
      id: 'call',
      method: 'tools/call',
      params: { name: 'rename', arguments: RENAME },
    });
    return harness.waitFor(isElicitation, from);
  }

  const answer = (request: Json, body: Json) => harness.post({ jsonrpc: '2.0', id: request.id, ...body });
  const callAnswer = () => harness.waitFor((m) => m.id === 'call');

  it('asks for newName with its own request, naming the symbol, and renames with the answer', async () => {
    const request = await startRename();
    expect(request.id).toMatch(/^srv-/);
    const params = request.params as Json;
    expect(params.message).toContain('"greet"');
    expect(params.requestedSchema).toMatchObject({ type: 'object', required: ['newName'] });
    expect('mode' in params).toBe(revision === '2025-11-25');
    expect(renames()).toEqual([]);
    answer(request, { result: { action: 'accept', content: { newName: 'welcome' } } });
    const result = (await callAnswer()).result as Json;
    expect(result.isError).toBe(false);
    expect(renames().map((r) => r.args)).toEqual([{ line: 1, character: 7, newName: 'welcome' }]);
  });

  it('goes on answering ping and other calls while the call waits for the person', async () => {
    const request = await startRename();
    // Drained (stdio reads on), though not idle: the parked call waits for the client's input.
    await harness.session.drained();
    let idle = false;
    void harness.session.idle().then(() => (idle = true));
    harness.post({ jsonrpc: '2.0', id: 'ping', method: 'ping' });
    expect(await harness.waitFor((m) => m.id === 'ping')).toMatchObject({ result: {} });
    const symbols = { name: 'symbols', arguments: { text: SOURCE } };
    harness.post({ jsonrpc: '2.0', id: 'symbols', method: 'tools/call', params: symbols });
    expect(((await harness.waitFor((m) => m.id === 'symbols')).result as Json).isError).toBe(false);
    expect(harness.messages.some((m) => m.id === 'call')).toBe(false);
    expect(idle).toBe(false);
    answer(request, { result: { action: 'decline' } });
    expect((await callAnswer()).result).toMatchObject({
      isError: true,
      content: [{ text: 'rename declined' }],
    });
    await harness.session.idle();
  });

  it.each<[string, Json, string]>([
    ['decline', { result: { action: 'decline' } }, 'rename declined'],
    ['cancel', { result: { action: 'cancel' } }, 'rename cancelled'],
    [
      'content that does not fit the schema',
      { result: { action: 'accept', content: { newName: 42 } } },
      'rename cancelled',
    ],
    ['accept without content', { result: { action: 'accept' } }, 'rename cancelled'],
    ['a JSON-RPC error', { error: { code: -32603, message: 'no person here' } }, 'rename cancelled'],
  ])('ends the call as a tool error on %s, and the tool never runs', async (_name, body, text) => {
    const request = await startRename();
    answer(request, body);
    expect((await callAnswer()).result).toMatchObject({ isError: true, content: [{ type: 'text', text }] });
    expect(renames()).toEqual([]);
  });

  it('never asks a client that did not declare the capability: the tool error of today', async () => {
    harness = new SessionHarness(revision);
    await harness.connect({});
    const result = await harness.callTool('rename', RENAME);
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('newName');
    expect(harness.messages.filter(isElicitation)).toEqual([]);
  });

  it('never asks for format, whose defaults are good', async () => {
    harness = new SessionHarness(revision);
    await harness.connect({ elicitation: {} });
    expect((await harness.callTool('format', { text: SOURCE })).isError).toBe(false);
    expect(harness.messages.filter(isElicitation)).toEqual([]);
  });

  it('ignores a response to an id it never sent, and says so in its log', async () => {
    harness = new SessionHarness(revision);
    await harness.connect({ elicitation: {} });
    expect(await harness.send({ jsonrpc: '2.0', id: 'srv-99', result: { action: 'accept' } })).toEqual([]);
    expect(harness.logs).toEqual(['ignored a response to unknown request id "srv-99"']);
  });

  it('asks review-groovy for its focus; accept narrows the prompt, decline leaves it as it was', async () => {
    harness = new SessionHarness(revision);
    await harness.connect({ elicitation: {} });
    for (const [body, expected] of [
      [{ action: 'accept', content: { focus: 'security' } }, '- focus: "security"'],
      [{ action: 'decline' }, undefined],
    ] as const) {
      const from = harness.messages.length;
      harness.post({
        jsonrpc: '2.0',
        id: 'prompt',
        method: 'prompts/get',
        params: { name: 'review-groovy' },
      });
      const request = await harness.waitFor(isElicitation, from);
      expect((request.params as Json).requestedSchema).toMatchObject({
        properties: { focus: { enum: ['correctness', 'style', 'performance', 'security', 'api'] } },
      });
      harness.post({ jsonrpc: '2.0', id: request.id, result: body });
      const prompt = await harness.waitFor((m) => m.id === 'prompt', from);
      const text = JSON.stringify((prompt.result as Json).messages);
      if (expected) expect(text).toContain(JSON.stringify(expected).slice(1, -1));
      else expect(text).not.toContain('- focus');
    }
  });

  it('answers a parked call -32603 when the session shuts down before the person answers', async () => {
    await startRename();
    harness.session.dispose({ answerUnfinished: true });
    expect(await callAnswer()).toMatchObject({ error: { code: -32603, message: 'Internal error' } });
  });
});

describe('2026-07-28 multi round-trip requests (MRTR)', () => {
  const ELICITING = { _meta: { 'io.modelcontextprotocol/clientCapabilities': { elicitation: {} } } };
  const call = (params: Json, meta: Json = ELICITING) =>
    harness.request('tools/call', { name: 'rename', arguments: RENAME, ...params, ...meta });
  const resultOf = (answer: Json) => answer.result as Json;

  async function firstRound(): Promise<Json> {
    harness = new SessionHarness('2026-07-28');
    const result = resultOf(await call({}));
    expect(result.resultType).toBe('input_required');
    return result;
  }

  const accept = (newName: unknown) => ({ newName: { action: 'accept', content: { newName } } });

  it('answers input_required with a sealed requestState, and completes the retry that answers', async () => {
    const first = await firstRound();
    const request = (first.inputRequests as Json).newName as Json;
    expect(request).toMatchObject({ method: 'elicitation/create', params: { mode: 'form' } });
    expect(((request.params as Json).message as string).includes('"greet"')).toBe(true);
    expect(first.requestState).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(renames()).toEqual([]);
    const done = resultOf(
      await call({ inputResponses: accept('welcome'), requestState: first.requestState }),
    );
    expect(done).toMatchObject({ resultType: 'complete', isError: false });
    expect(renames().map((r) => r.args?.newName)).toEqual(['welcome']);
  });

  it('never asks a request that did not declare elicitation in its own _meta: the tool error of today', async () => {
    harness = new SessionHarness('2026-07-28');
    const result = resultOf(await call({}, {}));
    expect(result).toMatchObject({ resultType: 'complete', isError: true });
    expect(JSON.stringify(result.content)).toContain('newName');
  });

  it('asks again, with a state of the next round, when the retry leaves the answer out', async () => {
    const first = await firstRound();
    const again = resultOf(
      await call({ inputResponses: { other: { action: 'accept' } }, requestState: first.requestState }),
    );
    expect(again.resultType).toBe('input_required');
    expect(again.requestState).not.toBe(first.requestState);
    const done = resultOf(
      await call({ inputResponses: accept('welcome'), requestState: again.requestState }),
    );
    expect(done.isError).toBe(false);
  });

  it.each<[string, Json, string]>([
    ['decline', { newName: { action: 'decline' } }, 'rename declined'],
    ['cancel', { newName: { action: 'cancel' } }, 'rename cancelled'],
    ['an answer that does not fit the schema', accept(''), 'rename cancelled'],
  ])('ends the call as a tool error on %s', async (_name, inputResponses, text) => {
    const first = await firstRound();
    const done = resultOf(await call({ inputResponses, requestState: first.requestState }));
    expect(done).toMatchObject({ resultType: 'complete', isError: true, content: [{ text }] });
    expect(renames()).toEqual([]);
  });

  it('refuses a requestState with one character changed, before the tool runs', async () => {
    const first = await firstRound();
    const state = first.requestState as string;
    const flipped = `${state.slice(0, 10)}${state[10] === 'A' ? 'B' : 'A'}${state.slice(11)}`;
    const answer = await call({ inputResponses: accept('welcome'), requestState: flipped });
    expect(errorOf(answer)).toMatchObject({ code: -32602, data: { reason: 'tampered' } });
    expect(renames()).toEqual([]);
    expect(harness.engine.requests).toEqual([]);
  });

  it('refuses a requestState replayed on other arguments, before the tool runs', async () => {
    const first = await firstRound();
    const answer = await harness.request('tools/call', {
      name: 'rename',
      arguments: { ...RENAME, line: 0 },
      inputResponses: accept('welcome'),
      requestState: first.requestState,
      ...ELICITING,
    });
    expect(errorOf(answer)).toMatchObject({ code: -32602, data: { reason: 'other arguments' } });
    expect(renames()).toEqual([]);
  });

  it('refuses a requestState sent with another method or another tool', async () => {
    const first = await firstRound();
    const prompt = await harness.request('prompts/get', {
      name: 'rename',
      requestState: first.requestState,
      ...ELICITING,
    });
    expect(errorOf(prompt)).toMatchObject({ code: -32602, data: { reason: 'other request' } });
    const tool = await harness.request('tools/call', {
      name: 'format',
      arguments: RENAME,
      requestState: first.requestState,
      ...ELICITING,
    });
    expect(errorOf(tool)).toMatchObject({ code: -32602, data: { reason: 'other request' } });
  });

  it('refuses an expired requestState (5 minutes)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await firstRound();
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    const answer = await call({ inputResponses: accept('welcome'), requestState: first.requestState });
    expect(errorOf(answer)).toMatchObject({ code: -32602, data: { reason: 'expired' } });
  });

  it('refuses a state that is not one of its own at all', async () => {
    harness = new SessionHarness('2026-07-28');
    for (const requestState of ['', 'x', 'eyJ9.e30', 'a.b.c', 'é.é']) {
      expect(errorOf(await call({ requestState })).code, requestState).toBe(-32602);
    }
  });

  it('asks at most 10 rounds: the retry that would open an 11th is -32602 "too many rounds"', async () => {
    let result = await firstRound();
    for (let round = 2; round <= 10; round++) {
      result = resultOf(await call({ requestState: result.requestState }));
      expect(result.resultType, `round ${round}`).toBe('input_required');
    }
    const answer = await call({ requestState: result.requestState });
    expect(errorOf(answer)).toMatchObject({ code: -32602, data: { reason: 'too many rounds' } });
    // The tenth state still completes when it carries the answer.
    const done = resultOf(
      await call({ inputResponses: accept('welcome'), requestState: result.requestState }),
    );
    expect(done.isError).toBe(false);
  });

  it('ignores a requestState on a method that has no MRTR', async () => {
    harness = new SessionHarness('2026-07-28');
    const list = await harness.request('tools/list', { requestState: 'anything' });
    expect(resultOf(list).resultType).toBe('complete');
  });

  it('asks review-groovy for its focus in a round, and the retry gets the focused prompt', async () => {
    harness = new SessionHarness('2026-07-28');
    const get = (params: Json) =>
      harness.request('prompts/get', { name: 'review-groovy', ...params, ...ELICITING });
    const first = resultOf(await get({}));
    expect(first).toMatchObject({
      resultType: 'input_required',
      inputRequests: { focus: { method: 'elicitation/create' } },
    });
    const done = resultOf(
      await get({
        inputResponses: { focus: { action: 'accept', content: { focus: 'api' } } },
        requestState: first.requestState,
      }),
    );
    expect(done.resultType).toBe('complete');
    expect(JSON.stringify(done.messages)).toContain('- focus: \\"api\\"');
  });
});
