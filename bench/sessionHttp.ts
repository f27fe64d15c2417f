// The HTTP rows of `npm run bench:session` (issue 29): `ping` over Streamable HTTP, sequential on one
// keep-alive connection, against this project's transport (backend/mcpHttp, the session machine
// behind it) and against the official SDK's StreamableHTTPServerTransport serving the same thirteen
// tool definitions through its low-level Server, in one run, alternating short slices so that
// machine noise hits both alike. Both answer JSON (the SDK with `enableJsonResponse`, its fastest
// mode). Goal: our requests/s at least 1.5× the SDK's.
import { randomUUID } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { McpHttpServer } from '../backend/mcpHttp/mcpHttpServer';
import { NodeFileSystem } from '../backend/fs/nodeFileSystem';
import { FakeEngine } from '../test-support/fakeEngine';
import { recordFigure } from './record';

const GOAL_RATIO = 1.5;
const VERSION = '2025-11-25';
const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: VERSION, capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
});

interface Endpoint {
  url: URL;
  close: () => Promise<void>;
}

async function ours(): Promise<Endpoint> {
  const engine = Object.assign(new FakeEngine(), { close: () => Promise.resolve() });
  const server = new McpHttpServer({
    address: { host: '127.0.0.1', port: 0 },
    token: undefined,
    engine,
    fileSystem: await NodeFileSystem.create({}),
    classpathEntries: 0,
    log: () => {},
  });
  const url = new URL(await server.listen());
  return { url, close: () => server.shutdown('bench over', 0) };
}

async function sdk(tools: unknown[]): Promise<Endpoint> {
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => randomUUID(),
    enableJsonResponse: true,
  });
  const server = new Server({ name: 'sdk-bench', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }) as never);
  await server.connect(transport);
  const http = createServer((req, res) => void transport.handleRequest(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    close: async () => {
      await transport.close();
      http.closeAllConnections();
      http.close();
    },
  };
}

/** One client connection (keep-alive) that posts a message and resolves with the answer's body. */
function client(url: URL) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
  };
  const post = (body: string): Promise<{ status: number; body: string; session?: string }> =>
    new Promise((resolve, reject) => {
      const req = request(url, { method: 'POST', agent, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: text, session: res.headers['mcp-session-id'] as string }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  return {
    async connect(): Promise<void> {
      const init = await post(INITIALIZE);
      headers['Mcp-Session-Id'] = init.session!;
      headers['MCP-Protocol-Version'] = VERSION;
      await post('{"jsonrpc":"2.0","method":"notifications/initialized"}');
    },
    post,
    close: () => agent.destroy(),
  };
}

/** Sequential pings for `ms`: the count, and each one's milliseconds. */
async function pings(c: ReturnType<typeof client>, ms: number, samples: number[]): Promise<number> {
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    const t = performance.now();
    const answer = await c.post(`{"jsonrpc":"2.0","id":${count + 1},"method":"ping"}`);
    if (answer.status !== 200 || !answer.body.includes('"result"'))
      throw new TypeError(`ping failed: ${answer.body}`);
    samples.push(performance.now() - t);
    count += 1;
  }
  return count;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** The table rows: header, ours, the SDK's, and the ratio against the goal. */
export async function httpRows(durationMs: number, tools: unknown[]): Promise<string[][]> {
  const servers = [await ours(), await sdk(tools)];
  const clients = servers.map((server) => client(server.url));
  for (const c of clients) await c.connect();
  const counts = [0, 0];
  const samples: number[][] = [[], []];
  for (const c of clients) await pings(c, 200, []); // warm-up
  const slices = 10;
  for (let s = 0; s < slices; s++) {
    for (const [i, c] of clients.entries()) counts[i]! += await pings(c, durationMs / slices, samples[i]!);
  }
  for (const c of clients) c.close();
  for (const server of servers) await server.close();
  const rate = counts.map((n) => (n * 1000) / durationMs);
  const ratio = rate[0]! / rate[1]!;
  const bench = 'bench:session';
  for (const [i, who] of ['groovymcp --http', 'SDK StreamableHTTPServerTransport'].entries()) {
    recordFigure({ bench, figure: `ping over HTTP, ${who}`, value: Math.round(rate[i]!), unit: 'req/s' });
  }
  recordFigure({
    bench,
    figure: 'ping over HTTP, groovymcp / SDK',
    value: +ratio.toFixed(2),
    unit: '×',
    goal: `≥ ${GOAL_RATIO}×`,
    met: ratio >= GOAL_RATIO,
  });
  return [
    ['ping over HTTP (sequential, keep-alive)', 'req/s', 'p50 ms'],
    ['groovymcp --http transport', rate[0]!.toFixed(0), median(samples[0]!).toFixed(3)],
    ['SDK StreamableHTTPServerTransport', rate[1]!.toFixed(0), median(samples[1]!).toFixed(3)],
    ['ratio (goal ≥ 1.5x)', `${ratio.toFixed(2)}x ${ratio >= GOAL_RATIO ? '✓' : '✗'}`, ''],
  ];
}
