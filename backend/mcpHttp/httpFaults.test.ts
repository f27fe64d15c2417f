// docs/http.md §1 with docs/server.md §1, §4, §9, over HTTP with the real engine: the JVM dying
// mid-call costs that call -32603 "Internal error" on its own POST and nothing else (the next call
// works on a restarted engine, the session goes on); SIGTERM answers a call still in flight -32603,
// then the process exits 0 and takes the JVM with it.
import { readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { childrenNamed, eventually, isAlive } from '../stdio/testing/groovymcpChild';
import { startHttpChild, type HttpChild } from './testing/httpChild';
import { openSession, rpc, send } from './testing/httpTestServer';

let server: HttpChild;
let port: number;
let session: string;
afterAll(() => (isAlive(server.process.pid!) ? server.stop() : undefined));

/** Bytes the process has written so far (all descriptors), from /proc. */
const bytesWritten = (pid: number): number =>
  Number(/^wchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))![1]);

const call = (id: number, text: string): Promise<{ status: number; body: string }> =>
  send(port, {
    headers: { 'Mcp-Session-Id': session },
    body: rpc(id, 'tools/call', { name: 'diagnostics', arguments: { text } }),
  });

/**
 * Sends a call to a frozen engine and resolves once the server has written it down the JVM's pipe.
 * Every java child is frozen: besides the engine there may be a standby or an archive recorder.
 */
async function callFrozen(
  jvms: number[],
  id: number,
): Promise<{ answer: Promise<{ status: number; body: string }> }> {
  for (const jvm of jvms) process.kill(jvm, 'SIGSTOP');
  const padding = `// ${'x'.repeat(32 * 1024)}\n`;
  const before = bytesWritten(server.process.pid!);
  const answer = call(id, `${padding}def stuck = 1`);
  await eventually(() => (bytesWritten(server.process.pid!) - before >= padding.length ? true : undefined));
  return { answer }; // wrapped: an async function returning the bare promise would wait for it
}

const javaChildren = (): Promise<number[]> =>
  eventually(() => {
    const found = childrenNamed(server.process.pid!, 'java');
    return found.length > 0 ? found : undefined;
  });

it('the engine killed mid-call: that call answers -32603 on its POST, the next one works', async () => {
  server = await startHttpChild();
  port = Number(new URL(server.url).port);
  session = await openSession(port);
  expect(JSON.parse((await call(1, 'def a = 1')).body)).toMatchObject({ result: { isError: false } });

  const jvms = await javaChildren();
  const { answer } = await callFrozen(jvms, 2);
  for (const jvm of jvms) process.kill(jvm, 'SIGKILL');
  const failed = await answer;
  expect(failed.status).toBe(200);
  expect(JSON.parse(failed.body)).toEqual({
    jsonrpc: '2.0',
    id: 2,
    error: { code: -32603, message: 'Internal error' },
  });
  const next = JSON.parse((await call(3, 'def b = 2')).body) as { result: Record<string, unknown> };
  expect(next.result).toMatchObject({ isError: false, structuredContent: { diagnostics: [] } });
});

it('SIGTERM answers the call in flight -32603 on its POST, then exits 0 with the JVM', async () => {
  const jvms = await javaChildren();
  const { answer } = await callFrozen(jvms, 4);
  const exited = server.stop();
  expect(JSON.parse((await answer).body)).toEqual({
    jsonrpc: '2.0',
    id: 4,
    error: { code: -32603, message: 'Internal error' },
  });
  expect(await exited).toEqual({ code: 0, signal: null });
  await eventually(() => (jvms.some(isAlive) ? undefined : true));
});
