// POST /api/engine against the real JVM engine (backend/engine/engineProcess.ts): one diagnostics
// round trip through every check, with the exact range stated from the text.
import { describe, expect, it } from 'vitest';
import { realBackendForFile } from './realBackend';

const backend = realBackendForFile();
const post = backend.post;

describe('/api/engine with the real engine', () => {
  it('reports ready and the Groovy version', async () => {
    const health = await (await fetch(`${backend.url}api/health`)).json();
    expect(health).toEqual({
      engine: 'ready',
      groovyVersion: expect.stringMatching(/^4\./),
      sandbox: 'enforced',
    });
  });

  it('answers a diagnostics round trip', async () => {
    const text = 'def a = 1\nnew Nope()\n';
    const r = await post({ op: 'diagnostics', uri: 'groovy-buffer:snippet', text });
    expect(r.status).toBe(200);
    // The engine's share of the answer, for profilers and bench:editor.
    expect(r.headers.get('server-timing')).toMatch(/^engine;dur=\d+\.\d\d$/);
    expect(await r.json()).toEqual({
      result: {
        uri: 'groovy-buffer:snippet',
        diagnostics: [
          {
            range: { start: { line: 1, character: 0 }, end: { line: 1, character: 10 } },
            severity: 'error',
            message: 'unable to resolve class Nope',
            source: 'groovyc',
          },
        ],
      },
    });
  });

  it('answers info (docs/engine-protocol.md, "Response")', async () => {
    const r = await post({ op: 'info' });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({
      result: {
        groovyVersion: expect.stringMatching(/^4\./),
        keywords: expect.arrayContaining(['def', 'class']),
        defaultImports: { packages: expect.any(Array), classes: expect.any(Array) },
      },
    });
  });
});
