// The official SDK's tasks client against `bin/groovymcp --http` with no session (docs/http.md §3,
// §6), run by `npm run conformance` on Node 22 from here, where its packages are installed. The
// SDK `Client` (@modelcontextprotocol/client) connects under 2026-07-28; its own codecs do not carry
// 2026-07-28 task traffic, so the tasks client (@modelcontextprotocol/ext-tasks) sends it through
// a host dispatch, as its documentation prescribes: here each request is its own POST, without a
// session id. The call (a source over 64 Ki characters, so the server makes it a task) is created
// by one POST and polled by later ones until the outcome; it must be groovyc's error.
//   node sdkStatelessTasks.mjs http://127.0.0.1:PORT/mcp     exit 0 when it holds, 1 with the reason
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createTaskSessionFromClient, resultFromTaskOutcome } from '@modelcontextprotocol/ext-tasks/client';

const url = process.argv[2];
const REVISION = '2026-07-28';
const clientInfo = { name: 'groovymcp-sdk-stateless-tasks', version: '1' };
const clientCapabilities = { extensions: { 'io.modelcontextprotocol/tasks': {} } };
const problems = [];
const methods = [];
let ids = 0;

/** One stateless POST per request: no Mcp-Session-Id is sent, and none may come back. */
async function dispatch(request) {
  const message = { jsonrpc: '2.0', id: request.id ?? `sdk-${++ids}`, ...request };
  methods.push(message.method);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': REVISION,
      'Mcp-Method': message.method,
    },
    body: JSON.stringify(message),
  });
  if (response.headers.has('mcp-session-id')) problems.push(`${message.method} answered with a session id`);
  return response.json();
}

const client = new Client(clientInfo, {
  capabilities: clientCapabilities,
  versionNegotiation: { mode: { pin: REVISION } },
});
await client.connect(new StreamableHTTPClientTransport(new URL(url)));
const session = createTaskSessionFromClient(client, {
  endpointId: url,
  rawDispatch: dispatch,
  v2RequestFraming: { protocolVersion: REVISION, clientInfo, clientCapabilities },
});
try {
  const text = `class A {}\n${'// filler line\n'.repeat(5000)}class B { void f( }\n`;
  const execution = await session.callTool('diagnostics', { text });
  const { outcome } = await execution.settle();
  if (outcome.status !== 'completed') problems.push(`outcome ${outcome.status}: ${outcome.error?.message}`);
  else {
    const result = resultFromTaskOutcome(outcome);
    const diagnostics = result.structuredContent?.diagnostics ?? [];
    if (!diagnostics.some((d) => d.severity === 'error' && d.source === 'groovyc'))
      problems.push(`no groovyc error in ${JSON.stringify(result).slice(0, 300)}`);
  }
  if (!methods.includes('tools/call') || !methods.includes('tasks/get'))
    problems.push(`not created and polled as a task: ${methods.join(', ')}`);
} catch (error) {
  problems.push(`${error?.name}: ${error?.message} ${error?.cause?.message ?? ''}`.slice(0, 2000));
} finally {
  await session.close();
  await client.close();
}
for (const problem of problems) console.log(problem);
process.exit(problems.length === 0 ? 0 : 1);
