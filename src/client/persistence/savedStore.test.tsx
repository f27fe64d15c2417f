// The IndexedDB store in a real browser (the components project runs in Chromium; Node has no
// IndexedDB): keys in page-load order, the delete of the oldest rows, clearing, and the failures
// that must become one notice (no IndexedDB, a refusing open, an open that never answers).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSaved } from './loadSaved';
import { openIndexedDbStore, type SavedRow, type SavedStore } from './savedStore';
import { deleteSavedDatabase } from '../../../test-support/savedDatabase';

const row = (load: number, seq: number): SavedRow => ({
  key: [load, seq],
  direction: 'out',
  time: load + seq,
  raw: `{"jsonrpc":"2.0","id":${seq},"method":"ping"}`,
  bytes: 40,
  lint: { status: 'ok' },
});

let store: SavedStore;
beforeEach(async () => {
  await deleteSavedDatabase();
  store = await openIndexedDbStore(indexedDB);
});
afterEach(async () => {
  store.close();
  await deleteSavedDatabase();
});

describe('the IndexedDB store', () => {
  it('reads rows back oldest page load first, then by seq, with the dropped count and the buffers', async () => {
    await store.writeTraffic({ put: [row(200, 1), row(200, 0)], droppedRows: 0 });
    await store.writeTraffic({ put: [row(100, 10), row(100, 2)], droppedRows: 3 });
    await store.putWorkspace({
      buffers: [{ uri: 'groovy-buffer:A.groovy', text: 'class A {}' }],
      active: '',
    });
    const saved = await store.read();
    expect(saved.rows.map((r) => r.key)).toEqual([
      [100, 2],
      [100, 10],
      [200, 0],
      [200, 1],
    ]);
    expect(saved.rows[0]).toEqual(row(100, 2));
    expect(saved.droppedRows).toBe(3);
    expect(saved.workspace).toEqual({
      buffers: [{ uri: 'groovy-buffer:A.groovy', text: 'class A {}' }],
      active: '',
    });
  });

  it('deletes the oldest rows through a key, in the same transaction as the new ones', async () => {
    await store.writeTraffic({ put: [row(100, 0), row(100, 1), row(200, 0)], droppedRows: 0 });
    await store.writeTraffic({ put: [row(200, 1)], deleteThrough: [100, 1], droppedRows: 2 });
    const saved = await store.read();
    expect(saved.rows.map((r) => r.key)).toEqual([
      [200, 0],
      [200, 1],
    ]);
    expect(saved.droppedRows).toBe(2);
  });

  it('clears the traffic alone, or everything', async () => {
    await store.writeTraffic({ put: [row(100, 0)], droppedRows: 4 });
    await store.putWorkspace({ buffers: [], active: '' });
    await store.clearTraffic();
    expect(await store.read()).toEqual({ rows: [], droppedRows: 0, workspace: { buffers: [], active: '' } });
    await store.writeTraffic({ put: [row(100, 0)], droppedRows: 1 });
    await store.clearAll();
    expect(await store.read()).toEqual({ rows: [], droppedRows: 0, workspace: undefined });
  });

  it('is read at page load with what was saved', async () => {
    await store.writeTraffic({ put: [row(100, 0)], droppedRows: 0 });
    const loaded = await loadSaved(indexedDB);
    expect(loaded.problem).toBeUndefined();
    expect(loaded.data.rows).toEqual([row(100, 0)]);
    loaded.store?.close();
  });
});

describe('a browser that refuses storage', () => {
  const refusing = (open: () => IDBOpenDBRequest) => ({ open }) as unknown as IDBFactory;

  it.each([
    ['no IndexedDB at all', undefined, "the browser's storage is unavailable (private mode or disabled)"],
    [
      'an open that throws',
      refusing(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
      "the browser's storage is unavailable (private mode or disabled)",
    ],
    [
      'an open that never answers (blocked by another tab)',
      refusing(() => ({}) as IDBOpenDBRequest),
      "the browser's storage failed (opening the store took too long (blocked))",
    ],
  ])('%s: nothing saved, one notice, no throw', async (_, factory, reason) => {
    const loaded = await loadSaved(factory, 50);
    expect(loaded).toEqual({
      store: undefined,
      data: { rows: [], droppedRows: 0, workspace: undefined },
      problem: `Traffic and buffers are not kept across a reload: ${reason}.`,
      reason,
    });
  });
});
