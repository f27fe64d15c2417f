// The process around the session (groovymcp.md §1, §4, §9): the JVM engine dying mid-request costs
// that request a -32603 "Internal error" and nothing else (the engine restarts, the session goes
// on); stdin closed or SIGTERM end the server with exit 0 and take the JVM child with it.
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
  // A first answer from the engine: its JVM is up and is our child's child.
  expect(((await child.callTool('diagnostics', { text: 'def a = 1' })).result as Json).isError).toBe(false);
  const jvm = await eventually(() => childrenNamed(child.pid, 'java')[0]);
  return { child, jvm };
}

/** Bytes the process has written so far (all descriptors), from /proc. */
function bytesWritten(pid: number): number {
  return Number(/^wchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))![1]);
}

const schemaProblems = (child: GroovymcpChild) =>
  child.received.flatMap(({ message, method }) =>
    validateServerMessage('2025-11-25', message, 'error' in message ? undefined : method),
  );

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
