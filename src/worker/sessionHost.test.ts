import { describe, expect, it } from 'vitest';
import type { SessionMachine, SessionOptions } from '../session';
import { SessionHost, SessionNotStartedError } from './sessionHost';

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
      dispose: () => {
        entry.disposed = true;
      },
    };
  };
  return { sessions, create };
}

const access = { engineUrl: 'http://127.0.0.1:1/api/engine', token: 't' };

describe('SessionHost', () => {
  it('hands lines to the session and its lines to the callback', async () => {
    const { create } = echoFactory();
    const engines: unknown[] = [];
    const host = new SessionHost(create, (options) => {
      engines.push(options);
      return { request: async () => ({ result: {} }) };
    });
    const lines: string[] = [];
    await host.start(access, (line) => lines.push(line));
    await host.send('{"jsonrpc":"2.0","id":1,"method":"ping"}');
    await Promise.resolve();
    expect(lines).toEqual(['echo {"jsonrpc":"2.0","id":1,"method":"ping"}']);
    expect(engines).toEqual([access]);
  });

  it('carries lines over a port both ways as bare strings', async () => {
    const host = new SessionHost(echoFactory().create, () => ({ request: async () => ({ result: {} }) }));
    const { port1, port2 } = new MessageChannel();
    const received: string[] = [];
    const arrived = new Promise<void>((resolve) => {
      port1.onmessage = (event: MessageEvent<string>) => {
        received.push(event.data);
        resolve();
      };
    });
    await host.startOnPort(access, port2);
    port1.postMessage('{"jsonrpc":"2.0","id":1,"method":"ping"}');
    await arrived;
    expect(received).toEqual(['echo {"jsonrpc":"2.0","id":1,"method":"ping"}']);
    port1.close();
  });

  it('refuses a line before start with a typed error', async () => {
    const host = new SessionHost(echoFactory().create, () => ({ request: async () => ({ result: {} }) }));
    await expect(host.send('x')).rejects.toBeInstanceOf(SessionNotStartedError);
  });

  it('disposes the old session on reset and starts a fresh one with the same options', async () => {
    const { sessions, create } = echoFactory();
    const host = new SessionHost(create, () => ({ request: async () => ({ result: {} }) }));
    await host.start(access, () => {});
    await host.reset();
    expect(sessions.map((s) => s.disposed)).toEqual([true, false]);
  });

  it('logs a line the page could not take instead of failing the session', async () => {
    const logs: string[] = [];
    const host = new SessionHost(
      echoFactory().create,
      () => ({ request: async () => ({ result: {} }) }),
      (m) => logs.push(m),
    );
    await host.start(access, () => Promise.reject(new Error('port closed')) as unknown as void);
    await host.send('x');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logs).toEqual(['line not delivered: Error: port closed']);
  });
});
