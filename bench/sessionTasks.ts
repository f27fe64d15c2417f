// The task rows of npm run bench:session (docs/tasks.md): what running a tool call as a task costs
// over the plain call, and how fast tasks/get is answered. The engine answers at once (FakeEngine),
// so the overhead is the task machinery's alone: the creation (a UUID, a digest of the arguments,
// the snapshot), the background hand-off, the transition to completed and its notification. It is
// measured from the line in to the manager's `completed` transition, against the plain call's
// line in to answer line out; both serialize, parse and compile nothing else.
import { createSessionMachine, TaskManager } from '../src/session';
import { FakeEngine } from '../test-support/fakeEngine';
import { recordFigure } from './record';

type Json = Record<string, unknown>;

const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
const MODERN_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS_EXTENSION]: {} } },
};
/** A diagnostics source of 100 Ki characters, the size the stdio test uses. */
const SOURCE = 'class A { int twice(int x) { x * 2 } }\n'.repeat(2700).slice(0, 100 * 1024);

interface Bench {
  send(message: Json): Promise<Json>;
  manager: TaskManager;
}

async function start(revision: '2025-11-25' | '2026-07-28'): Promise<Bench> {
  const manager = new TaskManager({ capacity: 1_000_000, defaultTtl: 3_600_000 });
  let waiting: ((message: Json) => void) | undefined;
  const session = createSessionMachine({
    engine: new FakeEngine(),
    tasks: manager,
    send: (line) => {
      const message = JSON.parse(line) as Json;
      if ('id' in message) waiting?.(message);
    },
  });
  const send = (message: Json) =>
    new Promise<Json>((resolve) => {
      waiting = resolve;
      session.receive(JSON.stringify(message));
    });
  if (revision === '2025-11-25') {
    await send({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: revision, capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
    });
    session.receive('{"jsonrpc":"2.0","method":"notifications/initialized"}');
  }
  return { send, manager };
}

function callParams(revision: '2025-11-25' | '2026-07-28', asTask: boolean): Json {
  const base = { name: 'diagnostics', arguments: { text: SOURCE } };
  if (revision === '2025-11-25') return asTask ? { ...base, task: {} } : base;
  return { ...base, _meta: { ...MODERN_META, ...(asTask ? { 'groovymcp/preferTask': true } : {}) } };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Median milliseconds of a plain call (line in → answer) and of a task (line in → completed). */
async function overhead(revision: '2025-11-25' | '2026-07-28', rounds: number): Promise<[number, number]> {
  const bench = await start(revision);
  const plain: number[] = [];
  const task: number[] = [];
  let id = 1;
  for (let round = 0; round < rounds; round++) {
    let begin = performance.now();
    await bench.send({ jsonrpc: '2.0', id: id++, method: 'tools/call', params: callParams(revision, false) });
    plain.push(performance.now() - begin);

    let completed: () => void = () => {};
    const ended = new Promise<void>((resolve) => (completed = resolve));
    const stop = bench.manager.onChange((snapshot) => snapshot.status === 'completed' && completed());
    begin = performance.now();
    await bench.send({ jsonrpc: '2.0', id: id++, method: 'tools/call', params: callParams(revision, true) });
    await ended;
    task.push(performance.now() - begin);
    stop();
  }
  // The first rounds warm the JIT up; only the second half counts.
  return [median(plain.slice(rounds / 2)), median(task.slice(rounds / 2))];
}

/** Sequential tasks/get of one completed task, per second. */
async function getRate(revision: '2025-11-25' | '2026-07-28', durationMs: number): Promise<number> {
  const bench = await start(revision);
  const created = await bench.send({
    jsonrpc: '2.0',
    id: 'create',
    method: 'tools/call',
    params: callParams(revision, true),
  });
  const result = created.result as Json;
  const taskId = (revision === '2025-11-25' ? (result.task as Json).taskId : result.taskId) as string;
  await new Promise((resolve) => setTimeout(resolve, 10));
  const params = revision === '2025-11-25' ? { taskId } : { taskId, _meta: MODERN_META };
  let id = 1;
  let count = 0;
  const begin = performance.now();
  while (performance.now() - begin < durationMs) {
    for (let i = 0; i < 50; i++) {
      const answer = await bench.send({ jsonrpc: '2.0', id: id++, method: 'tasks/get', params });
      if (!('result' in answer)) throw new TypeError(`tasks/get failed: ${JSON.stringify(answer)}`);
    }
    count += 50;
  }
  return (count * 1000) / (performance.now() - begin);
}

export async function taskRows(durationMs: number): Promise<string[][]> {
  const rows: string[][] = [
    ['tasks (diagnostics, 100 Ki chars)', 'plain call', 'as a task', 'overhead', 'goal'],
  ];
  const revisions = ['2025-11-25', '2026-07-28'] as const;
  for (const revision of revisions) {
    const [plain, task] = await overhead(revision, 400);
    recordFigure({
      bench: 'bench:session',
      figure: `task create → completed overhead, ${revision}`,
      value: +(task - plain).toFixed(3),
      unit: 'ms',
      goal: '≤ 1 ms',
      met: task - plain <= 1,
    });
    rows.push([
      `create → completed, ${revision}`,
      `${plain.toFixed(3)} ms`,
      `${task.toFixed(3)} ms`,
      `${(task - plain).toFixed(3)} ms`,
      '≤ 1 ms',
    ]);
  }
  for (const revision of revisions) {
    const rate = await getRate(revision, durationMs);
    recordFigure({
      bench: 'bench:session',
      figure: `tasks/get, ${revision}`,
      value: Math.round(rate),
      unit: 'req/s',
    });
    rows.push([`tasks/get req/s, ${revision}`, '', rate.toFixed(0), '', '']);
  }
  return rows;
}
