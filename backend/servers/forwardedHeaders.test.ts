// Headers typed in the page, through the proxy (docs/any-server.md, "Headers from the page"): they
// reach the server and win over the config's of the same name; a refused or malformed one is a 400
// naming it, answered before the server is contacted.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORWARD_HEADER, encodeForwardHeaders } from '../../src/contracts';
import type { RunningBackend } from '../http/backendServer';
import { call } from '../http/testSupport';
import { startTestBackend, TEST_TOKEN } from '../../test-support/everythingServer';
import { ServersConfig } from './serversConfig';
import { readForwardHeaders } from './forwardedHeaders';

let upstream: Server;
let backend: RunningBackend;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    res.writeHead(202).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const port = (upstream.address() as AddressInfo).port;
  backend = await startTestBackend(
    ServersConfig.fromValue(
      {
        mcpServers: {
          up: {
            url: `http://127.0.0.1:${port}/mcp`,
            headers: { 'X-Api-Key': 'from-config', 'X-Config-Only': 'kept' },
          },
        },
      },
      process.cwd(),
    ),
  );
});
afterAll(async () => {
  await backend.close(100);
  await new Promise((resolve) => upstream.close(resolve));
});

const post = (forward: string | undefined) =>
  call(backend.port, {
    method: 'POST',
    path: '/api/mcp/up',
    headers: {
      Authorization: `Bearer ${TEST_TOKEN}`,
      'Content-Type': 'application/json',
      ...(forward === undefined ? {} : { [FORWARD_HEADER]: forward }),
    },
    body: '{"jsonrpc":"2.0","method":"notifications/initialized"}',
  });

describe('headers typed in the page', () => {
  it('reach the server, winning over the config’s of the same name; the carrier itself does not', async () => {
    const answer = await post(
      encodeForwardHeaders({ Authorization: 'Bearer typed', 'x-api-key': 'typed', 'X-Latin1': 'café' }),
    );
    expect(answer.status).toBe(202);
    const headers = seen.at(-1)!;
    expect(headers).toMatchObject({
      authorization: 'Bearer typed',
      'x-api-key': 'typed',
      'x-config-only': 'kept',
      'content-type': 'application/json',
      'x-latin1': 'café',
    });
    expect(headers[FORWARD_HEADER.toLowerCase()]).toBeUndefined();
  });

  it.each([
    [encodeForwardHeaders({ Host: 'evil.example' }), 'header \\"Host\\" is set by the transport'],
    [
      encodeForwardHeaders({ 'Mcp-Session-Id': 'forged' }),
      'header \\"Mcp-Session-Id\\" is set by the transport',
    ],
    [encodeForwardHeaders({ 'Bad Name': 'x' }), 'header name \\"Bad Name\\" is not a valid HTTP header name'],
    ['{"X-A":1}', '\\"X-A\\" is not a string'],
    ['["X-A"]', 'must be one JSON object'],
    ['not json', 'must be one JSON object'],
  ])('%s is refused with a 400 naming it, before the server is contacted', async (forward, words) => {
    const before = seen.length;
    const answer = await post(forward);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(words);
    expect(seen.length).toBe(before);
  });

  it('reads a line-break value as refused (a JSON escape cannot smuggle a header in)', () => {
    expect(() => readForwardHeaders('{"X-A":"a\\r\\nHost: evil"}')).toThrow(/line break/);
  });
});
