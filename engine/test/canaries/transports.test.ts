// The canary corpus through the two ways source reaches the engine from outside (engine/README.md
// "Compile, never run"): an MCP client calling each of the thirteen tools of bin/groovymcp over
// stdio (with the hostile --classpath), and the playground's POST /api/engine over HTTP. No marker.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realBackendForFile } from '../../../backend/http/realBackend';
import { GroovymcpChild } from '../../../backend/stdio/testing/groovymcpChild';
import { ENGINE_TOOL_OPS } from '../../../src/contracts';
import { argsFor } from './runCorpus';
import { callEveryTool } from './stdioCanaries';
import { buildCorpus, markersWritten, type Corpus } from './corpus';

// Built when the file loads: the HTTP backend below is configured with its classpath.
const corpus: Corpus = buildCorpus();
afterAll(() => rmSync(corpus.root, { recursive: true, force: true }));

describe('over stdio (bin/groovymcp)', () => {
  let child: GroovymcpChild;
  beforeAll(async () => {
    child = new GroovymcpChild(['--classpath', corpus.classpath], { ...process.env, HOME: corpus.home });
    await child.initialize('2025-11-25');
  }, 60_000);
  afterAll(async () => child?.stop());

  it('every tool on every canary runs nothing, and the session goes on', async () => {
    await callEveryTool(child, corpus.canaries);
    expect(markersWritten(corpus)).toEqual([]);
    expect(child.impure).toEqual([]);
    const ping = await child.request('ping');
    expect(ping.result).toEqual({});
  }, 300_000);
});

describe('over HTTP (POST /api/engine)', () => {
  const backend = realBackendForFile({
    classpath: [corpus.classpath],
    env: { ...process.env, HOME: corpus.home },
  });

  it('every op on every canary runs nothing', async () => {
    let n = 0;
    for (const canary of corpus.canaries) {
      for (const op of ENGINE_TOOL_OPS) {
        const response = await backend.post({
          op,
          uri: `groovy-buffer:${canary.name}`,
          text: `${canary.text}// ${++n}\n`,
          args: argsFor(op, canary),
        });
        expect(response.status).toBe(200);
      }
    }
    expect(markersWritten(corpus)).toEqual([]);
    const health = await (await fetch(`${backend.url}api/health`)).json();
    expect(health).toMatchObject({ engine: 'ready', sandbox: 'enforced' });
  }, 300_000);
});
