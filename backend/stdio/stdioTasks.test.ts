// bin/groovymcp over the pipes against the real JVM engine: a long `diagnostics` (a 100 Ki-character
// source) as a task in both revisions (docs/tasks.md): created at once, the session answering while
// it works, completed with the compiler's result; a cancelled one stays cancelled. Every message
// is validated against the schema of its revision.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateServerMessage } from '../../test-support/mcpSchemas';
import { GroovymcpChild, type Json } from './testing/groovymcpChild';

const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** 100 Ki characters of Groovy: classes with documented methods, one type error at the end, padded. */
function largeSource(): string {
  const size = 100 * 1024;
  const doc = `  /** ${'Explains what the method does, at some length. '.repeat(8)}*/`;
  const broken = '\nclass Broken {\n  int value() { return new Object() as UnknownTypeHere }\n}\n';
  let text = '';
  for (let i = 0; ; i++) {
    const part = `class Part${i} {\n${doc}\n  int twice(int x) { x * 2 }\n${doc}\n  String name() { "part-${i}" }\n}\n`;
    if (text.length + part.length + broken.length > size) break;
    text += part;
  }
  return text + broken + ' '.repeat(size - text.length - broken.length);
}
const SOURCE = largeSource();

function schemaProblems(child: GroovymcpChild, revision: '2025-11-25' | '2026-07-28'): string[] {
  return child.received.flatMap(({ message, method }) =>
    validateServerMessage(revision, message, 'error' in message ? undefined : method).map(
      (problem) => `${problem} in ${JSON.stringify(message).slice(0, 200)}`,
    ),
  );
}

describe('2025-11-25: diagnostics of 100 Ki characters as a task', () => {
  let child: GroovymcpChild;
  beforeAll(async () => {
    child = new GroovymcpChild();
    await child.initialize('2025-11-25');
  });
  afterAll(() => child.stop());

  it('is created at once, answers ping while it works, and completes with the result', async () => {
    expect(SOURCE.length).toBe(100 * 1024);
    const created = await child.request('tools/call', {
      name: 'diagnostics',
      arguments: { text: SOURCE },
      task: { ttl: 60_000 },
    });
    const task = (created.result as { task: Json }).task;
    expect(task.status).toBe('working');
    const completedNote = child.next(
      (m) => m.method === 'notifications/tasks/status' && (m.params as Json).taskId === task.taskId,
    );
    const ping = await child.request('ping');
    expect(ping.result).toEqual({});
    const polled = await child.request('tasks/get', { taskId: task.taskId });
    // The compile of 100 Ki characters is still going on while ping and tasks/get are answered.
    expect(polled.result).toMatchObject({ taskId: task.taskId, status: 'working' });
    const note = await completedNote;
    expect(note.params).toMatchObject({ status: 'completed' });
    const payload = (await child.request('tasks/result', { taskId: task.taskId })).result as Json;
    expect(payload.isError).toBe(false);
    const { diagnostics } = payload.structuredContent as { diagnostics: { message: string }[] };
    expect(diagnostics.some((d) => d.message.includes('UnknownTypeHere'))).toBe(true);
    expect(payload._meta).toEqual({ 'io.modelcontextprotocol/related-task': { taskId: task.taskId } });
  });

  it('a cancelled task stays cancelled after the engine answers', async () => {
    const created = await child.request('tools/call', {
      name: 'diagnostics',
      arguments: { text: SOURCE.replace('Part0', 'Other0') },
      task: {},
    });
    const { taskId } = (created.result as { task: Json }).task;
    const cancelled = await child.request('tasks/cancel', { taskId });
    expect(cancelled.result).toMatchObject({ taskId, status: 'cancelled' });
    // A plain call queued at the engine behind the cancelled compile: once it is answered, the
    // cancelled one's answer has come and gone.
    await child.callTool('diagnostics', { text: 'class After {}' });
    expect((await child.request('tasks/get', { taskId })).result).toMatchObject({ status: 'cancelled' });
    expect((await child.request('tasks/cancel', { taskId })).error).toMatchObject({ code: -32602 });
  });

  it('every message validates against the 2025-11-25 schema', () => {
    expect(schemaProblems(child, '2025-11-25')).toEqual([]);
  });
});

describe('2026-07-28: diagnostics of 100 Ki characters as a task of the extension', () => {
  let child: GroovymcpChild;
  const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS_EXTENSION]: {} } },
    'io.modelcontextprotocol/clientInfo': { name: 'stdio-test', version: '1.0.0' },
  };
  beforeAll(() => {
    child = new GroovymcpChild();
  });
  afterAll(() => child.stop());

  const poll = async (taskId: unknown, until: (status: string) => boolean): Promise<Json> => {
    for (;;) {
      const answer = (await child.request('tasks/get', { taskId, _meta: meta })).result as Json;
      if (until(answer.status as string)) return answer;
      await new Promise((resolve) => setTimeout(resolve, answer.pollIntervalMs as number));
    }
  };

  it('is created at once for a source over 64 Ki characters, answers meanwhile, completes with the result', async () => {
    const created = (
      await child.request('tools/call', { name: 'diagnostics', arguments: { text: SOURCE }, _meta: meta })
    ).result as Json;
    expect(created).toMatchObject({ resultType: 'task', status: 'working' });
    const list = await child.request('tools/list', { _meta: meta });
    expect((list.result as { tools: unknown[] }).tools).toHaveLength(13);
    expect(
      ((await child.request('tasks/get', { taskId: created.taskId, _meta: meta })).result as Json).status,
    ).toBe('working');
    const done = await poll(created.taskId, (status) => status !== 'working');
    expect(done).toMatchObject({ resultType: 'complete', status: 'completed' });
    const { diagnostics } = (done.result as Json).structuredContent as { diagnostics: { message: string }[] };
    expect(diagnostics.some((d) => d.message.includes('UnknownTypeHere'))).toBe(true);
    expect(
      (await child.request('tasks/result', { taskId: created.taskId, _meta: meta })).error,
    ).toMatchObject({
      code: -32601,
    });
  });

  it('a cancelled task stays cancelled after the engine answers', async () => {
    const created = (
      await child.request('tools/call', {
        name: 'diagnostics',
        arguments: { text: SOURCE.replace('Part0', 'Other0') },
        _meta: meta,
      })
    ).result as Json;
    const cancel = await child.request('tasks/cancel', { taskId: created.taskId, _meta: meta });
    expect(cancel.result).toMatchObject({ resultType: 'complete' });
    await child.request('tools/call', {
      name: 'diagnostics',
      arguments: { text: 'class After {}' },
      _meta: meta,
    });
    const after = (await child.request('tasks/get', { taskId: created.taskId, _meta: meta })).result as Json;
    expect(after.status).toBe('cancelled');
    expect(after).not.toHaveProperty('result');
  });

  it('every message validates against the 2026-07-28 schema', () => {
    expect(schemaProblems(child, '2026-07-28')).toEqual([]);
  });
});
