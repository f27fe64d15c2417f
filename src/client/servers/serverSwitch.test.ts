import { describe, expect, it } from 'vitest';
import type { LineTransport } from '../wire/lineTransport';
import { ServerSwitch, WORKER_SERVER } from './serverSwitch';

/** A transport that records what happens to it and can write lines to whoever opened it. */
function recording(name: string, events: string[]) {
  let onLine: ((line: string) => void) | undefined;
  const transport: LineTransport = {
    open: async (receive) => {
      onLine = receive;
      events.push(`${name} open`);
    },
    send: async (line) => void events.push(`${name} send ${line}`),
    reset: async () => void events.push(`${name} reset`),
  };
  return { transport, write: (line: string) => onLine?.(line) };
}

describe('ServerSwitch', () => {
  it('sends to the worker until another server is chosen and the session reset', async () => {
    const events: string[] = [];
    const worker = recording('worker', events);
    const servers = new ServerSwitch(worker.transport, { baseUrl: 'http://127.0.0.1:1/', token: 't' });
    const received: string[] = [];
    await servers.open((line) => received.push(line));
    await servers.send('a');
    await servers.choose({ name: 'everything', kind: 'stdio' });
    // Chosen, not yet switched: the running session keeps its server until the reset.
    await servers.send('b');
    expect(events).toEqual(['worker open', 'worker send a', 'worker send b']);
    worker.write('from the worker');
    expect(received).toEqual(['from the worker']);
    await servers.reset();
    expect(events.at(-1)).toBe('worker reset');
    // A line the old server still writes after the switch is not this session's.
    worker.write('late');
    expect(received).toEqual(['from the worker']);
  });

  it('going back to the worker reopens it; a reset with nothing chosen resets the current server', async () => {
    const events: string[] = [];
    const worker = recording('worker', events);
    const servers = new ServerSwitch(worker.transport, { baseUrl: 'http://127.0.0.1:1/', token: 't' });
    await servers.open(() => {});
    await servers.reset();
    await servers.choose({ name: 'remote', kind: 'http' });
    await servers.reset();
    await servers.choose(WORKER_SERVER);
    await servers.reset();
    expect(events).toEqual(['worker open', 'worker reset', 'worker reset', 'worker open']);
    expect(servers.chosen.get()).toBe(WORKER_SERVER);
  });

  it('a server chosen before the first open is the one opened', async () => {
    const events: string[] = [];
    const worker = recording('worker', events);
    const servers = new ServerSwitch(worker.transport, { baseUrl: 'http://127.0.0.1:1/', token: 't' });
    await servers.choose({ name: 'remote', kind: 'http' });
    await servers.open(() => {});
    expect(events).toEqual([]);
  });

  it('switching is true from a choice until the session is reset onto it', async () => {
    const events: string[] = [];
    const worker = recording('worker', events);
    const servers = new ServerSwitch(worker.transport, { baseUrl: 'http://127.0.0.1:1/', token: 't' });
    await servers.open(() => {});
    let resetWhileSwitching: boolean | undefined;
    const switched = servers.switchTo({ name: 'remote', kind: 'http' }, async () => {
      resetWhileSwitching = servers.switching.get();
      await servers.reset();
    });
    // The transport's code is still loading: a Connect now would reach the worker.
    expect(servers.switching.get()).toBe(true);
    await switched;
    expect(resetWhileSwitching).toBe(true);
    expect(servers.switching.get()).toBe(false);
    expect(events).toEqual(['worker open', 'worker reset']);
  });

  it('a choice overtaken by a later one neither resets nor ends the later switch', async () => {
    const worker = recording('worker', []);
    const servers = new ServerSwitch(worker.transport, { baseUrl: 'http://127.0.0.1:1/', token: 't' });
    const resets: string[] = [];
    const first = servers.switchTo({ name: 'a', kind: 'http' }, async () => void resets.push('a'));
    const second = servers.switchTo(WORKER_SERVER, async () => void resets.push('worker'));
    await first;
    await second;
    expect(resets).toEqual(['worker']);
    expect(servers.switching.get()).toBe(false);
  });

  it('lists the configured servers, or says why there are none', async () => {
    const answer = (status: number, body: unknown) => async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const ok = new ServerSwitch(recording('w', []).transport, {
      baseUrl: 'http://127.0.0.1:1/',
      token: 't',
      fetch: answer(200, { servers: [{ name: 'a', kind: 'stdio' }] }),
    });
    expect(await ok.listServers()).toEqual({ servers: [{ name: 'a', kind: 'stdio' }] });
    const refused = new ServerSwitch(recording('w', []).transport, {
      baseUrl: 'http://127.0.0.1:1/',
      token: 't',
      fetch: answer(401, {}),
    });
    expect(await refused.listServers()).toEqual({ servers: [], problem: 'the backend answered HTTP 401' });
  });
});
