// Tool errors reach clients built on the official TypeScript SDK (docs/tool-errors.md): with its
// Client over StdioClientTransport launching bin/groovymcp, one call of each tool that fails as a
// tool error arrives as a result, `isError: true`, in the server's own words, never as the thrown
// `-32602 Structured content does not match the tool's output schema`; the successful calls still
// pass the SDK's output check. The same test covers the other ways a server's output makes that
// client throw instead of showing a result: a structuredContent that is not an object, a tool
// definition its zod schema refuses, `resultType` leaking into a legacy revision; for 2026-07-28,
// which the SDK Client does not speak, the raw answers go through the SDK's own result schemas and
// output validator. Every line is also checked against its revision's official schema.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  CallToolResultSchema,
  ListToolsResultSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { LEGACY_VERSIONS } from '../../src/protocol';
import { validateServerMessage } from '../../test-support/mcpSchemas';
import { BIN, GroovymcpChild, type Json } from './testing/groovymcpChild';
import { RecordingTransport } from './testing/recordingTransport';
import { SAMPLE_SOURCE, TOOL_NAMES, toolArguments, type ToolName } from './testing/toolCalls';

const tmp = realpathSync(mkdtempSync(join(tmpdir(), 'groovymcp-sdk-errors-')));
const root = join(tmp, 'root');
const sample = join(root, 'Sample.groovy');
const outside = join(tmp, 'Outside.groovy');
mkdirSync(root);
writeFileSync(sample, SAMPLE_SOURCE);
writeFileSync(outside, 'class Outside {}\n');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const at = { line: 0, character: 0 };

/** One call per tool that fails as a tool error, each a different mistake, and what the server says. */
const FAILING: Record<ToolName, { args: Json; says: string }> = {
  diagnostics: { args: {}, says: 'give the source as text, path or uri' },
  describe: {
    args: { text: 'def a = 1', line: 0.5, character: 0 },
    says: 'invalid argument line: Invalid input: expected int, received number',
  },
  definition: {
    args: { text: 'def a = 1', path: 'Sample.groovy', ...at },
    says: 'give either text or path, not both',
  },
  implementations: {
    args: { path: 'Sample.groovy', uri: 'groovy-buffer:x', ...at },
    says: 'give either path or uri, not both',
  },
  references: {
    args: { uri: 'groovy-buffer:never-opened', ...at },
    says: 'no open buffer "groovy-buffer:never-opened"',
  },
  symbols: { args: { path: '../Outside.groovy' }, says: 'path is outside the root' },
  complete: {
    args: { text: 'prin', line: 0, character: -1 },
    says: 'invalid argument character: Too small: expected number to be >=0',
  },
  signatures: {
    args: { text: 'x'.repeat(524_289), ...at },
    says: 'invalid argument text: source is over 524288 characters',
  },
  tokens: { args: { uri: pathToFileURL(outside).href }, says: 'path is outside the root' },
  format: {
    args: { text: 'def a = 1', tabSize: 'four' },
    says: 'invalid argument tabSize: Invalid input: expected number, received string',
  },
  'organize-imports': { args: { path: 'Missing.groovy' }, says: 'file not found under the root' },
  rename: {
    args: { text: 'class A { int x }', line: 0, character: 14, newName: 'class' },
    says: 'newName must be a valid Groovy identifier that is not a keyword',
  },
  close: { args: {}, says: 'invalid argument uri: Invalid input: expected string, received undefined' },
};

function textOf(result: CallToolResult): string {
  const [first] = result.content;
  return first?.type === 'text' ? first.text : '';
}

function resultsWithResultType(lines: readonly string[]): string[] {
  return lines.filter((line) => {
    const { result } = JSON.parse(line) as { result?: Json };
    return result !== undefined && 'resultType' in result;
  });
}

const HANDSHAKE_REVISIONS = [...LEGACY_VERSIONS].reverse();

describe.each(HANDSHAKE_REVISIONS)('the official SDK client under %s', (revision) => {
  it('gets every tool error as an isError result in the server’s words, and every success checked', async () => {
    const transport = new RecordingTransport(
      new StdioClientTransport({ command: BIN, args: ['--root', root], stderr: 'pipe' }),
      revision,
    );
    const client = new Client({ name: 'sdk-tool-errors-test', version: '1.0.0' });
    await client.connect(transport);
    const structured = revision >= '2025-06-18';
    // Lists the tools, so the SDK compiles each outputSchema and checks every later structuredContent.
    const { tools } = await client.listTools();
    expect(tools.every((t) => (t.outputSchema !== undefined) === structured)).toBe(true);

    const successes = toolArguments({ path: 'Sample.groovy' }, pathToFileURL(sample).href);
    for (const name of TOOL_NAMES) {
      const { args, says } = FAILING[name];
      const failed = await client.callTool({ name, arguments: args }).catch((thrown: unknown) => thrown);
      expect(failed, `${name}: the SDK threw instead of returning the tool error`).not.toBeInstanceOf(Error);
      const result = failed as CallToolResult;
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toBe(says);
      expect(result.structuredContent, name).toEqual(structured ? { error: textOf(result) } : undefined);

      const ok = (await client.callTool({ name, arguments: successes[name] })) as CallToolResult;
      expect(ok.isError, `${name}: ${textOf(ok)}`).toBe(false);
      // Present, it passed the SDK's check against the tool's outputSchema before being returned.
      expect(ok.structuredContent !== undefined, name).toBe(structured);
    }
    const unknown = (await client.callTool({ name: 'no-such-tool', arguments: {} })) as CallToolResult;
    expect([unknown.isError, textOf(unknown)]).toEqual([true, 'unknown tool']);

    await client.close();
    expect(transport.transportErrors).toEqual([]);
    expect(
      transport.schemaProblems((message, method) => validateServerMessage(revision, message, method)),
    ).toEqual([]);
    // Only 2026-07-28 has resultType; a legacy client has no reading for it.
    expect(resultsWithResultType(transport.rawLines)).toEqual([]);
    expect(transport.rawLines.length).toBeGreaterThan(2 * TOOL_NAMES.length + 2);
  });
});

describe('2026-07-28, which the SDK Client does not negotiate, through the SDK’s own result checks', () => {
  it('answers every tool error and success in a shape the SDK parses and its output validator accepts', async () => {
    const child = new GroovymcpChild(['--root', root]);
    try {
      const meta = {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
      };
      const request = async (method: string, params: Json): Promise<Json> => {
        const answer = await child.request(method, { ...params, _meta: meta });
        expect(answer.error, `${method}: ${JSON.stringify(answer.error)}`).toBeUndefined();
        return answer.result as Json;
      };
      // What Client.listTools and Client.callTool do with an answer: parse it with the SDK's zod
      // result schema, then check structuredContent with the SDK's default (ajv) validator.
      const { tools } = ListToolsResultSchema.parse(await request('tools/list', {}));
      const validators = new AjvJsonSchemaValidator();
      const check = new Map(tools.map((t) => [t.name, validators.getValidator(t.outputSchema!)]));
      expect([...check.keys()].sort()).toEqual([...TOOL_NAMES].sort());

      const successes = toolArguments({ path: 'Sample.groovy' }, pathToFileURL(sample).href);
      for (const name of TOOL_NAMES) {
        for (const [args, isError] of [
          [FAILING[name].args, true],
          [successes[name], false],
        ] as const) {
          const result = CallToolResultSchema.parse(await request('tools/call', { name, arguments: args }));
          expect(result.isError, `${name}: ${textOf(result)}`).toBe(isError);
          if (isError) expect(result.structuredContent, name).toEqual({ error: textOf(result) });
          const verdict = check.get(name)!(result.structuredContent);
          expect(verdict.errorMessage, name).toBeUndefined();
        }
      }
      expect(child.impure).toEqual([]);
      const problems = child.received.flatMap(({ message, method }) =>
        validateServerMessage('2026-07-28', message, method),
      );
      expect(problems).toEqual([]);
    } finally {
      await child.stop();
    }
  });
});
