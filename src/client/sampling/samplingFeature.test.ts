import { describe, expect, it } from 'vitest';
import { ServerRoutes } from '../connection/serverRequests';
import { ValueStore } from '../observable';
import { ClientRoots, installRoots } from '../roots/clientRoots';
import type { SamplingHandler } from './answerSampling';
import { SamplingFeature } from './samplingFeature';

/** The core's server-request routes with the roots and sampling features installed, as McpClient does. */
function answerer(declared: Record<string, unknown>, sampling?: SamplingHandler) {
  const routes = new ServerRoutes();
  const host = {
    setRequestHandler: routes.setRequestHandler.bind(routes),
    capabilities: declared,
    status: new ValueStore({ state: 'idle' as const }),
    notify: async () => {},
  };
  const roots = installRoots(host);
  roots.list.set([{ uri: 'file:///a', name: 'a' }]);
  new SamplingFeature(host).setHandler(sampling);
  return async (method: string, params: unknown = {}) =>
    (await routes.answer({ id: 7, method, params, ref: 0 })).answer;
}

const reply: SamplingHandler = async () => ({ action: 'reply', text: 'hello', model: 'by-hand' });

describe('answering the server’s requests', () => {
  // method, capabilities declared, the JSON-RPC answer
  it.each([
    ['ping', {}, { result: {} }],
    [
      'roots/list',
      { roots: { listChanged: true } },
      { result: { roots: [{ uri: 'file:///a', name: 'a' }] } },
    ],
    ['roots/list', {}, { error: { code: -32601, message: 'Method not found: roots/list' } }],
    [
      'sampling/createMessage',
      {},
      { error: { code: -32601, message: 'Method not found: sampling/createMessage' } },
    ],
    [
      'no/such',
      { roots: {}, sampling: {} },
      { error: { code: -32601, message: 'Method not found: no/such' } },
    ],
  ])('%s with %j → %j', async (method, declared, answer) => {
    expect(await answerer(declared, reply)(method)).toEqual(answer);
  });

  it('answers sampling with the person’s reply as an assistant text message', async () => {
    const params = { messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }], maxTokens: 10 };
    expect(await answerer({ sampling: {} }, reply)('sampling/createMessage', params)).toEqual({
      result: {
        role: 'assistant',
        content: { type: 'text', text: 'hello' },
        model: 'by-hand',
        stopReason: 'endTurn',
      },
    });
  });

  it('answers a rejection with the spec’s -1, with the person’s reason when given', async () => {
    const params = { messages: [], maxTokens: 10 };
    const rejects: SamplingHandler = async () => ({ action: 'reject', reason: 'not today' });
    expect(await answerer({ sampling: {} }, rejects)('sampling/createMessage', params)).toEqual({
      error: { code: -1, message: 'not today' },
    });
  });

  it('answers -32603 when the sampling handler fails, so the server is never left waiting', async () => {
    const broken: SamplingHandler = async () => {
      throw new Error('the dialog failed to load');
    };
    const params = { messages: [], maxTokens: 10 };
    expect(await answerer({ sampling: {} }, broken)('sampling/createMessage', params)).toEqual({
      error: { code: -32603, message: 'the dialog failed to load' },
    });
  });

  it('answers sampling params it cannot read with -32602, without asking the person', async () => {
    let asked = false;
    const handler: SamplingHandler = async () => {
      asked = true;
      return { action: 'reject' };
    };
    expect(await answerer({ sampling: {} }, handler)('sampling/createMessage', { messages: 'x' })).toEqual({
      error: { code: -32602, message: 'Invalid params: messages must be an array' },
    });
    expect(asked).toBe(false);
  });
});

describe('the roots list', () => {
  it('tells the server of a change only when listChanged was declared, and not for the same list', async () => {
    const sent: string[] = [];
    let declared: Record<string, unknown> | undefined = { roots: { listChanged: true } };
    const roots = new ClientRoots({
      declared: () => declared,
      notify: async (method) => void sent.push(method),
    });
    await roots.set([{ uri: 'file:///a' }]);
    await roots.set([{ uri: 'file:///a' }]);
    expect(sent).toEqual(['notifications/roots/list_changed']);
    declared = undefined; // not connected
    await roots.set([]);
    expect(sent).toHaveLength(1);
    expect(roots.result()).toEqual({ roots: [] });
  });
});
