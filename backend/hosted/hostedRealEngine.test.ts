// With the real engine: every op answers a hosted visitor exactly as it answers local mode, URIs
// and all, though the engine saw the visitor's namespaced URIs (docs/hosted.md, "Security model").
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EngineProcess } from '../engine/engineProcess';
import { startBackend, type RunningBackend } from '../http/backendServer';
import { createToken } from '../http/token';
import { startHostedForTest, type HostedForTest, type TestVisitor } from './hostedTestSupport';

const MAIN = 'groovy-buffer:dir/Main.groovy';
const HELPER = 'groovy-buffer:Helper.groovy';
const mainText = [
  'import java.util.List',
  'import java.util.Map',
  '',
  'class Greeter extends Helper {',
  '  String greet(String name) { helper(name) }',
  '}',
  "def g = new Greeter()\nprintln g.greet('x')",
  '',
].join('\n');
const helperText = 'class Helper {\n  String helper(String s) { s.toUpperCase() }\n}\n';
const related = [{ uri: HELPER, text: helperText }];
const at = (line: number, character: number) => ({ line, character });

const REQUESTS: Record<string, unknown> = {
  diagnostics: { op: 'diagnostics', uri: MAIN, text: mainText, related },
  broken: { op: 'diagnostics', uri: MAIN, text: 'class {', related },
  symbols: { op: 'symbols', uri: MAIN, text: mainText, related },
  describe: { op: 'describe', uri: MAIN, text: mainText, related, args: at(4, 32) },
  definition: { op: 'definition', uri: MAIN, text: mainText, related, args: at(4, 32) },
  implementations: {
    op: 'implementations',
    uri: HELPER,
    text: helperText,
    related: [{ uri: MAIN, text: mainText }],
    args: at(0, 7),
  },
  references: {
    op: 'references',
    uri: MAIN,
    text: mainText,
    related,
    args: { ...at(4, 32), includeDeclaration: true },
  },
  complete: { op: 'complete', uri: MAIN, text: mainText, related, args: at(7, 10) },
  signatures: { op: 'signatures', uri: MAIN, text: mainText, related, args: at(7, 16) },
  tokens: { op: 'tokens', uri: MAIN, text: mainText, related },
  format: { op: 'format', uri: MAIN, text: mainText, related },
  organizeImports: { op: 'organize-imports', uri: MAIN, text: mainText, related },
  rename: { op: 'rename', uri: MAIN, text: mainText, related, args: { ...at(4, 32), newName: 'shout' } },
  emptyUri: { op: 'diagnostics', uri: '', text: mainText },
  info: { op: 'info' },
};

let engine: EngineProcess;
let bulkEngine: EngineProcess;
let local: RunningBackend;
let hosted: HostedForTest;
let visitor: TestVisitor;
const token = createToken();

beforeAll(async () => {
  engine = new EngineProcess({ log: () => {} });
  bulkEngine = new EngineProcess({ log: () => {}, niceness: 19 });
  local = await startBackend({ engine, token, port: 0, log: () => {} });
  hosted = await startHostedForTest(engine, {}, { bulkEngine });
  visitor = await hosted.visit();
  await Promise.all([engine.whenReady(), bulkEngine.whenReady()]);
}, 60_000);
afterAll(async () => {
  await hosted?.close();
  await local?.close();
  await Promise.all([engine?.close(), bulkEngine?.close()]);
});

/** The niceness of a process: field 19 of /proc/PID/stat (the fields after the command's `)`). */
const nicenessOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

async function askLocal(body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${local.url}api/engine`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('hosted answers, real engine', () => {
  it.each(Object.keys(REQUESTS))('%s: the same status and body as local mode', async (name) => {
    const request = REQUESTS[name];
    const expected = await askLocal(request);
    const answer = await hosted.engine(visitor, request);
    expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual(expected);
    expect(answer.body).not.toContain('hosted-visitor-');
  });

  it('the comparison means something: rename edits both buffers, references cross them', async () => {
    const rename = JSON.parse((await hosted.engine(visitor, REQUESTS.rename)).body) as {
      result: { changes: { uri: string }[] };
    };
    expect(rename.result.changes.map((c) => c.uri).sort()).toEqual([MAIN, HELPER].sort());
    const references = (await askLocal(REQUESTS.references)).body as {
      result: { locations: { uri: string }[] };
    };
    expect(new Set(references.result.locations.map((l) => l.uri))).toEqual(new Set([MAIN, HELPER]));
  });

  it('a paste over the bulk size: the same answer, from the JVM that runs at niceness 19', async () => {
    const pasted = mainText + '\n' + '// a pasted line of comment, to pass the bulk size\n'.repeat(700);
    const request = { op: 'diagnostics' as const, uri: MAIN, text: pasted + 'class {', related };
    const expected = await askLocal(request);
    expect(expected.body).toMatchObject({ result: { diagnostics: [expect.anything()] } });
    const before = bulkEngine.restarts;
    const asked = vi.spyOn(bulkEngine, 'request');
    const answer = await hosted.engine(visitor, request);
    expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual(expected);
    expect(asked).toHaveBeenCalledTimes(1);
    asked.mockRestore();
    expect([nicenessOf(bulkEngine.pid!), nicenessOf(engine.pid!), bulkEngine.restarts]).toEqual([
      19,
      0,
      before,
    ]);
  });
});
