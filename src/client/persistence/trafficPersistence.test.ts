// The saved traffic's batching, bounds, failure and restore, against an in-memory store (the real
// IndexedDB one is tested in Chromium: savedStore.test.tsx).
import { describe, expect, it } from 'vitest';
import { LIVE_MARK, LOST_SECTION_MARK, restoredMark } from '../traffic/restoredMarks';
import { TrafficRecorder, type TrafficRow } from '../traffic/trafficRecorder';
import type { SavedData, SavedKey, SavedRow, SavedStore, TrafficWrite } from './savedStore';
import { restoreInto } from './restoreTraffic';
import { CHUNK, TrafficPersistence, WRITE_DELAY_MS, type Timers } from './trafficPersistence';

const LOAD = 1_700_000_000_000;

/** A store in a Map, sorted by key like IndexedDB; `failWith` makes every write reject. */
class MemoryStore implements SavedStore {
  rows = new Map<string, SavedRow>();
  droppedRows = 0;
  writes: TrafficWrite[] = [];
  clears = 0;
  failWith: unknown;
  workspace: unknown;

  sorted(): SavedRow[] {
    return [...this.rows.values()].sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1]);
  }
  async read(): Promise<SavedData> {
    return { rows: this.sorted(), droppedRows: this.droppedRows, workspace: this.workspace };
  }
  async writeTraffic(write: TrafficWrite): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.writes.push(write);
    const through = write.deleteThrough;
    if (through)
      for (const row of this.sorted())
        if (row.key[0] < through[0] || (row.key[0] === through[0] && row.key[1] <= through[1]))
          this.rows.delete(String(row.key));
    for (const row of write.put) this.rows.set(String(row.key), row);
    this.droppedRows = write.droppedRows;
  }
  async clearTraffic(): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.clears++;
    this.rows.clear();
    this.droppedRows = 0;
  }
  async putWorkspace(workspace: unknown): Promise<void> {
    this.workspace = workspace;
  }
  async putTypedServers(): Promise<void> {}
  async clearAll(): Promise<void> {
    this.rows.clear();
    this.droppedRows = 0;
    this.workspace = undefined;
  }
  close(): void {}
}

/** Timers run by hand: `due` holds what is waiting. */
class ManualTimers implements Timers {
  due: { callback: () => void; ms: number }[] = [];
  set(callback: () => void, ms: number) {
    const entry = { callback, ms };
    this.due.push(entry);
    return entry;
  }
  clear(handle: unknown) {
    this.due = this.due.filter((entry) => entry !== handle);
  }
  /** Runs every timer until none is left, letting each write settle. */
  async runAll(): Promise<void> {
    for (let i = 0; i < 100 && this.due.length > 0; i++) {
      const entry = this.due.shift()!;
      entry.callback();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}

const ping = (id: number) => `{"jsonrpc":"2.0","id":${id},"method":"ping"}`;
const pong = (id: number) => `{"jsonrpc":"2.0","id":${id},"result":{}}`;

/**
 * A recorder restored from `saved` and its persistence, started. `beforeRead` records the live rows
 * of a page that did not wait for the saved data: they are there before it is read, and caught up.
 */
function setUp(
  bounds = { maxRows: 1000, maxBytes: 1 << 20 },
  saved: readonly SavedRow[] = [],
  beforeRead?: (recorder: TrafficRecorder) => void,
) {
  const recorder = new TrafficRecorder(() => 1000);
  beforeRead?.(recorder);
  const live = recorder.getSnapshot().rows.map((row) => row.seq);
  const store = new MemoryStore();
  for (const row of saved) store.rows.set(String(row.key), row);
  const timers = new ManualTimers();
  const restored = restoreInto(recorder, saved);
  const persistence = new TrafficPersistence(
    recorder,
    store,
    LOAD,
    { rows: saved, restored, droppedRows: 0 },
    bounds,
    timers,
  );
  persistence.catchUp(live);
  persistence.start();
  return { recorder, store, timers, persistence };
}

const keys = (store: MemoryStore): SavedKey[] => store.sorted().map((row) => row.key);

describe('TrafficPersistence', () => {
  it('writes a burst of rows once, a moment later, in one transaction', async () => {
    const { recorder, store, timers } = setUp();
    for (let id = 1; id <= 5; id++) recorder.record('out', ping(id), { revision: '2025-11-25' });
    expect(store.writes).toHaveLength(0);
    expect(timers.due.map((t) => t.ms)).toEqual([WRITE_DELAY_MS]);
    await timers.runAll();
    expect(store.writes).toHaveLength(1);
    expect(keys(store)).toEqual([0, 1, 2, 3, 4].map((seq) => [LOAD, seq]));
    expect(store.sorted()[0]).toMatchObject({ direction: 'out', raw: ping(1), revision: '2025-11-25' });
  });

  it('writes a changed row again under its key (a pin, a lint verdict)', async () => {
    const { recorder, store, timers } = setUp();
    recorder.record('out', ping(1));
    await timers.runAll();
    recorder.update(0, { pinned: true, lint: { status: 'ok' } });
    await timers.runAll();
    expect(store.writes).toHaveLength(2);
    expect(store.sorted()).toEqual([
      expect.objectContaining({ key: [LOAD, 0], pinned: true, lint: { status: 'ok' } }),
    ]);
  });

  it('keeps the newest maxRows rows and counts the older ones dropped', async () => {
    const { recorder, store, timers, persistence } = setUp({ maxRows: 3, maxBytes: 1 << 20 });
    for (let id = 1; id <= 5; id++) recorder.record('out', ping(id));
    await timers.runAll();
    // The two oldest were never written: they would have been deleted at once.
    expect(store.writes[0]?.put).toHaveLength(3);
    expect(keys(store)).toEqual([2, 3, 4].map((seq) => [LOAD, seq]));
    expect(persistence.state.get().droppedRows).toBe(2);
    recorder.record('out', ping(6));
    recorder.record('out', ping(7));
    await timers.runAll();
    expect(keys(store)).toEqual([4, 5, 6].map((seq) => [LOAD, seq]));
    expect(store.writes[1]?.deleteThrough).toEqual([LOAD, 3]);
    expect(persistence.state.get().droppedRows).toBe(4);
    expect(store.droppedRows).toBe(4);
    // Late lint verdicts for dropped rows write nothing and count nothing again.
    for (const seq of [0, 1, 2, 3]) recorder.update(seq, { lint: { status: 'ok' } });
    await timers.runAll();
    expect(store.writes).toHaveLength(2);
    expect(persistence.state.get().droppedRows).toBe(4);
  });

  it('keeps at most maxBytes of message text', async () => {
    const size = ping(1).length;
    const { recorder, store, timers, persistence } = setUp({ maxRows: 1000, maxBytes: size * 2 });
    for (let id = 1; id <= 4; id++) recorder.record('out', ping(id));
    await timers.runAll();
    expect(keys(store)).toEqual([2, 3].map((seq) => [LOAD, seq]));
    expect(persistence.state.get().droppedRows).toBe(2);
    // A message alone over the bound is not saved, and pushes nothing out.
    recorder.record(
      'out',
      `{"jsonrpc":"2.0","id":9,"method":"ping","params":{"x":"${'x'.repeat(size * 2)}"}}`,
    );
    await timers.runAll();
    expect(keys(store)).toEqual([2, 3].map((seq) => [LOAD, seq]));
  });

  it('writes a large burst in chunks, yielding between them', async () => {
    const { recorder, store, timers } = setUp({ maxRows: 100_000, maxBytes: 1 << 30 });
    for (let id = 0; id < CHUNK + 10; id++) recorder.record('out', ping(id));
    await timers.runAll();
    expect(store.writes.map((w) => w.put.length)).toEqual([CHUNK, 10]);
    expect(store.rows.size).toBe(CHUNK + 10);
  });

  it('says a storage failure once, never throws, and stops saving', async () => {
    const { recorder, store, timers, persistence } = setUp();
    store.failWith = new DOMException('full', 'QuotaExceededError');
    recorder.record('out', ping(1));
    await timers.runAll();
    expect(persistence.state.get().problem).toBe(
      "Traffic is not kept across a reload: the browser's storage is full.",
    );
    const told = persistence.state.get();
    expect(() => recorder.record('out', ping(2))).not.toThrow();
    await timers.runAll();
    expect(timers.due).toHaveLength(0);
    expect(persistence.state.get()).toBe(told);
  });

  it('empties the saved traffic when the view is cleared, and saves what comes next', async () => {
    const { recorder, store, timers } = setUp();
    recorder.record('out', ping(1));
    await timers.runAll();
    recorder.clear();
    await timers.runAll();
    expect(store.clears).toBe(1);
    expect(store.rows.size).toBe(0);
    recorder.record('out', ping(2));
    await timers.runAll();
    expect(store.sorted().map((row) => row.raw)).toEqual([ping(2)]);
  });

  it('after "Clear saved data" saves only the rows recorded since', async () => {
    const { recorder, store, timers, persistence } = setUp();
    recorder.record('out', ping(1));
    await timers.runAll();
    persistence.forget();
    await store.clearAll();
    recorder.update(0, { pinned: true });
    recorder.record('in', pong(1));
    await timers.runAll();
    expect(store.sorted().map((row) => row.raw)).toEqual([pong(1)]);
  });
});

describe('restoreInto', () => {
  const saved = (
    seq: number,
    raw: string,
    direction: 'in' | 'out',
    extra: Partial<SavedRow> = {},
  ): SavedRow => ({
    key: [LOAD - 60_000, seq],
    direction,
    time: LOAD - 60_000 + seq,
    raw,
    bytes: raw.length,
    lint: { status: 'ok' },
    ...extra,
  });

  it('marks rows as restored, pairs them among themselves only, and keeps their verdicts and conversations', async () => {
    const rows = [
      saved(0, '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"format"}}', 'out'),
      saved(1, '{"jsonrpc":"2.0","id":1,"result":{"content":[]}}', 'in', {
        lint: { status: 'violation', errors: ['x'] },
      }),
      saved(2, ping(2), 'out', { parent: [LOAD - 60_000, 0], pinned: true }),
    ];
    const { recorder, store, timers } = setUp(undefined, rows);
    // The restored rows take the seqs below the live ones' (live rows start at 0).
    const first = recorder.getSnapshot().rows[0]!.seq;
    expect(first).toBe(-5);
    const at = (index: number) => recorder.get(first + index);
    // A "restored" separator above the earlier page load's rows, a "live" one after them.
    expect(at(0)?.mark).toEqual(restoredMark(LOAD - 60_000));
    expect(at(4)?.mark).toEqual(LIVE_MARK);
    const [call, answer, unanswered] = [1, 2, 3].map((index) => at(index)!);
    expect(call).toMatchObject({ restoredFrom: LOAD - 60_000, pairSeq: first + 2, subject: 'format' });
    expect(answer).toMatchObject({
      restoredFrom: LOAD - 60_000,
      lint: { status: 'violation', errors: ['x'] },
    });
    expect(unanswered).toMatchObject({ parentSeq: first + 1, pinned: true });
    // This page's own request 2 and its answer pair with each other, not with the restored ping.
    const request = recorder.record('out', ping(2));
    const live = recorder.record('in', pong(2));
    expect([request.seq, live.pairSeq]).toEqual([0, 0]);
    expect(at(3)?.pairSeq).toBeUndefined();
    expect(recorder.get(0)?.restoredFrom).toBeUndefined();
    // Restored rows and the separators made for them are not written; a change to one row is,
    // under its own key.
    await timers.runAll();
    expect(store.writes[0]?.put.map((row) => row.key)).toEqual([
      [LOAD, 0],
      [LOAD, 1],
    ]);
    recorder.update(first + 3, { pinned: false });
    await timers.runAll();
    expect(store.writes[1]?.put).toEqual([
      expect.objectContaining({ key: [LOAD - 60_000, 2], parent: [LOAD - 60_000, 0] }),
    ]);
  });

  it('puts saved rows that arrive after live ones ahead of them, and saves the live ones it had missed', async () => {
    const rows = [saved(0, ping(1), 'out'), saved(1, pong(1), 'in', { lint: { status: 'ok' } })];
    let liveRequest!: TrafficRow;
    let liveAnswer!: TrafficRow;
    const { recorder, store, timers } = setUp(undefined, rows, (live) => {
      // The page connected before the saved data was read.
      live.recordMark({ kind: 'connected', text: '2025-11-25' });
      liveRequest = live.record('out', ping(1));
      liveAnswer = live.record('in', pong(1));
    });
    expect(liveAnswer.pairSeq).toBe(liveRequest.seq);

    // In view order: the restored separator, the two saved rows, the live separator, then the live rows.
    const view = recorder.getSnapshot().rows;
    expect(view.map((row) => row.mark?.kind ?? row.summary.kind)).toEqual([
      'restored',
      'request',
      'result',
      'live',
      'connected',
      'request',
      'result',
    ]);
    expect(view.map((row) => row.seq)).toEqual([-4, -3, -2, -1, 0, 1, 2]);
    // Each pair stays with its own: the saved id 1 is not the live id 1.
    expect(view[1]!.pairSeq).toBe(view[2]!.seq);
    expect(recorder.get(liveRequest.seq)?.pairSeq).toBe(liveAnswer.seq);
    // A live request answered now still pairs with the live row, not a restored one.
    recorder.record('out', ping(7));
    expect(recorder.record('in', pong(7)).pairSeq).toBe(3);
    // The live rows recorded before the read are saved, under this page load, with what came after.
    await timers.runAll();
    expect(keys(store)).toEqual([
      [LOAD - 60_000, 0],
      [LOAD - 60_000, 1],
      [LOAD, 0],
      [LOAD, 1],
      [LOAD, 2],
      [LOAD, 3],
      [LOAD, 4],
    ]);
    // A late verdict on a restored row is saved again under its key.
    recorder.update(view[1]!.seq, { pinned: true });
    await timers.runAll();
    expect(store.writes.at(-1)?.put).toEqual([
      expect.objectContaining({ key: [LOAD - 60_000, 0], pinned: true }),
    ]);
  });

  it('saves session separators and imported sections, and restores them as they were', async () => {
    const { recorder, store, timers } = setUp();
    recorder.recordMark({ kind: 'connected', text: '2025-11-25' });
    recorder.record('out', ping(1));
    const separator = recorder.recordMark({ kind: 'imported', text: 'a.jsonl · 2 messages (export)' });
    recorder.record('out', ping(1), { section: separator.seq });
    recorder.record('in', pong(1), { section: separator.seq });
    await timers.runAll();
    const written = store.sorted();
    expect(written.map((row) => [row.key[1], row.mark?.kind, row.section])).toEqual([
      [0, 'connected', undefined],
      [1, undefined, undefined],
      [2, 'imported', undefined],
      [3, undefined, [LOAD, 2]],
      [4, undefined, [LOAD, 2]],
    ]);

    // The next page load: the same rows, their section pointing at the restored separator.
    const next = new TrafficRecorder(() => 2000);
    const restored = restoreInto(next, written);
    expect(restored.map((row) => [row.mark?.kind, row.section])).toEqual([
      ['connected', undefined],
      [undefined, undefined],
      ['imported', undefined],
      [undefined, restored[2]!.seq],
      [undefined, restored[2]!.seq],
    ]);
    // The imported request pairs within its section; the earlier live ping stays unanswered.
    expect(restored[3]!.pairSeq).toBe(restored[4]!.seq);
    expect(restored[1]!.pairSeq).toBeUndefined();
    // This page's answer to id 1 takes neither restored ping.
    next.record('out', ping(1));
    const pongNow = next.record('in', pong(1));
    expect(next.get(pongNow.pairSeq!)?.restoredFrom).toBeUndefined();
  });

  it('keeps an imported section apart when the bound dropped its separator', () => {
    const earlier = LOAD - 60_000;
    const row = (seq: number, raw: string, direction: 'in' | 'out', section?: SavedKey): SavedRow => ({
      key: [earlier, seq],
      direction,
      time: earlier + seq,
      raw,
      bytes: raw.length,
      lint: { status: 'ok' },
      ...(section ? { section } : {}),
    });
    // Seq 0 (the import's separator) and older rows are gone; a live ping 1 of that page follows.
    const recorder = new TrafficRecorder(() => 2000);
    const restored = restoreInto(recorder, [
      row(5, ping(1), 'out', [earlier, 0]),
      row(6, pong(1), 'in', [earlier, 0]),
      row(7, ping(1), 'out'),
    ]);
    const made = recorder.get(restored[0]!.section!)!;
    expect(made).toMatchObject({ mark: LOST_SECTION_MARK, restoredFrom: earlier });
    expect(restored[1]!.section).toBe(made.seq);
    expect(restored[0]!.pairSeq).toBe(restored[1]!.seq);
    expect(restored[2]!.section).toBeUndefined();
    expect(restored[2]!.pairSeq).toBeUndefined();
  });
});
