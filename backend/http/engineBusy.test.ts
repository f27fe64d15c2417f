// A full engine queue (issue 9): the real JVM engine under its supervisor with room for one request,
// the real HTTP server, and the worker's HTTP EngineClient under a session machine. While one slow
// compile holds the queue, POST /api/engine answers 503 with Retry-After, and a tool call is the
// tool error "engine busy, try again", not -32603. Once the compile is done, calls succeed again.
import { expect, it } from 'vitest';
import { SessionHarness } from '../../test-support/sessionHarness';
import { HttpEngineClient } from '../../src/worker/httpEngineClient';
import { realBackendForFile } from './realBackend';

const real = realBackendForFile({ maxQueue: 1 });
const post = real.post;

/** Hundreds of classes: seconds of compiling, under the 512 Ki-character cap. */
function slowSource(): string {
  const parts: string[] = [];
  for (let i = 0; parts.length * 90 < 50 * 1024; i++) {
    parts.push(`class C${i} { int f${i} = ${i}; String m(String s) { s + f${i} + [1].collect { it } } }\n`);
  }
  return parts.join('');
}

it('answers 503 with Retry-After over HTTP, and a tool error through the session', async () => {
  // The slow request holds the one place from when it reaches the supervisor.
  const engine = real.engine;
  const forward = engine.request.bind(engine);
  const slowArrived = new Promise<void>((arrived) => {
    engine.request = (req) => {
      if (req.uri === 'groovy-buffer:slow') arrived();
      return forward(req);
    };
  });
  const slow = post({ op: 'diagnostics', uri: 'groovy-buffer:slow', text: slowSource() });
  await slowArrived;

  const busy = await post({ op: 'ping' });
  expect(busy.status).toBe(503);
  expect(busy.headers.get('retry-after')).toBe('1');
  expect(await busy.json()).toEqual({ error: { kind: 'busy', message: 'engine busy, try again' } });

  const session = new SessionHarness('2025-11-25', {
    engine: new HttpEngineClient({ engineUrl: `${real.url}api/engine`, token: real.token }),
  });
  await session.connect();
  expect(await session.callTool('diagnostics', { text: 'def a = 1\n' })).toMatchObject({
    isError: true,
    content: [{ type: 'text', text: 'engine busy, try again' }],
    structuredContent: { error: 'engine busy, try again' },
  });

  // Answered (or timed out) in its turn: the one request that had the place was never refused.
  expect([200, 504]).toContain((await slow).status);
  expect(await session.callTool('diagnostics', { text: 'def a = 1\n' })).toMatchObject({
    isError: false,
    structuredContent: { diagnostics: [] },
  });
  expect(session.problems).toEqual([]);
}, 30_000);
