// The caps on bridged children (docs/any-server.md, "Limits"): per page and overall, a refusal the
// page can show in words (close 1013 with a reason), no process for a refused request, and a slot
// freed once its child and socket are gone. Real children through a real backend, small caps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../http/backendServer';
import { bridgeTransport, BridgeClosedError } from '../../src/client/servers/bridgeTransport';
import { ServerLog } from '../../src/client/servers/serverLog';
import { ServersConfig } from './serversConfig';
import { nodeWebSocket, startTestBackend, TEST_TOKEN } from '../../test-support/everythingServer';
import { openBridgePage, type BridgePage } from '../../test-support/bridgeClients';

const CAPS = { maxChildren: 3, maxChildrenPerPage: 2 };
/** Echoes each line back. */
const ECHO = `require('readline').createInterface({ input: process.stdin }).on('line', (l) => process.stdout.write(l + '\\n'));`;

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend(
    ServersConfig.fromValue(
      { mcpServers: { echo: { command: process.execPath, args: ['-e', ECHO] } } },
      process.cwd(),
    ),
    CAPS,
  );
});
afterAll(() => backend.close(100));

async function started(pageId: string | undefined): Promise<BridgePage> {
  const page = openBridgePage(backend.port, 'echo', pageId === undefined ? {} : { pageId });
  // A refusal closes without a control frame: say it rather than wait for `started` forever.
  const outcome = await Promise.race([page.first, page.closed]);
  expect(outcome).toMatchObject({ type: 'started' });
  return page;
}

async function refused(pageId: string): Promise<{ code: number; reason: string }> {
  const page = openBridgePage(backend.port, 'echo', { pageId });
  const closed = await page.closed;
  expect(page.controls).toEqual([]);
  return closed;
}

/** A line through the bridge and back: the child of that page still serves it. */
async function echoes(page: BridgePage, text: string): Promise<string> {
  const line = new Promise<string>((resolve) =>
    page.ws.on('message', (data, binary) => {
      if (binary) resolve(String(data));
    }),
  );
  page.ws.send(Buffer.from(text), { binary: true });
  return line;
}

describe('caps on bridged children', () => {
  it('the third of one page and the fourth overall are refused in words; closing one frees a slot', async () => {
    const a1 = await started('pageA');
    const a2 = await started('pageA');
    expect(await refused('pageA')).toEqual({
      code: 1013,
      reason: 'too many servers: this page runs 2, the limit per page; stop one (Reset) first',
    });
    const b1 = await started('pageB');
    expect(await refused('pageC')).toEqual({
      code: 1013,
      reason: 'too many servers: the backend runs 3, its limit; stop one in any page first',
    });
    // Refusals started nothing, and the children running serve on.
    expect(backend.bridge.sessions.size).toBe(3);
    expect(await echoes(a1, 'still here')).toBe('still here');
    expect(await echoes(b1, 'me too')).toBe('me too');

    a2.ws.close();
    await expect.poll(() => backend.bridge.sessions.size).toBe(2);
    const c1 = await started('pageC');
    expect(await echoes(c1, 'in')).toBe('in');
    for (const page of [a1, b1, c1]) page.ws.close();
    await expect.poll(() => backend.bridge.sessions.size).toBe(0);
  });

  it('a client without a page id, or with one that is not an id, counts under its address', async () => {
    const pages = [await started(undefined), await started('x'.repeat(65))];
    const third = openBridgePage(backend.port, 'echo', { pageId: 'a!b' });
    expect((await third.closed).code).toBe(1013);
    for (const page of pages) page.ws.close();
    await expect.poll(() => backend.bridge.sessions.size).toBe(0);
  });

  it("the page's transport fails the send with the refusal's words, in the Server log too", async () => {
    const held = [await started('pageD'), await started('pageD')];
    const log = new ServerLog();
    const transport = bridgeTransport({
      baseUrl: backend.url,
      name: 'echo',
      token: TEST_TOKEN,
      log,
      webSocket: nodeWebSocket,
      pageId: 'pageD',
    });
    const expected =
      'the bridge to echo closed before the server started: too many servers: this page runs 2, the limit per page; stop one (Reset) first';
    await expect(transport.send('{}')).rejects.toThrow(new BridgeClosedError(expected));
    expect(log.get().map((entry) => entry.text)).toEqual([expected]);
    for (const page of held) page.ws.close();
    await expect.poll(() => backend.bridge.sessions.size).toBe(0);
  });
});
