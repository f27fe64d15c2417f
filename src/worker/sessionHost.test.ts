import { describe, expect, it } from 'vitest';
import type { EngineClient } from '../contracts';
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

  it('reports the engine on the health port, never on the line port, with the engine observed', async () => {
    const observed: string[] = [];
    const reports: unknown[] = [];
    let wake: () => void = () => {};
    const { sessions, create } = echoFactory();
    const host = new SessionHost(
      create,
      (_options, observer): EngineClient => ({
        request: async () => {
          observer.unreachable('TypeError: Failed to fetch');
          return { error: { kind: 'internal', message: 'engine unreachable' } };
        },
      }),
      () => {},
      () => {
        const listeners: ((r: unknown) => void)[] = [];
        return {
          answered: () => {},
          unreachable: (reason) => {
            observed.push(reason);
            for (const l of listeners) l({ state: 'unreachable', detail: reason });
          },
          unauthorized: () => {},
          subscribe: (listener) => {
            listeners.push(listener as (r: unknown) => void);
            listener({ state: 'checking', sandbox: null, groovyVersion: null });
            return () => {};
          },
          check: async () => {},
          dispose: () => {},
        };
      },
    );
    const lines = new MessageChannel();
    const health = new MessageChannel();
    const received: unknown[] = [];
    lines.port1.onmessage = (event: MessageEvent) => received.push(event.data);
    health.port1.onmessage = (event: MessageEvent) => {
      reports.push(event.data);
      wake();
    };
    const first = new Promise<void>((resolve) => (wake = resolve));
    await host.startOnPort(access, lines.port2, health.port2);
    await first;
    // The session's engine is the observed one: a failed request reaches the health port.
    const second = new Promise<void>((resolve) => (wake = resolve));
    await sessions[0]?.options.engine.request({ op: 'ping' });
    await second;
    expect(reports).toEqual([
      { state: 'checking', sandbox: null, groovyVersion: null },
      { state: 'unreachable', detail: 'TypeError: Failed to fetch' },
    ]);
    expect(observed).toEqual(['TypeError: Failed to fetch']);
    expect(received).toEqual([]);
    lines.port1.close();
    health.port1.close();
  });
});
