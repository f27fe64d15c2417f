// docs/elicitation.md, "Classic", over stdio with a real MCP client: the official TypeScript SDK's
// Client declares elicitation and answers `elicitation/create` with its request handler;
// bin/groovymcp (the real engine) asks for rename's missing newName and renames with the answer.
// Every line the server wrote is validated against the negotiated revision's schema.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { validateServerMessage, type Revision } from '../../test-support/mcpSchemas';
import { BIN } from './testing/groovymcpChild';
import { RecordingTransport } from './testing/recordingTransport';
import { positionOf, SAMPLE_SOURCE } from './testing/toolCalls';

const RENAME = { text: SAMPLE_SOURCE, ...positionOf(SAMPLE_SOURCE, 'class Friendly', 'class '.length) };

describe.each<Revision>(['2025-06-18', '2025-11-25'])('the official SDK client under %s', (revision) => {
  it('renames through a classic elicitation, and a decline ends the call as a tool error', async () => {
    const transport = new RecordingTransport(
      new StdioClientTransport({ command: BIN, stderr: 'pipe' }),
      revision,
    );
    const client = new Client(
      { name: 'sdk-elicitation-test', version: '1.0.0' },
      { capabilities: { elicitation: {} } },
    );
    const asked: { message: string; mode?: string }[] = [];
    let answer: ElicitResult = { action: 'accept', content: { newName: 'Welcome' } };
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push({ message: request.params.message, mode: (request.params as { mode?: string }).mode });
      return answer;
    });
    await client.connect(transport);

    const renamed = await client.callTool({ name: 'rename', arguments: RENAME });
    expect(renamed.isError, JSON.stringify(renamed.content)).toBe(false);
    const { changes } = renamed.structuredContent as { changes: { edits: { newText: string }[] }[] };
    expect(changes.flatMap((c) => c.edits.map((e) => e.newText))).toContain('Welcome');
    expect(asked).toEqual([
      {
        message: expect.stringContaining('"Friendly"') as string,
        mode: revision === '2025-11-25' ? 'form' : undefined,
      },
    ]);

    answer = { action: 'decline' };
    const declined = await client.callTool({ name: 'rename', arguments: RENAME });
    expect(declined).toMatchObject({ isError: true, content: [{ type: 'text', text: 'rename declined' }] });

    await client.close();
    expect(transport.transportErrors).toEqual([]);
    const lines = transport.rawLines.map((line) => JSON.parse(line) as { method?: string });
    expect(lines.filter((m) => m.method === 'elicitation/create')).toHaveLength(2);
    expect(
      transport.schemaProblems((message, method) => validateServerMessage(revision, message, method)),
    ).toEqual([]);
  });
});
