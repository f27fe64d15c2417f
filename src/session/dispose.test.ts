// Disposing the session at shutdown (bin/groovymcp on SIGTERM, issue 9): with `answerUnfinished`,
// the request in flight and those queued behind it are answered -32603 "Internal error" in their
// own revision, and an engine answer arriving later is not sent; a plain dispose answers nothing.
import { describe, expect, it } from 'vitest';
import { modernMeta, SessionHarness } from '../../test-support/sessionHarness';
import type { EngineClient, EngineResponse } from '../contracts';

/** An engine whose answers come only when the test says so. */
class HeldEngine implements EngineClient {
  readonly held: ((response: EngineResponse) => void)[] = [];
  request(): Promise<EngineResponse> {
    return new Promise((resolve) => this.held.push(resolve));
  }
}

async function busySession(): Promise<{ harness: SessionHarness; engine: HeldEngine }> {
  const engine = new HeldEngine();
  const harness = new SessionHarness('2025-11-25', { engine });
  await harness.connect();
  const call = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'diagnostics', arguments: { text: 'def a = 1' } },
  });
  harness.post(call(7));
  harness.post({ jsonrpc: '2.0', id: 8, method: 'ping' });
  harness.post({ jsonrpc: '2.0', id: 'modern', method: 'ping', params: { _meta: modernMeta() } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(engine.held).toHaveLength(1);
  return { harness, engine };
}

const internal = { code: -32603, message: 'Internal error' };

describe('dispose', () => {
  it('with answerUnfinished answers the request in flight and the queued ones -32603', async () => {
    const { harness, engine } = await busySession();
    const before = harness.messages.length;
    harness.session.dispose({ answerUnfinished: true });
    expect(harness.messages.slice(before)).toEqual([
      { jsonrpc: '2.0', id: 7, error: internal },
      { jsonrpc: '2.0', id: 8, error: internal },
      { jsonrpc: '2.0', id: 'modern', error: internal },
    ]);
    engine.held[0]!({ result: { uri: 'groovy-buffer:snippet', diagnostics: [] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(harness.messages).toHaveLength(before + 3);
    expect(harness.problems).toEqual([]);
  });

  it('without it answers nothing', async () => {
    const { harness } = await busySession();
    const before = harness.messages.length;
    harness.session.dispose();
    expect(harness.messages).toHaveLength(before);
  });

  it('with nothing unfinished writes nothing', async () => {
    const harness = new SessionHarness('2025-11-25');
    await harness.connect();
    const before = harness.messages.length;
    harness.session.dispose({ answerUnfinished: true });
    expect(harness.messages).toHaveLength(before);
  });
});
