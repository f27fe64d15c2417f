// The session bar's engine state and a failed call's cause, both from what the session worker
// reports on its health port (docs/playground.md, "Session bar"); here the test tells the store
// what the worker would, against the real session machine and client.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { WORKER_SERVER, callTool } from '../../client';
import type { EngineReachability } from '../../contracts';
import { CallFailure } from '../CallFailure';
import { EngineBadge } from './EngineBadge';

let harness: PlaygroundHarness;
beforeEach(() => {
  harness = startPlayground();
});
afterEach(() => harness.dispose());

const UNREACHABLE = 'engine unreachable: the backend did not answer (TypeError: Failed to fetch)';
const unreachable = (at: number): EngineReachability => ({
  state: 'unreachable',
  sandbox: 'enforced',
  groovyVersion: '4.0.26',
  detail: UNREACHABLE,
  lastFailure: { at, words: UNREACHABLE },
});
const now = () => performance.timeOrigin + performance.now();

describe('EngineBadge', () => {
  it('shows each state the worker reports, with its words in the title', async () => {
    harness.render(<EngineBadge />);
    const badge = page.getByRole('status', { name: 'Engine state' });
    await expect.element(badge).toHaveTextContent('Engine: checking');
    harness.playground.engineHealth.receive({ state: 'ready', sandbox: 'enforced', groovyVersion: '4.0.26' });
    await expect.element(badge).toHaveTextContent('Engine: ready');
    await expect.element(badge).toHaveAttribute('title', 'The engine answers (Groovy 4.0.26).');
    harness.playground.engineHealth.receive(unreachable(now()));
    await expect.element(badge).toHaveTextContent('Engine: unreachable');
    await expect.element(badge).toHaveAttribute('title', UNREACHABLE);
    await expect.element(badge).toHaveClass('engine-unreachable');
    harness.playground.engineHealth.receive({
      state: 'restarting',
      sandbox: 'enforced',
      groovyVersion: '4.0.26',
      detail: 'engine restarting: the backend is replacing the engine after a crash or a stuck compile',
    });
    await expect.element(badge).toHaveTextContent('Engine: restarting');
  });

  // docs/playground.md, "Another server": the engine is the built-in server's, whoever answers.
  it('says it is the built-in server’s while another server is chosen, and plain Engine again after', async () => {
    harness.render(<EngineBadge />);
    harness.playground.engineHealth.receive({ state: 'ready', sandbox: 'enforced', groovyVersion: '4.0.26' });
    await expect
      .element(page.getByRole('status', { name: 'Engine state' }))
      .toHaveTextContent('Engine: ready');
    harness.playground.servers.chosen.set({ name: 'everything', kind: 'stdio' });
    const builtIn = page.getByRole('status', { name: 'Built-in engine state' });
    await expect.element(builtIn).toHaveTextContent('Built-in engine: ready');
    await expect
      .element(builtIn)
      .toHaveAttribute(
        'title',
        "The built-in server's engine, behind its Groovy tools; not everything's state. The engine answers (Groovy 4.0.26).",
      );
    harness.playground.servers.chosen.set(WORKER_SERVER);
    await expect
      .element(page.getByRole('status', { name: 'Engine state', exact: true }))
      .toHaveTextContent('Engine: ready');
  });
});

describe('CallFailure', () => {
  const failedCall = async () => {
    await harness.connect();
    harness.engine.failWith = { kind: 'internal', message: 'engine unreachable: TypeError: Failed to fetch' };
    const started = now();
    const call = await callTool(harness.playground.client, 'diagnostics', { text: 'class A {}' });
    expect(call.outcome.ok).toBe(false);
    return { call, started };
  };

  it('says the engine was unreachable next to the -32603, in the worker’s words', async () => {
    const { call, started } = await failedCall();
    harness.playground.engineHealth.receive(unreachable(started + 1));
    harness.render(<CallFailure call={call} />);
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('The server answered error -32603');
    await expect.element(alert).toHaveTextContent(`Cause: ${UNREACHABLE}.`);
  });

  it('picks the cause up when the report arrives after the answer (two ports, either first)', async () => {
    const { call, started } = await failedCall();
    harness.render(<CallFailure call={call} />);
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('The server answered error -32603');
    await expect.element(alert).not.toHaveTextContent('Cause:');
    harness.playground.engineHealth.receive(unreachable(started + 1));
    await expect.element(alert).toHaveTextContent(`Cause: ${UNREACHABLE}.`);
  });

  it('names no cause for a -32603 while the engine was fine, nor one from long before', async () => {
    harness.playground.engineHealth.receive(unreachable(now() - 60_000));
    const { call } = await failedCall();
    harness.render(<CallFailure call={call} />);
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('The server answered error -32603');
    await expect.element(alert).not.toHaveTextContent('Cause:');
  });
});
