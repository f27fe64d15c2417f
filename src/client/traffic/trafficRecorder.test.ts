import { describe, expect, it } from 'vitest';
import { TrafficRecorder } from './trafficRecorder';

const clock = (times: number[]) => () => times.shift() ?? 0;

describe('TrafficRecorder', () => {
  it('records direction, UTF-8 size, raw text and a summary of every line', () => {
    const recorder = new TrafficRecorder(clock([10]));
    const raw = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"é😀"}}';
    const row = recorder.record('out', raw, { revision: '2025-11-25' });
    expect(row).toMatchObject({
      seq: 0,
      direction: 'out',
      time: 10,
      raw,
      method: 'tools/call',
      subject: 'é😀',
      revision: '2025-11-25',
    });
    expect(row.bytes).toBe(new TextEncoder().encode(raw).length);
    expect(row.summary).toEqual({ kind: 'request', method: 'tools/call', id: 1, subject: 'é😀' });
    expect(row.lint).toEqual({ status: 'pending' });
  });

  it('pairs a response with its request by id and puts the latency on both rows', () => {
    const recorder = new TrafficRecorder(clock([100, 103.5]));
    recorder.record('out', '{"jsonrpc":"2.0","id":7,"method":"tools/list"}');
    const response = recorder.record('in', '{"jsonrpc":"2.0","id":7,"result":{"tools":[]}}');
    expect(response).toMatchObject({ pairSeq: 0, latencyMs: 3.5, method: 'tools/list' });
    expect(recorder.get(0)).toMatchObject({ pairSeq: 1, latencyMs: 3.5 });
  });

  it('keeps the ids 1 and "1" apart and pairs server requests with client responses', () => {
    const recorder = new TrafficRecorder(clock([1, 2, 3, 4]));
    recorder.record('out', '{"jsonrpc":"2.0","id":1,"method":"ping"}');
    recorder.record('in', '{"jsonrpc":"2.0","id":"1","method":"ping"}');
    const answerToServer = recorder.record('out', '{"jsonrpc":"2.0","id":"1","result":{}}');
    const answerToClient = recorder.record('in', '{"jsonrpc":"2.0","id":1,"result":{}}');
    expect(answerToServer.pairSeq).toBe(1);
    expect(answerToClient.pairSeq).toBe(0);
  });

  it('leaves an error response without a readable id unpaired and shows its code', () => {
    const recorder = new TrafficRecorder(clock([1, 2]));
    recorder.record('out', '{"jsonrpc":"2.0","id":');
    const row = recorder.record(
      'in',
      '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}',
    );
    expect(recorder.get(0)?.summary).toEqual({ kind: 'invalid', problem: 'not JSON' });
    expect(row.pairSeq).toBeUndefined();
    expect(row.summary).toMatchObject({ kind: 'error', id: null, errorCode: -32700 });
  });

  it('updates rows in place and ignores updates for rows cleared away', () => {
    const recorder = new TrafficRecorder(clock([1, 2]));
    const first = recorder.record('out', '{"jsonrpc":"2.0","method":"notifications/initialized"}');
    recorder.update(first.seq, { pinned: true, lint: { status: 'ok' } });
    expect(recorder.get(first.seq)).toMatchObject({ pinned: true, lint: { status: 'ok' } });
    recorder.clear();
    recorder.update(first.seq, { pinned: false });
    expect(recorder.getSnapshot().rows).toEqual([]);
    expect(recorder.record('in', '{}').seq).toBe(1);
  });

  it('tells subscribers once per burst, with a new snapshot version', async () => {
    const recorder = new TrafficRecorder(clock([]));
    let calls = 0;
    recorder.subscribe(() => calls++);
    const before = recorder.getSnapshot().version;
    for (let i = 0; i < 100; i++) recorder.record('in', '{}');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toBe(1);
    expect(recorder.getSnapshot().version).toBe(before + 100);
  });

  it('stores the row a message belongs under (parentSeq), and only when given', () => {
    const recorder = new TrafficRecorder(clock([]));
    const call = recorder.record('out', '{"jsonrpc":"2.0","id":1,"method":"tools/call"}');
    const poll = recorder.record('out', '{"jsonrpc":"2.0","id":2,"method":"tasks/get"}', {
      parentSeq: call.seq,
    });
    expect(poll.parentSeq).toBe(call.seq);
    expect(call).not.toHaveProperty('parentSeq');
    expect(recorder.get(poll.seq)?.parentSeq).toBe(call.seq);
  });
});

describe('TrafficRecorder conversations (parentSeq)', () => {
  const line = (message: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', ...message });
  const call = (id: number | string) => line({ id, method: 'tools/call', params: { name: 'rename' } });

  it('keeps the parentSeq it is given, and a response inherits its request’s', () => {
    const recorder = new TrafficRecorder();
    recorder.record('out', call(1));
    recorder.record('out', call(2), { parentSeq: 0 });
    const answer = recorder.record('in', line({ id: 2, result: {} }));
    expect(answer.parentSeq).toBe(0);
    expect(recorder.record('in', line({ id: 1, result: {} })).parentSeq).toBeUndefined();
  });

  it('puts a server request in the oldest pending call that is not already waiting on one, and its answer too', () => {
    const recorder = new TrafficRecorder();
    recorder.record('out', line({ id: 1, method: 'ping' })); // not a call that can ask
    const first = recorder.record('out', call(2)).seq;
    const second = recorder.record('out', call(3)).seq;
    const ask = (id: string) => recorder.record('in', line({ id, method: 'elicitation/create', params: {} }));
    expect(ask('srv-1').parentSeq).toBe(first);
    expect(ask('srv-2').parentSeq).toBe(second);
    expect(ask('srv-3').parentSeq).toBeUndefined();
    expect(recorder.record('out', line({ id: 'srv-1', result: { action: 'cancel' } })).parentSeq).toBe(first);
    // srv-1 answered: the first call may ask again.
    expect(ask('srv-4').parentSeq).toBe(first);
  });
});
