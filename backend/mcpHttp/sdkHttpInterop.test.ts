// docs/http.md §6: the official TypeScript SDK's Client over its StreamableHTTPClientTransport against
// bin/groovymcp --http (the real engine), under 2025-06-18 and 2025-11-25: it lists and calls every
// tool (the SDK checks each structuredContent against the tool's outputSchema), reads, prompts,
// completes, pings, and renames through an elicitation that travels on the call's SSE stream.
// Every message the server sent is validated against the schema of the negotiated revision.
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateServerMessage, type Revision } from '../../test-support/mcpSchemas';
import { positionOf, SAMPLE_SOURCE, TOOL_NAMES, toolArguments } from '../stdio/testing/toolCalls';
import { startHttpChild, type HttpChild } from './testing/httpChild';
import { RecordingHttpTransport } from './testing/recordingHttpTransport';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'groovymcp-http-')));
const sample = join(root, 'Sample.groovy');
writeFileSync(sample, SAMPLE_SOURCE);
let server: HttpChild;
beforeAll(async () => void (server = await startHttpChild(['--root', root])));
afterAll(async () => {
  expect(await server.stop()).toEqual({ code: 0, signal: null });
  rmSync(root, { recursive: true, force: true });
});

describe.each<Revision>(['2025-06-18', '2025-11-25'])(
  'the official SDK client over HTTP under %s',
  (revision) => {
    it('calls every tool, reads, prompts, completes, pings and elicits; every message fits the schema', async () => {
      const transport = new RecordingHttpTransport(
        new StreamableHTTPClientTransport(new URL(server.url)),
        revision,
      );
      const client = new Client(
        { name: 'sdk-http-test', version: '1.0.0' },
        { capabilities: { elicitation: {} } },
      );
      const asked: string[] = [];
      client.setRequestHandler(ElicitRequestSchema, (request) => {
        asked.push(request.params.message);
        return { action: 'accept', content: { newName: 'Welcome' } };
      });
      await client.connect(transport);
      expect(transport.sessionId).toMatch(/^[\x21-\x7e]+$/);
      expect(transport.received[0]!.message).toMatchObject({ result: { protocolVersion: revision } });

      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
      const calls = toolArguments({ path: 'Sample.groovy' }, pathToFileURL(sample).href);
      for (const name of TOOL_NAMES) {
        const result = await client.callTool({ name, arguments: calls[name] });
        expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBe(false);
        expect(result.structuredContent, name).toBeTypeOf('object');
      }
      const { structuredContent } = await client.callTool({
        name: 'diagnostics',
        arguments: { text: 'class A { void f( }' },
      });
      expect((structuredContent as { diagnostics: unknown[] }).diagnostics.length).toBeGreaterThan(0);

      const { resources } = await client.listResources();
      for (const { uri } of resources) {
        const { contents } = await client.readResource({ uri });
        expect(JSON.parse((contents[0] as { text: string }).text)).toBeTypeOf('object');
      }
      const prompt = await client.getPrompt({ name: 'explain-groovy', arguments: { symbol: 'Friendly' } });
      expect(prompt.messages.length).toBeGreaterThan(0);
      const { completion } = await client.complete({
        ref: { type: 'ref/prompt', name: 'review-groovy' },
        argument: { name: 'focus', value: 'sec' },
      });
      expect(completion.values).toEqual(['security']);
      expect(await client.ping()).toEqual({});

      // rename without newName asks for it: elicitation/create on the call's own SSE stream.
      const at = positionOf(SAMPLE_SOURCE, 'class Friendly', 'class '.length);
      const renamed = await client.callTool({ name: 'rename', arguments: { text: SAMPLE_SOURCE, ...at } });
      expect(renamed.isError, JSON.stringify(renamed.content)).toBe(false);
      expect(JSON.stringify(renamed.structuredContent)).toContain('Welcome');
      expect(asked).toEqual([expect.stringContaining('"Friendly"')]);

      await transport.inner.terminateSession();
      await client.close();
      expect(transport.errors).toEqual([]);
      const problems = transport.received.flatMap(({ message, method }) =>
        validateServerMessage(revision, message, method),
      );
      expect(problems).toEqual([]);
    });
  },
);
