// A tiny stdio MCP server for the check command's tests (docs/check-command.md): it speaks JSON-RPC
// over lines correctly except that tools/list names a tool without its required `inputSchema`, a
// frame the official schema refuses. With the argument `--crash` it exits before answering anything.
import { createInterface } from 'node:readline';

if (process.argv.includes('--crash')) {
  process.stderr.write('invalidToolServer: told to crash\n');
  process.exit(7);
}

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const request = JSON.parse(line);
  if (request.id === undefined) return; // a notification
  const { id, method, params } = request;
  if (method === 'initialize') {
    send({
      id,
      result: {
        protocolVersion: params.protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: 'invalid-tool-server', version: '1.0.0' },
      },
    });
  } else if (method === 'tools/list') {
    send({ id, result: { tools: [{ name: 'broken', description: 'has no inputSchema' }] } });
  } else if (method === 'tools/call') {
    send({ id, result: { content: [{ type: 'text', text: 'no such luck' }], isError: true } });
  } else {
    send({ id, error: { code: -32601, message: `method not found: ${method}` } });
  }
});
