// Property-based fuzzing of the session machine (issue "Prove"): at least 10,000 random and mutated
// lines, including batches, wrong types, huge strings, deep nesting and invalid UTF-8. The session
// never throws, every answer is a valid JSON-RPC response, and a ping afterwards is answered.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema, ResultResponseSchema } from '../protocol';
import { FakeEngine } from '../../test-support/fakeEngine';
import { modernMeta } from '../../test-support/sessionHarness';
import { byteStreamInto } from './byteStreamSession';
import { createSessionMachine } from './sessionMachine';

type Json = Record<string, unknown>;

const TEMPLATES: Json[] = [
  {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'f', version: '1' } },
  },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', id: 2, method: 'ping' },
  { jsonrpc: '2.0', id: 3, method: 'tools/list' },
  {
    jsonrpc: '2.0',
    id: 4,
    method: 'tools/call',
    params: { name: 'diagnostics', arguments: { text: 'def a = 1' } },
  },
  {
    jsonrpc: '2.0',
    id: 5,
    method: 'tools/call',
    params: { name: 'rename', arguments: { text: 'def a', line: 0, character: 4, newName: 'b' } },
  },
  { jsonrpc: '2.0', id: 'six', method: 'resources/read', params: { uri: 'groovy://limits' } },
  {
    jsonrpc: '2.0',
    id: 7,
    method: 'prompts/get',
    params: { name: 'review-groovy', arguments: { focus: 'style' } },
  },
  {
    jsonrpc: '2.0',
    id: 8,
    method: 'completion/complete',
    params: { ref: { type: 'ref/prompt', name: 'explain-groovy' }, argument: { name: 'symbol', value: 'a' } },
  },
  { jsonrpc: '2.0', id: 9, method: 'server/discover', params: { _meta: modernMeta() } },
  {
    jsonrpc: '2.0',
    id: 10,
    method: 'tools/call',
    params: { _meta: modernMeta(), name: 'format', arguments: { text: 'x', tabSize: 2 } },
  },
  { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 4 } },
];

/** Replaces, drops or retypes one field somewhere in the message. */
function mutate(message: Json, path: string[], replacement: unknown, drop: boolean): Json {
  const copy = structuredClone(message);
  let node: Json = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) return copy;
    node = node[key] as Json;
  }
  const last = path.at(-1)!;
  if (drop) delete node[last];
  else node[last] = replacement;
  return copy;
}

const paths: string[][] = [
  ['jsonrpc'],
  ['id'],
  ['method'],
  ['params'],
  ['params', 'name'],
  ['params', 'arguments'],
  ['params', 'uri'],
  ['params', 'protocolVersion'],
  ['params', '_meta'],
  ['params', 'arguments', 'text'],
  ['params', 'arguments', 'line'],
  ['params', 'ref'],
  ['params', 'argument'],
];

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const lineArbitrary: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TEMPLATES).map((m) => JSON.stringify(m)) },
  {
    weight: 10,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...TEMPLATES),
        fc.constantFrom(...paths),
        fc.jsonValue({ maxDepth: 3 }),
        fc.boolean(),
      )
      .map(([m, path, value, drop]) => JSON.stringify(mutate(m, path, value, drop))),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...TEMPLATES), { maxLength: 3 })
      .map((batch) => JSON.stringify(batch)),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 2, arbitrary: fc.json({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 50_000 }).map(deep) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 30 }).map((n) =>
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'diagnostics', arguments: { text: 'x'.repeat(n * 20_000) } },
      }),
    ),
  },
  { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }) },
);

function checkAnswer(line: string): void {
  const message = JSON.parse(line) as Json;
  const ok =
    'error' in message
      ? ErrorResponseSchema.safeParse(message).success
      : ResultResponseSchema.safeParse(message).success;
  expect(ok, line.slice(0, 300)).toBe(true);
}

describe('session fuzzing', () => {
  it('survives 10,000+ random and mutated lines and still answers ping', async () => {
    let lines = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(lineArbitrary, { minLength: 1, maxLength: 8 }), async (inputs) => {
        const out: string[] = [];
        const session = createSessionMachine({ engine: new FakeEngine(), send: (l) => out.push(l) });
        const bytes = byteStreamInto(session);
        const encoder = new TextEncoder();
        for (const input of inputs) {
          if (typeof input === 'string') session.receive(input);
          else bytes.push(Uint8Array.of(...input, 0x0a));
          lines++;
        }
        await session.idle();
        session.receive('{"jsonrpc":"2.0","id":"final-ping","method":"ping"}');
        bytes.push(encoder.encode('{"jsonrpc":"2.0","id":"final-ping-2","method":"ping"}\n'));
        await session.idle();
        out.forEach(checkAnswer);
        const finals = out
          .map((l) => JSON.parse(l) as Json)
          .filter((m) => String(m.id).startsWith('final-ping'));
        expect(finals.map((m) => m.result)).toEqual([{}, {}]);
      }),
      { numRuns: 2_500 },
    );
    expect(lines).toBeGreaterThanOrEqual(10_000);
  }, 120_000);
});
