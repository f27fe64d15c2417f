// Traffic survives a reload (docs/playground.md, "Saved across a reload"). The recorder only notes
// which rows changed (a Set insert per row, on the hot path); the writes happen later, off it: a
// moment after the first change, in transactions of at most CHUNK rows with a yield between them,
// so a 100,000-row import never blocks the traffic view. The store mirrors the newest rows of the
// view within a bound (rows and bytes); older ones are deleted and counted, and the count is shown.
// A storage failure is reported once and saving stops; nothing here ever throws into the recorder.
import { ValueStore } from '../observable';
import type { TrafficRecorder, TrafficRow } from '../traffic/trafficRecorder';
import { keyText } from './restoreTraffic';
import { storageProblem, type SavedKey, type SavedRow, type SavedStore } from './savedStore';

export interface TrafficBounds {
  readonly maxRows: number;
  readonly maxBytes: number;
}

/** The newest 20,000 rows, at most 16 MiB of message text: restored in well under a second. */
export const TRAFFIC_BOUNDS: TrafficBounds = { maxRows: 20_000, maxBytes: 16 * 1024 * 1024 };

/** Rows per transaction; between two, the page gets the main thread back. */
export const CHUNK = 1000;
/** How long after a change the write starts (a burst of rows is one write). */
export const WRITE_DELAY_MS = 500;

export interface SavedTrafficState {
  /** Older rows dropped by the bound since the saved traffic was last cleared. */
  readonly droppedRows: number;
  /** Why the traffic is not being saved (said once), or undefined while it is. */
  readonly problem?: string;
}

interface Kept {
  readonly seq: number;
  readonly key: SavedKey;
  readonly bytes: number;
}

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Longest a write waits for the page to be idle (a page never idle still saves). */
const IDLE_TIMEOUT_MS = 1000;

interface IdleHandle {
  timer?: ReturnType<typeof setTimeout>;
  idle?: number;
}

/**
 * After the delay, the write waits for an idle moment of the page (requestIdleCallback where there
 * is one), so that it never competes with rendering a burst of rows.
 */
const realTimers: Timers = {
  set: (callback, ms) => {
    const handle: IdleHandle = {};
    handle.timer = setTimeout(() => {
      handle.timer = undefined;
      if (typeof requestIdleCallback === 'function')
        handle.idle = requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
      else callback();
    }, ms);
    return handle;
  },
  clear: (handle) => {
    const { timer, idle } = (handle ?? {}) as IdleHandle;
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  },
};

export class TrafficPersistence {
  readonly state: ValueStore<SavedTrafficState>;
  private readonly dirty = new Set<number>();
  /** The rows in the store, oldest first (`kept[head]` is the oldest). */
  private kept: Kept[] = [];
  private head = 0;
  private bytes = 0;
  private readonly keyOfSeq = new Map<number, SavedKey>();
  // Restored rows have the seqs below the live ones', negative ones included (TrafficRecorder.restore).
  private newestSeq = Number.NEGATIVE_INFINITY;
  /** Rows below this seq are never saved (those on screen when the saved data was cleared). */
  private floorSeq = Number.NEGATIVE_INFINITY;
  /** Every row up to this seq that is not kept was dropped by the bound (and counted). */
  private droppedThroughSeq = Number.NEGATIVE_INFINITY;
  private timer: unknown;
  private writing = false;
  private stopped = false;

  /**
   * `restored` are the recorder's rows made from `saved` (restoredRows), in the same order; the
   * store already holds them. Rows recorded from now on are saved under this page `load`.
   */
  constructor(
    private readonly recorder: TrafficRecorder,
    private readonly store: SavedStore,
    private readonly load: number,
    saved: { rows: readonly SavedRow[]; restored: readonly TrafficRow[]; droppedRows: number },
    private readonly bounds: TrafficBounds = TRAFFIC_BOUNDS,
    private readonly timers: Timers = realTimers,
  ) {
    this.state = new ValueStore<SavedTrafficState>({ droppedRows: saved.droppedRows });
    saved.restored.forEach((row, i) => {
      const key = (saved.rows[i] as SavedRow).key;
      this.keep({ seq: row.seq, key, bytes: row.bytes });
      this.newestSeq = row.seq;
    });
  }

  /**
   * Rows the recorder holds that the store does not yet: the live rows recorded before the saved
   * traffic was read (the page does not wait for it), saved as any new row is.
   */
  catchUp(seqs: readonly number[]): void {
    for (const seq of seqs) this.changed(seq);
  }

  /** Starts listening to the recorder (again, after dispose). */
  start(): void {
    this.recorder.onRowChange({ row: (seq) => this.changed(seq), cleared: () => void this.cleared() });
  }

  /** Stops listening; what is waiting stays waiting until start() again or flushNow(). */
  dispose(): void {
    this.recorder.onRowChange(undefined);
    this.timers.clear(this.timer);
    this.timer = undefined;
  }

  /** Writes what is waiting now (the page is being hidden). */
  flushNow(): void {
    this.timers.clear(this.timer);
    this.timer = undefined;
    void this.write();
  }

  /**
   * Empties the saved traffic ("Clear saved data"): the rows on screen stay but are not saved
   * again; rows recorded from now on are.
   */
  forget(): void {
    this.floorSeq = this.newestSeq + 1;
    this.resetKept();
    this.dirty.clear();
    this.state.set({ ...this.state.get(), droppedRows: 0 });
  }

  private changed(seq: number): void {
    if (this.stopped || seq < this.floorSeq) return;
    // A row the bound already dropped (a late lint verdict for it) stays dropped, counted once.
    if (seq <= this.droppedThroughSeq && !this.keyOfSeq.has(seq)) return;
    this.dirty.add(seq);
    if (seq > this.newestSeq) this.newestSeq = seq;
    if (this.timer === undefined && !this.writing)
      this.timer = this.timers.set(() => {
        this.timer = undefined;
        void this.write();
      }, WRITE_DELAY_MS);
  }

  /** The view was cleared: so is the saved traffic. */
  private async cleared(): Promise<void> {
    if (this.stopped) return;
    this.dirty.clear();
    this.resetKept();
    this.floorSeq = this.newestSeq + 1;
    this.state.set({ ...this.state.get(), droppedRows: 0 });
    try {
      await this.store.clearTraffic();
    } catch (cause) {
      this.fail(cause);
    }
  }

  private resetKept(): void {
    this.droppedThroughSeq = Number.NEGATIVE_INFINITY;
    this.kept = [];
    this.head = 0;
    this.bytes = 0;
    this.keyOfSeq.clear();
  }

  private keep(entry: Kept): void {
    this.kept.push(entry);
    this.bytes += entry.bytes;
    this.keyOfSeq.set(entry.seq, entry.key);
  }

  /** Drops the oldest kept rows until the bound holds; the key of the last one dropped. */
  private trim(): { through?: SavedKey; count: number } {
    let through: SavedKey | undefined;
    let count = 0;
    while (
      this.kept.length - this.head > this.bounds.maxRows ||
      (this.bytes > this.bounds.maxBytes && this.head < this.kept.length)
    ) {
      const oldest = this.kept[this.head++] as Kept;
      this.bytes -= oldest.bytes;
      this.keyOfSeq.delete(oldest.seq);
      this.droppedThroughSeq = Math.max(this.droppedThroughSeq, oldest.seq);
      through = oldest.key;
      count++;
    }
    if (this.head > 4096 && this.head * 2 > this.kept.length) {
      this.kept = this.kept.slice(this.head);
      this.head = 0;
    }
    return { through, count };
  }

  /** One chunk of the waiting rows; the next chunk follows once this one is written. */
  private async write(): Promise<void> {
    if (this.writing || this.stopped || this.dirty.size === 0) return;
    this.writing = true;
    // New rows older than the newest maxRows would be dropped at once: count them, skip the write.
    const lowest = this.newestSeq - this.bounds.maxRows + 1;
    let skipped = 0;
    const seqs: number[] = [];
    for (const seq of this.dirty) {
      if (seq < lowest && !this.keyOfSeq.has(seq)) {
        this.dirty.delete(seq);
        if (seq > this.droppedThroughSeq && this.recorder.get(seq)) skipped++;
        continue;
      }
      // Read on past a full chunk: every row below the bound is counted in this pass.
      if (seqs.length < CHUNK) seqs.push(seq);
    }
    if (skipped > 0) this.droppedThroughSeq = Math.max(this.droppedThroughSeq, lowest - 1);
    seqs.sort((a, b) => a - b);
    const rows = new Map<string, SavedRow>();
    for (const seq of seqs) {
      this.dirty.delete(seq);
      const row = this.recorder.get(seq);
      if (!row) continue;
      let key = this.keyOfSeq.get(seq);
      if (!key) {
        // A message alone over the bound is not saved; it must not push out every other row.
        if (row.bytes > this.bounds.maxBytes) continue;
        key = [this.load, seq];
        this.keep({ seq, key, bytes: row.bytes });
      }
      rows.set(keyText(key), this.saved(row, key));
    }
    const { through, count } = this.trim();
    const put = [...rows.values()].filter((row) => !through || !atOrBefore(row.key, through));
    const droppedRows = this.state.get().droppedRows + count + skipped;
    try {
      await this.store.writeTraffic({ put, ...(through ? { deleteThrough: through } : {}), droppedRows });
      if (droppedRows !== this.state.get().droppedRows) this.state.set({ ...this.state.get(), droppedRows });
    } catch (cause) {
      this.fail(cause);
    } finally {
      this.writing = false;
    }
    if (this.dirty.size > 0 && !this.stopped && this.timer === undefined)
      this.timer = this.timers.set(() => {
        this.timer = undefined;
        void this.write();
      }, 0);
  }

  private saved(row: TrafficRow, key: SavedKey): SavedRow {
    const parent = row.parentSeq === undefined ? undefined : this.keyOfSeq.get(row.parentSeq);
    const section = row.section === undefined ? undefined : this.keyOfSeq.get(row.section);
    return {
      key,
      direction: row.direction,
      time: row.time,
      raw: row.raw,
      bytes: row.bytes,
      lint: row.lint,
      ...(row.revision !== undefined ? { revision: row.revision } : {}),
      ...(row.pinned ? { pinned: true } : {}),
      ...(row.note !== undefined ? { note: row.note } : {}),
      ...(parent !== undefined ? { parent } : {}),
      ...(row.origin !== undefined ? { origin: row.origin } : {}),
      ...(row.lane !== undefined ? { lane: row.lane } : {}),
      ...(row.mark !== undefined ? { mark: row.mark } : {}),
      ...(section !== undefined ? { section } : {}),
    };
  }

  /** Said once; saving stops for this page (a full or refusing store would refuse each write). */
  private fail(cause: unknown): void {
    if (this.stopped) return;
    this.stopped = true;
    this.dirty.clear();
    this.timers.clear(this.timer);
    this.state.set({
      ...this.state.get(),
      problem: `Traffic is not kept across a reload: ${storageProblem(cause)}.`,
    });
  }
}

function atOrBefore(key: SavedKey, through: SavedKey): boolean {
  return key[0] < through[0] || (key[0] === through[0] && key[1] <= through[1]);
}
