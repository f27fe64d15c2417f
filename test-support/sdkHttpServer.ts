// A small real Streamable HTTP MCP server built from the official SDK (`McpServer` +
// `StreamableHTTPServerTransport`), for the any-server tests (docs/any-server.md, "Streamable
// HTTP"): it records the headers of every request it receives, offers an `echo-headers` tool that
// answers with the headers of the request that called it and a `slow` tool (three seconds, to see
// a request timeout), and, once the client says it is initialized, adds a `late` tool (the SDK then
// sends `notifications/tools/list_changed`, on the GET stream only: a client without one by then
// never hears it).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

export interface SdkHttpServer {
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: { method: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

function mcpServer(): McpServer {
  const server = new McpServer({ name: 'sdk-test-server', version: '1.0.0' });
  server.registerTool(
    'echo-headers',
    { description: 'Answers with the HTTP headers of the request that called it' },
    (extra) => ({
      content: [{ type: 'text', text: JSON.stringify(extra.requestInfo?.headers ?? {}) }],
    }),
  );
  server.registerTool('slow', { description: 'Answers after three seconds' }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return { content: [{ type: 'text', text: 'slow' }] };
  });
  server.server.oninitialized = () => {
    server.registerTool('late', { description: 'Added once the client is initialized' }, () => ({
      content: [{ type: 'text', text: 'late' }],
    }));
  };
  return server;
}

/** Starts the server on a free loopback port; `/mcp` is its endpoint. */
export async function startSdkHttpServer(): Promise<SdkHttpServer> {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const requests: SdkHttpServer['requests'] = [];
  const http: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', headers: req.headers });
    const id = req.headers['mcp-session-id'];
    let transport = typeof id === 'string' ? transports.get(id) : undefined;
    if (transport === undefined) {
      if (typeof id === 'string') {
        res.writeHead(404).end();
        return;
      }
      // No session yet: this must be an initialize, which the transport checks.
      const created = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => void transports.set(sessionId, created),
      });
      created.onclose = () => {
        if (created.sessionId !== undefined) transports.delete(created.sessionId);
      };
      transport = created;
      void mcpServer().connect(created);
    }
    void transport.handleRequest(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    requests,
    close: async () => {
      for (const transport of transports.values()) await transport.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
