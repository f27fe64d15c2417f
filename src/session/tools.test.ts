// docs/server.md §6 "The thirteen tools": definitions per revision and results against outputSchema.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it } from 'vitest';
import { REVISIONS, type Revision } from '../../test-support/mcpSchemas';
import { SessionHarness, type Json } from '../../test-support/sessionHarness';

// Written out, not imported from src/contracts: this pins docs/server.md §6 (names and order) against
// the list the code derives everything from.
const TOOL_NAMES = [
  'diagnostics',
  'describe',
  'definition',
  'implementations',
  'references',
  'symbols',
  'complete',
  'signatures',
  'tokens',
  'format',
  'organize-imports',
  'rename',
  'close',
];

let harness: SessionHarness;
afterEach(() => expect(harness.problems).toEqual([]));

async function listTools(revision: Revision): Promise<Json[]> {
  harness = new SessionHarness(revision);
  await harness.connect();
  return ((await harness.request('tools/list')).result as { tools: Json[] }).tools;
}

describe.each(REVISIONS)('tools/list under %s', (revision) => {
  const has = (since: Revision) => REVISIONS.indexOf(revision) >= REVISIONS.indexOf(since);

  it('lists the thirteen tools with an object input schema', async () => {
    const tools = await listTools(revision);
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    for (const tool of tools) expect((tool.inputSchema as Json).type).toBe('object');
  });

  it('has titles, output schemas and read-only annotations where the revision has them', async () => {
    for (const tool of await listTools(revision)) {
      expect('annotations' in tool).toBe(has('2025-03-26'));
      if (has('2025-03-26')) expect((tool.annotations as Json).readOnlyHint).toBe(true);
      expect('title' in tool).toBe(has('2025-06-18'));
      expect('outputSchema' in tool).toBe(has('2025-06-18'));
      const dialect = 'https://json-schema.org/draft/2020-12/schema';
      expect((tool.inputSchema as Json).$schema).toBe(has('2025-11-25') ? dialect : undefined);
      if (has('2025-11-25')) expect((tool.outputSchema as Json).$schema).toBe(dialect);
    }
  });
});

describe.each(REVISIONS.slice(REVISIONS.indexOf('2025-06-18')))('output schemas under %s', (revision) => {
  // docs/tool-errors.md: success OR {error}, under a root that stays `type: "object"`.
  it('admit the tool error shape {error: string} and nothing else beside the success shape', async () => {
    for (const tool of await listTools(revision)) {
      const schema = tool.outputSchema as Json;
      expect(schema.type, String(tool.name)).toBe('object');
      const validate = new Ajv2020({ strict: false }).compile(schema);
      expect(validate({ error: 'path is outside the root' }), String(tool.name)).toBe(true);
      for (const wrong of [
        {},
        { error: 1 },
        { error: 'x', uri: 'groovy-buffer:snippet' },
        { message: 'x' },
      ]) {
        expect(validate(wrong), `${String(tool.name)} ${JSON.stringify(wrong)}`).toBe(false);
      }
    }
  });
});

describe('results', () => {
  const positioned = { line: 0, character: 4 };
  const calls: [string, Json][] = [
    ['diagnostics', { text: 'def a = ERROR' }],
    ['describe', { text: 'def a = 1', ...positioned }],
    ['definition', { text: 'def a = 1', ...positioned }],
    ['implementations', { text: 'def a = 1', ...positioned }],
    ['references', { text: 'def a = 1', ...positioned, includeDeclaration: false }],
    ['symbols', { text: 'class A {}\ndef b = 2' }],
    ['complete', { text: 'prin', line: 0, character: 4 }],
    ['signatures', { text: 'max(1, ', line: 0, character: 7 }],
    ['tokens', { text: 'def a = 1' }],
    ['tokens', { text: 'def a = 1', range: { startLine: 0, endLine: 0 }, encoding: 'relative' }],
    ['format', { text: 'def a = 1', tabSize: 2, insertSpaces: false }],
    ['organize-imports', { text: 'import java.util.List\n' }],
    ['rename', { text: 'def a = 1', ...positioned, newName: 'b' }],
    ['close', { uri: 'groovy-buffer:snippet' }],
  ];

  it.each(calls)(
    '%s: structuredContent validates against its outputSchema and the text is the same JSON',
    async (name, args) => {
      const tools = await listTools('2025-11-25');
      const tool = tools.find((t) => t.name === name)!;
      const validate = new Ajv2020({ strict: false }).compile(tool.outputSchema as Json);
      const result = await harness.callTool(name, args);
      expect(result.isError).toBe(false);
      expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
      expect(JSON.parse(((result.content as Json[])[0] as { text: string }).text)).toEqual(
        result.structuredContent,
      );
    },
  );

  it("tokens: objects by default (today's shape), the relative array when asked, range passed on", async () => {
    await listTools('2025-11-25');
    const plain = await harness.callTool('tokens', { text: 'def a = 1' });
    expect(Object.keys(plain.structuredContent as Json)).toEqual(['uri', 'legend', 'tokens']);
    const range = { startLine: 2, endLine: 5 };
    const relative = await harness.callTool('tokens', { text: 'def a = 1', range, encoding: 'relative' });
    expect(relative.structuredContent).toMatchObject({ encoding: 'relative', data: [] });
    expect(harness.engine.requests.filter((r) => r.op === 'tokens').map((r) => r.args)).toEqual([
      { encoding: 'objects' },
      { range, encoding: 'relative' },
    ]);
  });

  it.each<[string, Json, string]>([
    [
      'endLine before startLine',
      { range: { startLine: 4, endLine: 3 } },
      'invalid argument range.endLine: endLine must be >= startLine',
    ],
    ['a negative line', { range: { startLine: -1, endLine: 3 } }, 'invalid argument range.startLine'],
    ['a range without endLine', { range: { startLine: 1 } }, 'invalid argument range.endLine'],
    ['an unknown encoding', { encoding: 'compact' }, 'invalid argument encoding'],
  ])('tokens: %s is a tool error, never sent to the engine', async (_, args, message) => {
    const tool = (await listTools('2025-11-25')).find((t) => t.name === 'tokens')!;
    const result = await harness.callTool('tokens', { text: 'def a = 1', ...args });
    expect(result.isError).toBe(true);
    expect((result.structuredContent as { error: string }).error).toContain(message);
    expect(new Ajv2020({ strict: false }).validate(tool.outputSchema as Json, result.structuredContent)).toBe(
      true,
    );
    expect(harness.engine.requests.filter((r) => r.op === 'tokens')).toEqual([]);
  });

  it('strips keys the engine adds that are not in the output schema', async () => {
    await listTools('2025-11-25');
    harness.engine.override = (request) => ({ uri: request.uri, found: false, internalDebug: 'x' });
    const result = await harness.callTool('describe', { text: 'x', line: 0, character: 0 });
    expect(result.structuredContent).toEqual({ uri: 'groovy-buffer:snippet', found: false });
  });

  it.each([['1abc'], ['a-b'], ['class'], ['def'], [''], ['a b']])(
    'rejects newName %j as a tool error',
    async (newName) => {
      const tool = (await listTools('2025-11-25')).find((t) => t.name === 'rename')!;
      const result = await harness.callTool('rename', { text: 'def a = 1', line: 0, character: 4, newName });
      expect(result.isError).toBe(true);
      const message = 'newName must be a valid Groovy identifier that is not a keyword';
      expect(result.structuredContent).toEqual({ error: message });
      expect(
        new Ajv2020({ strict: false }).validate(tool.outputSchema as Json, result.structuredContent),
      ).toBe(true);
      expect(harness.engine.requests.filter((r) => r.op === 'rename')).toEqual([]);
    },
  );

  it.each([['b'], ['_x'], ['$y'], ['ünïcode'], ['trait2']])('accepts newName %j', async (newName) => {
    await listTools('2025-11-25');
    expect(
      (await harness.callTool('rename', { text: 'def a = 1', line: 0, character: 4, newName })).isError,
    ).toBe(false);
  });
});
