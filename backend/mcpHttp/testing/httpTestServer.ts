// Test support: the Streamable HTTP server in this process on a free loopback port, with the
// in-process engine stand-in, and raw HTTP requests to it (node:http, so that Host can be forged).
import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { EngineClient } from '../../../src/contracts';
import { NodeFileSystem } from '../../fs/nodeFileSystem';
import { McpHttpServer, type McpHttpServerOptions } from '../mcpHttpServer';

export interface TestServer {
  server: McpHttpServer;
  url: string;
  port: number;
  /** Lines the server logged. */
  logs: string[];
}

export async function startTestServer(
  engine: EngineClient,
  options: Partial<Pick<McpHttpServerOptions, 'token' | 'limits' | 'statelessTasks'>> = {},
): Promise<TestServer> {
  const logs: string[] = [];
  const server = new McpHttpServer({
    address: { host: '127.0.0.1', port: 0 },
    token: options.token,
    engine: Object.assign(engine, { close: () => Promise.resolve() }),
    fileSystem: await NodeFileSystem.create({}),
    classpathEntries: 0,
    log: (line) => logs.push(line),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.statelessTasks ? { statelessTasks: options.statelessTasks } : {}),
  });
  const url = await server.listen();
  return { server, url, port: Number(new URL(url).port), logs };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** The headers a conforming client sends with a POST. */
export const POST_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
};

/** Sends one request and resolves with its response headers, before the body is read. */
export function openRequest(port: number, raw: RawRequest): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: raw.method ?? 'POST',
        path: raw.path ?? '/mcp',
        headers: { Host: `127.0.0.1:${port}`, ...POST_HEADERS, ...raw.headers },
      },
      resolve,
    );
    req.on('error', reject);
    req.end(raw.body);
  });
}

export async function send(port: number, raw: RawRequest): Promise<RawAnswer> {
  const res = await openRequest(port, raw);
  let body = '';
  res.setEncoding('utf8');
  for await (const chunk of res) body += chunk as string;
  return { status: res.statusCode!, headers: res.headers, body };
}

export interface SseEventRead {
  id: string;
  data: unknown;
}

/**
 * Collects the SSE events of `res` as they come, parsed; `next(n)` waits for n more. Listeners, not
 * `for await`: leaving that loop would destroy the response, and a test reads one stream in steps.
 */
export class SseReader {
  private readonly events: SseEventRead[] = [];
  private taken = 0;
  private pending = '';
  private wake: () => void = () => {};
  readonly ended: Promise<void>;

  constructor(res: IncomingMessage) {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => this.push(chunk));
    this.ended = new Promise((resolve) => res.once('end', resolve));
    void this.ended.then(() => this.wake());
  }

  async next(count: number): Promise<SseEventRead[]> {
    let ended = false;
    void this.ended.then(() => (ended = true));
    while (this.events.length - this.taken < count && !ended) {
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    const out = this.events.slice(this.taken, this.taken + count);
    this.taken += out.length;
    return out;
  }

  private push(chunk: string): void {
    this.pending += chunk;
    let end: number;
    while ((end = this.pending.indexOf('\n\n')) >= 0) {
      const block = this.pending.slice(0, end);
      this.pending = this.pending.slice(end + 2);
      const id = /^id: (.*)$/m.exec(block)?.[1] ?? '';
      const data = [...block.matchAll(/^data: (.*)$/gm)].map((m) => m[1]).join('\n');
      this.events.push({ id, data: JSON.parse(data) });
    }
    this.wake();
  }
}

export const initializeBody = (protocolVersion: string, capabilities: object = {}): string =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: { protocolVersion, capabilities, clientInfo: { name: 'http-test', version: '1' } },
  });

/** initialize + notifications/initialized; resolves with the session id. */
export async function openSession(
  port: number,
  protocolVersion = '2025-11-25',
  capabilities: object = {},
): Promise<string> {
  const init = await send(port, { body: initializeBody(protocolVersion, capabilities) });
  const id = init.headers['mcp-session-id'] as string;
  const headers = { 'Mcp-Session-Id': id, 'MCP-Protocol-Version': protocolVersion };
  await send(port, {
    headers,
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  });
  return id;
}

export const rpc = (id: number | string, method: string, params: object = {}): string =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params });
