// The process around the session (docs/server.md §1, §4, §9): the JVM engine dying mid-request costs
// that request a -32603 "Internal error" and nothing else (the engine restarts, the session goes
// on); stdin closed or SIGTERM end the server with exit 0 and take the JVM child with it, after
// answering every request already received (its real answer within the grace, else -32603).
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { validateServerMessage } from '../../test-support/mcpSchemas';
import { childrenNamed, eventually, GroovymcpChild, isAlive, type Json } from './testing/groovymcpChild';

const SECRET = 'topSecretSourceMarker';
const children: GroovymcpChild[] = [];
afterAll(() => Promise.all(children.map((c) => c.stop())));

async function started(): Promise<{ child: GroovymcpChild; jvm: number }> {
  const child = new GroovymcpChild();
  children.push(child);
  await child.initialize();
  // A first answer from the engine: its JVM is up and is our child's child. The symbols call too
  // warms what the frozen request below runs, so that thawed it fits the grace on a busy machine.
  expect(((await child.callTool('diagnostics', { text: 'def a = 1' })).result as Json).isError).toBe(false);
  expect(((await child.callTool('symbols', { text: 'class Warm { int x }' })).result as Json).isError).toBe(
    false,
  );
  const jvm = await eventually(() => childrenNamed(child.pid, 'java')[0]);
  return { child, jvm };
}

/** Bytes the process has written so far (all descriptors), from /proc. */
function bytesWritten(pid: number): number {
  return Number(/^wchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))![1]);
}

/** `methods`: the methods of requests written raw (the harness knows only those it sent itself). */
const schemaProblems = (child: GroovymcpChild, methods: Record<string, string> = {}) =>
  child.received.flatMap(({ message, method }) =>
    validateServerMessage(
      '2025-11-25',
      message,
      'error' in message ? undefined : (method ?? methods[String(message.id)]),
    ),
  );
const RAW_METHODS = { late: 'tools/call', ping: 'ping' };

describe('the engine crashing mid-request', () => {
  let child: GroovymcpChild;
  let restartedJvm: number;

  it('answers that request -32603 "Internal error"; the next one succeeds on a restarted engine', async () => {
    const first = await started();
    child = first.child;
    // Frozen, the JVM still receives the request (the pipe holds it) but cannot answer it.
    process.kill(first.jvm, 'SIGSTOP');
    const padding = `// ${'x'.repeat(32 * 1024)}\n`;
    const before = bytesWritten(child.pid);
    const answer = child.callTool('diagnostics', { text: `${padding}def ${SECRET} = 1` });
    await eventually(() => (bytesWritten(child.pid) - before >= padding.length ? true : undefined));
    process.kill(first.jvm, 'SIGKILL');
    expect((await answer).error).toEqual({ code: -32603, message: 'Internal error' });

    const next = (await child.callTool('diagnostics', { text: 'def b = 2' })).result as Json;
    expect(next).toMatchObject({ isError: false, structuredContent: { diagnostics: [] } });
    restartedJvm = childrenNamed(child.pid, 'java')[0]!;
    expect(restartedJvm).toBeDefined();
    expect(restartedJvm).not.toBe(first.jvm);
    expect(child.stderr).toContain('engine exited');
    expect(child.stderr).not.toContain(SECRET);
  });

  it('SIGTERM then ends the server with exit 0 and the JVM child with it', async () => {
    child.process.kill('SIGTERM');
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(restartedJvm)).toBe(false);
    expect(child.impure).toEqual([]);
    expect(schemaProblems(child)).toEqual([]);
  });
});

describe('SIGTERM during a request', () => {
  /**
   * A tool call that has reached the frozen JVM's pipe, and a ping queued behind it in the session:
   * both lines go in one write, so the server has read both when the signal comes.
   */
  async function inFlight(child: GroovymcpChild, jvm: number): Promise<[Promise<Json>, Promise<Json>]> {
    process.kill(jvm, 'SIGSTOP');
    const padding = `// ${'x'.repeat(32 * 1024)}\n`;
    const before = bytesWritten(child.pid);
    const call = child.next((m) => m.id === 'late');
    const ping = child.next((m) => m.id === 'ping');
    const text = `${padding}class Late { int x }`;
    await child.write(
      `${JSON.stringify({ jsonrpc: '2.0', id: 'late', method: 'tools/call', params: { name: 'symbols', arguments: { text } } })}\n` +
        `${JSON.stringify({ jsonrpc: '2.0', id: 'ping', method: 'ping' })}\n`,
    );
    await eventually(() => (bytesWritten(child.pid) - before >= padding.length ? true : undefined));
    return [call, ping];
  }

  it('answers the requests already received when they finish within the grace, then exits 0', async () => {
    const { child, jvm } = await started();
    const [call, ping] = await inFlight(child, jvm);
    child.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(jvm, 'SIGCONT');
    expect(((await call).result as Json).structuredContent).toMatchObject({ symbols: [{ name: 'Late' }] });
    expect((await ping).result).toEqual({});
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(jvm)).toBe(false);
    expect(child.impure).toEqual([]);
    expect(schemaProblems(child, RAW_METHODS)).toEqual([]);
  });

  it('answers -32603 what cannot finish within the grace, never nothing, then exits 0', async () => {
    const { child, jvm } = await started();
    const [call, ping] = await inFlight(child, jvm);
    const t0 = Date.now();
    child.process.kill('SIGTERM');
    expect((await call).error).toEqual({ code: -32603, message: 'Internal error' });
    expect((await ping).error).toEqual({ code: -32603, message: 'Internal error' });
    // Before the SIGKILL that the SDK's client sends 2 s after its SIGTERM.
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(jvm)).toBe(false);
    expect(child.impure).toEqual([]);
    expect(schemaProblems(child, RAW_METHODS)).toEqual([]);
  });
});

describe('closing stdin', () => {
  it('answers the request in flight, exits 0 and leaves no JVM behind', async () => {
    const { child, jvm } = await started();
    const answer = child.callTool('symbols', { text: 'class Late { int x }' });
    const exit = child.closeStdin();
    expect(((await answer).result as Json).structuredContent).toMatchObject({ symbols: [{ name: 'Late' }] });
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(isAlive(jvm)).toBe(false);
    expect(child.impure).toEqual([]);
    expect(schemaProblems(child)).toEqual([]);
  });
});
