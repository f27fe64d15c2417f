// The conformance suite's client command (docs/conformance.md): `conformance-client <server-url>`,
// with the scenario in MCP_CONFORMANCE_SCENARIO and what it hands the client in
// MCP_CONFORMANCE_CONTEXT. It connects as a person would in the page under 2025-11-25, with
// elicitation declared, lists the tools (every page) and calls each with the arguments the Tools
// form sends once its required fields are filled; an elicitation is accepted as the dialog pre-fills
// it. Exit 0 when every step succeeded, 1 otherwise, with the reason on stderr.
import { describeError, listTools, callTool } from '../../src/client';
import { headlessClient } from './headlessClient';
import { acceptAsPrefilled, toolArguments } from './personInPage';

const REVISION = '2025-11-25';

async function main(): Promise<number> {
  const url = process.argv.at(-1);
  if (url === undefined || !/^https?:\/\//.test(url)) {
    process.stderr.write('usage: conformance-client <server-url>\n');
    return 2;
  }
  const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '(none)';
  process.stderr.write(`scenario ${scenario}, server ${url}\n`);
  const client = headlessClient({ url });
  client.setElicitationHandler(acceptAsPrefilled);
  const connected = await client.connect(REVISION, { elicitation: true, tasks: false });
  if (connected.state !== 'connected') {
    process.stderr.write(`connect failed: ${connected.reason}\n`);
    return 1;
  }
  process.stderr.write(`connected under ${connected.revision} to ${connected.server.name}\n`);
  let failures = 0;
  const tools = await listTools(client);
  if (!tools.outcome.ok) {
    process.stderr.write(`tools/list failed: ${describeError(tools.outcome.error)}\n`);
    failures++;
  } else {
    for (const tool of tools.outcome.value) {
      const args = toolArguments(tool.inputSchema);
      const call = await callTool(client, tool.name, args);
      const verdict = call.outcome.ok
        ? call.outcome.value.isError
          ? 'tool error'
          : 'ok'
        : describeError(call.outcome.error);
      process.stderr.write(`tools/call ${tool.name} ${JSON.stringify(args)}: ${verdict}\n`);
      if (!call.outcome.ok) failures++;
    }
  }
  await client.reset();
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
