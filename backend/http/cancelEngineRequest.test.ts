// A cancelled editor call frees the engine at once (docs/server.md §3, docs/engine-protocol.md
// "Cancel"): the real JVM engine under its supervisor with room for one request, the real HTTP
// server, and the worker's HTTP EngineClient under a session machine. The editor's slow background
// call holds the one place; once the client cancels it, the backend drops it (its HTTP request is
// gone) and a person's call is served instead of being told "engine busy", and the cancelled call
// is never answered.
import { expect, it } from 'vitest';
import type { EngineRequestOptions } from '../../src/contracts';
import { META_BACKGROUND } from '../../src/protocol';
import { HttpEngineClient } from '../../src/worker/httpEngineClient';
import { SessionHarness } from '../../test-support/sessionHarness';
import { realBackendForFile } from './realBackend';

const real = realBackendForFile({ maxQueue: 1 });

/** Hundreds of classes: seconds of compiling, under the 512 Ki-character cap. */
function slowSource(): string {
  const parts: string[] = [];
  for (let i = 0; parts.length * 90 < 50 * 1024; i++) {
    parts.push(`class C${i} { int f${i} = ${i}; String m(String s) { s + f${i} + [1].collect { it } } }\n`);
  }
  return parts.join('');
}

it("serves a person's call once the editor's slow call is cancelled, and never answers the cancelled one", async () => {
  const engine = real.engine;
  const forward = engine.request.bind(engine);
  let dropped: Promise<void> | undefined;
  const slowArrived = new Promise<void>((arrived) => {
    engine.request = (req, options?: EngineRequestOptions) => {
      if (req.uri === 'groovy-buffer:slow') {
        const signal = options?.signal;
        dropped = new Promise((done) => signal?.addEventListener('abort', () => done(), { once: true }));
        arrived();
      }
      return forward(req, options);
    };
  });
  const session = new SessionHarness('2025-11-25', {
    engine: new HttpEngineClient({ engineUrl: `${real.url}api/engine`, token: real.token }),
  });
  await session.connect();
  session.post({
    jsonrpc: '2.0',
    id: 'editor',
    method: 'tools/call',
    params: {
      name: 'diagnostics',
      arguments: { text: slowSource(), uri: 'groovy-buffer:slow' },
      _meta: { [META_BACKGROUND]: true },
    },
  });
  await slowArrived;
  session.post({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'editor' } });
  await dropped;

  expect(await session.callTool('diagnostics', { text: 'def a = 1\n' })).toMatchObject({
    isError: false,
    structuredContent: { diagnostics: [] },
  });
  await session.session.idle();
  expect(session.messages.filter((m) => m.id === 'editor')).toEqual([]);
  expect(session.problems).toEqual([]);
}, 30_000);
