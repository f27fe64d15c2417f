// The client running the server's requests as tasks (docs/any-server.md, "Task-augmented requests")
// against a server it did not write: the official "everything" server, whose async tools send
// `sampling/createMessage` / `elicitation/create` with `task` to a client that declares
// `tasks.requests`, then poll the client with `tasks/get` and fetch `tasks/result`. Over stdio,
// through the backend's stdio bridge and as Streamable HTTP behind its proxy; every frame both ways
// is checked against the official 2025-11-25 schema by the client's own lint.
import { describe, expect, it } from 'vitest';
import { lintedMessages } from '../../../test-support/everythingServer';
import { everythingOnEveryRoute, type Route } from '../../../test-support/everythingRoutes';
import { META_RELATED_TASK } from '../../protocol/metaKeys';
import type { McpClient } from '../mcpClient';
import type { CapabilityFlags } from '../connection/revisions';
import { callTool } from '../serverFeatures';
import type { TrafficRow } from '../traffic/trafficRecorder';

const WITH_TASKS: CapabilityFlags = { elicitation: true, tasks: true, sampling: true, roots: true };

const everything = everythingOnEveryRoute();

const connected = (route: Route, flags: CapabilityFlags = WITH_TASKS): Promise<McpClient> =>
  everything.connected(route, '2025-11-25', flags);

const textOf = (call: Awaited<ReturnType<typeof callTool>>): string => {
  if (!call.outcome.ok) throw new Error(JSON.stringify(call.outcome.error));
  return call.outcome.value.content.map((c) => (c.type === 'text' ? String(c.text) : '')).join('');
};

/** The person takes a while: long enough for the server to poll at least once (it polls every second). */
const afterAWhile = <T>(value: T): Promise<T> => new Promise((r) => setTimeout(() => r(value), 1_300));

const parsed = (row: TrafficRow | undefined): Record<string, unknown> =>
  row ? (JSON.parse(row.raw) as Record<string, unknown>) : {};

/** Every frame fits the 2025-11-25 schema; the rows, for the test to read. */
async function allFramesFit(client: McpClient): Promise<readonly TrafficRow[]> {
  const rows = await lintedMessages(client);
  expect(
    rows.filter((row) => row.lint.status !== 'ok').map((row) => [row.raw.slice(0, 160), row.lint]),
  ).toEqual([]);
  return rows;
}

/** The client's own answer to the server's request row `asked`. */
const answerTo = (rows: readonly TrafficRow[], asked: TrafficRow | undefined) =>
  rows.find(
    (row) =>
      row.direction === 'out' &&
      asked !== undefined &&
      row.summary.id === asked.summary.id &&
      row.seq > asked.seq,
  );

describe.each(['stdio', 'bridge', 'http'] as const)(
  'task-augmented requests from the everything server over %s',
  (route) => {
    it('runs a sampling request as a task: CreateTaskResult at once, polls, then the person’s reply', async () => {
      const client = await connected(route);
      client.setSamplingHandler(() => afterAWhile({ action: 'reply', text: 'forty-two', model: 'by-hand' }));
      const text = textOf(
        await callTool(client, 'trigger-sampling-request-async', { prompt: 'the answer?', maxTokens: 20 }),
      );
      expect(text).toContain('[COMPLETED] Async sampling completed!');
      expect(text).toMatch(/Poll 1: working/);
      expect(text).toContain('forty-two');

      const rows = await allFramesFit(client);
      const asked = rows.find((row) => row.direction === 'in' && row.method === 'sampling/createMessage');
      const created = parsed(answerTo(rows, asked)).result as { task: Record<string, unknown> };
      expect(created.task).toMatchObject({ status: 'working', ttl: 300_000, pollInterval: 1_000 });
      const taskId = created.task.taskId as string;

      expect(rows.some((row) => row.direction === 'in' && row.method === 'tasks/get')).toBe(true);
      const fetched = rows.find((row) => row.direction === 'in' && row.method === 'tasks/result');
      expect(parsed(answerTo(rows, fetched)).result).toEqual({
        role: 'assistant',
        content: { type: 'text', text: 'forty-two' },
        model: 'by-hand',
        stopReason: 'endTurn',
        _meta: { [META_RELATED_TASK]: { taskId } },
      });
      const status = rows.filter(
        (row) => row.direction === 'out' && row.method === 'notifications/tasks/status',
      );
      expect(status.map((row) => (parsed(row).params as { status: string }).status)).toEqual(['completed']);
      // The task's creation answer goes out before any word about the task.
      expect(status[0]?.seq).toBeGreaterThan(answerTo(rows, asked)?.seq ?? Infinity);
      expect(client.receivedTasks.list.get()).toEqual([
        expect.objectContaining({ taskId, method: 'sampling/createMessage', status: 'completed' }),
      ]);
    });

    it('runs an elicitation request as a task through the elicitation dialog’s handler', async () => {
      const client = await connected(route);
      client.setElicitationHandler((requests) =>
        afterAWhile(
          Object.fromEntries(
            Object.keys(requests).map((key) => [key, { action: 'accept', content: { name: 'Ada' } }]),
          ),
        ),
      );
      const text = textOf(await callTool(client, 'trigger-elicitation-request-async', {}));
      expect(text).toContain('[COMPLETED]');
      expect(text).toContain('Ada');
      await allFramesFit(client);
      expect(client.receivedTasks.list.get()).toEqual([
        expect.objectContaining({ method: 'elicitation/create', status: 'completed' }),
      ]);
    });

    it('a rejection fails the task, and the server hears of it; the session goes on', async () => {
      const client = await connected(route);
      client.setSamplingHandler(() => afterAWhile({ action: 'reject', reason: 'not now' }));
      const text = textOf(await callTool(client, 'trigger-sampling-request-async', { prompt: 'x' }));
      expect(text).toContain('[FAILED] not now');
      await allFramesFit(client);
      expect(client.receivedTasks.list.get()[0]).toMatchObject({
        status: 'failed',
        statusMessage: 'not now',
      });
      expect(textOf(await callTool(client, 'echo', { message: 'still here' }))).toBe('Echo: still here');
    });
  },
);

describe('a sampling reply with an image, through a task', () => {
  it('reaches the server via tasks/result, every frame schema-clean', async () => {
    const client = await connected('stdio');
    const media = { type: 'image' as const, data: 'iVBORw==', mimeType: 'image/png' };
    client.setSamplingHandler(async () => ({ action: 'reply', text: '', media, model: 'by-hand' }));
    const text = textOf(await callTool(client, 'trigger-sampling-request-async', { prompt: 'draw' }));
    expect(text).toContain('[COMPLETED]');
    expect(text).toContain('"mimeType": "image/png"');
    await allFramesFit(client);
  });
});

describe('a client that does not declare tasks.requests', () => {
  it('is not offered the async tools, and answers sampling as a plain request', async () => {
    const client = await connected('stdio', { ...WITH_TASKS, tasks: false });
    client.setSamplingHandler(async () => ({ action: 'reply', text: 'plain', model: 'by-hand' }));
    const text = textOf(await callTool(client, 'trigger-sampling-request', { prompt: 'x', maxTokens: 5 }));
    expect(text).toContain('plain');
    expect(client.receivedTasks.list.get()).toEqual([]);
    await allFramesFit(client);
  });
});
