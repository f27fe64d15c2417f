import { describe, expect, it } from 'vitest';
import type { SessionMachine, SessionOptions } from '../session';
import { SessionHost } from './sessionHost';

/** A session machine that echoes every line back and remembers being disposed. */
function echoFactory() {
  const sessions: { options: SessionOptions; disposed: boolean }[] = [];
  const create = (options: SessionOptions): SessionMachine => {
    const entry = { options, disposed: false };
    sessions.push(entry);
    return {
      receive: (line) => options.send(`echo ${line}`),
      receiveOversized: () => options.send('oversized'),
      receiveUndecodable: () => options.send('undecodable'),
      idle: async () => {},
      drained: async () => {},
      dispose: () => {
        entry.disposed = true;
      },
    };
  };
  return { sessions, create };
}

const access = { engineUrl: 'http://127.0.0.1:1/api/engine', token: 't' };

/** A started host and the page's end of its line port, with every line the page received. */
async function started(host: SessionHost) {
  const { port1, port2 } = new MessageChannel();
  const received: string[] = [];
  let wake: () => void = () => {};
  port1.onmessage = (event: MessageEvent<string>) => {
    received.push(event.data);
    wake();
  };
  await host.startOnPort(access, port2);
  const next = () => new Promise<void>((resolve) => (wake = resolve));
  return { page: port1, received, next };
}

const noEngine = () => ({ request: async () => ({ result: {} }) });

describe('SessionHost', () => {
  it('carries lines over the port both ways as bare strings, with the engine made from the options', async () => {
    const engines: unknown[] = [];
    const host = new SessionHost(echoFactory().create, (options) => {
      engines.push(options);
      return noEngine();
    });
    const { page, received, next } = await started(host);
    const arrived = next();
    page.postMessage('{"jsonrpc":"2.0","id":1,"method":"ping"}');
    await arrived;
    expect(received).toEqual(['echo {"jsonrpc":"2.0","id":1,"method":"ping"}']);
    expect(engines).toEqual([access]);
    page.close();
  });

  it('logs a message on the port that is not a string and goes on', async () => {
    const logs: string[] = [];
    const host = new SessionHost(echoFactory().create, noEngine, (m) => logs.push(m));
    const { page, received, next } = await started(host);
    page.postMessage({ not: 'a line' });
    const arrived = next();
    page.postMessage('x');
    await arrived;
    expect(logs).toEqual(['ignored a non-string message on the line port (object)']);
    expect(received).toEqual(['echo x']);
    page.close();
  });

  it('disposes the old session on reset and starts a fresh one on the same port', async () => {
    const { sessions, create } = echoFactory();
    const host = new SessionHost(create, noEngine);
    const { page, received, next } = await started(host);
    await host.reset();
    expect(sessions.map((s) => s.disposed)).toEqual([true, false]);
    const arrived = next();
    page.postMessage('after reset');
    await arrived;
    expect(received).toEqual(['echo after reset']);
    page.close();
  });
});
