// Test helpers for the HTTP server: a raw HTTP client that can send any Host header (fetch
// cannot). Imported by *.test.ts only. The fake engine is test-support/fakeEngine.ts.
import { request } from 'node:http';
import type { OutgoingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequest {
  method?: string;
  path?: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

/** One request on a fresh connection (no agent), with exactly the headers given plus Host. */
export function call(port: number, options: RawRequest = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/',
        headers: { host: `127.0.0.1:${port}`, ...options.headers },
        agent: false,
        // The server's 400s for malformed paths need paths node would otherwise refuse to send.
        insecureHTTPParser: true,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export const json = (r: RawResponse): unknown => JSON.parse(r.body);
