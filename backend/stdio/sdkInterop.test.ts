// Interop with a real MCP client: the official TypeScript SDK's Client, over its StdioClientTransport,
// launches bin/groovymcp --root <tmp> and uses everything the server offers, for the oldest and the
// newest handshake revision. The SDK checks each structuredContent against the tool's outputSchema;
// in addition every line the server wrote is captured raw and validated against the JSON Schema of
// the negotiated revision.
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, describe, expect, it } from 'vitest';
import { validateServerMessage, type Revision } from '../../test-support/mcpSchemas';
import { BIN, isAlive } from './testing/groovymcpChild';
import { RecordingTransport } from './testing/recordingTransport';
import { SAMPLE_SOURCE, TOOL_NAMES, toolArguments } from './testing/toolCalls';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'groovymcp-sdk-')));
const sample = join(root, 'Sample.groovy');
writeFileSync(sample, SAMPLE_SOURCE);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const REVISIONS: Revision[] = ['2024-11-05', '2025-11-25'];

describe.each(REVISIONS)('the official SDK client under %s', (revision) => {
  it('initializes, calls every tool, reads every resource, gets every prompt, completes and pings', async () => {
    const transport = new RecordingTransport(
      new StdioClientTransport({ command: BIN, args: ['--root', root], stderr: 'pipe' }),
      revision,
    );
    const client = new Client({ name: 'sdk-interop-test', version: '1.0.0' });
    await client.connect(transport);
    const pid = transport.inner.pid!;
    expect(client.getServerVersion()).toMatchObject({ name: 'groovy-mcp' });
    expect(JSON.parse(transport.rawLines[0]!)).toMatchObject({
      id: 0,
      result: { protocolVersion: revision },
    });
    const structured = revision !== '2024-11-05'; // outputSchema and structuredContent came in 2025-06-18

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    expect(tools.every((t) => (t.outputSchema !== undefined) === structured)).toBe(true);
    const calls = toolArguments({ path: 'Sample.groovy' }, pathToFileURL(sample).href);
    for (const name of TOOL_NAMES) {
      const result = await client.callTool({ name, arguments: calls[name] });
      expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBe(false);
      // Present, the SDK has checked it against the tool's outputSchema before returning it.
      expect(result.structuredContent !== undefined, name).toBe(structured);
    }

    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual([
      'groovy://default-imports',
      'groovy://keywords',
      'groovy://limits',
    ]);
    for (const { uri } of resources) {
      const { contents } = await client.readResource({ uri });
      const [content] = contents as { mimeType?: string; text?: string }[];
      expect(content!.mimeType).toBe('application/json');
      expect(JSON.parse(content!.text!)).toBeTypeOf('object');
    }

    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual(['explain-groovy', 'review-groovy']);
    for (const { name } of prompts) {
      const prompt = await client.getPrompt({ name, arguments: { symbol: 'Friendly', focus: 'naming' } });
      expect(prompt.messages.length).toBeGreaterThan(0);
    }
    const { completion } = await client.complete({
      ref: { type: 'ref/prompt', name: 'explain-groovy' },
      argument: { name: 'symbol', value: 'Fr' },
    });
    expect(Array.isArray(completion.values)).toBe(true);
    expect(await client.ping()).toEqual({});

    await client.close();
    // The SDK closes stdin and waits for the exit.
    expect(transport.exit).toEqual({ code: 0, signal: null });
    expect(isAlive(pid)).toBe(false);

    expect(transport.transportErrors).toEqual([]);
    const problems = transport.schemaProblems((message, method) =>
      validateServerMessage(revision, message, method),
    );
    expect(problems).toEqual([]);
    expect(transport.rawLines.length).toBeGreaterThan(TOOL_NAMES.length + 8);
  });
});
