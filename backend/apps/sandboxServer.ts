// The MCP Apps sandbox origin (docs/playground.md, "MCP Apps"): a second loopback server, on its own
// port, that serves the sandbox proxy page and nothing else. A different port is a different origin,
// so an app can never read the playground's document or storage; and this server has no API and no
// token, and the backend's Origin guard refuses requests from it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseCspParam, sandboxPolicy } from './sandboxPolicy';
import { sandboxPageHtml } from './sandboxPage';

export const SANDBOX_PATH = '/sandbox.html';

export interface SandboxServer {
  readonly server: Server;
  /** `http://127.0.0.1:<port>/sandbox.html` */
  readonly pageUrl: string;
  close(): Promise<void>;
}

function refuse(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/** Serves the proxy page to the playground origins `hostOrigins()` (read per request: the port comes late). */
export function handleSandboxRequest(
  req: IncomingMessage,
  res: ServerResponse,
  hostOrigins: () => readonly string[],
): void {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  if (req.method !== 'GET' || url.pathname !== SANDBOX_PATH) return refuse(res, 404, 'not found');
  const host = url.searchParams.get('host') ?? '';
  const allowed = hostOrigins();
  if (!allowed.includes(host)) return refuse(res, 403, 'host must be the playground origin');
  const csp = sandboxPolicy(parseCspParam(url.searchParams.get('csp')), allowed);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    // The playground is cross-origin isolated (COEP require-corp): a frame it embeds must opt in.
    'Cross-Origin-Embedder-Policy': 'require-corp',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(sandboxPageHtml(host));
}

export async function startSandboxServer(
  hostOrigins: () => readonly string[],
  port = 0,
): Promise<SandboxServer> {
  const server = createServer((req, res) => handleSandboxRequest(req, res, hostOrigins));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    server,
    pageUrl: `http://127.0.0.1:${actual}${SANDBOX_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
