// Traffic saved by an earlier page load, in a real browser with a real IndexedDB and the real
// session (docs/playground.md, "Saved across a reload"): restored rows under their separator, not
// live; this page's rows saved after them; the bound's note; "Clear saved data".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startPlayground, type PlaygroundHarness } from '../../../test-support/playgroundHarness';
import { messageCount } from '../../client';
import { loadSaved } from '../../client/persistence';
import { openIndexedDbStore, type SavedRow } from '../../client/persistence/savedStore';
import { Workspace } from '../../editor/workspace';
import { TrafficPanel } from '../traffic/TrafficPanel';
import { formatDateTime } from '../../client/traffic/restoredMarks';
import { deleteSavedDatabase } from '../../../test-support/savedDatabase';

const EARLIER = new Date(2026, 11, 3, 9, 15, 42).getTime();

const saved = (seq: number, raw: string, direction: 'in' | 'out'): SavedRow => ({
  key: [EARLIER, seq],
  direction,
  time: EARLIER + seq,
  raw,
  bytes: raw.length,
  revision: '2025-11-25',
  lint: { status: 'ok' },
});

let harness: PlaygroundHarness;
let stop: () => void;

async function startWith(rows: readonly SavedRow[], droppedRows = 0): Promise<void> {
  const seed = await openIndexedDbStore(indexedDB);
  await seed.writeTraffic({ put: rows, droppedRows });
  seed.close();
  harness = startPlayground({ saved: await loadSaved(indexedDB) });
  stop = harness.playground.saved.start(new Workspace(), undefined);
  harness.render(<TrafficPanel selectedSeq={undefined} onSelect={() => {}} />);
}

async function storedLines(): Promise<string[]> {
  const store = await openIndexedDbStore(indexedDB);
  const { rows } = await store.read();
  store.close();
  return rows.map((row) => row.raw);
}

beforeEach(deleteSavedDatabase);
afterEach(async () => {
  stop();
  harness.dispose();
  await deleteSavedDatabase();
});

const grid = () => page.getByRole('grid', { name: 'Traffic' });

describe('traffic restored from an earlier page load', () => {
  it('is shown under its separator, not live, and this page’s rows follow and are saved', async () => {
    await startWith([
      saved(0, '{"jsonrpc":"2.0","id":1,"method":"ping"}', 'out'),
      saved(1, '{"jsonrpc":"2.0","id":1,"result":{}}', 'in'),
      saved(2, '{"jsonrpc":"2.0","id":2,"method":"ping"}', 'out'),
    ]);
    await expect
      .element(grid().getByRole('row', { name: `Restored from ${formatDateTime(EARLIER)}` }))
      .toBeVisible();
    // The request that had no answer when that page went away is not "pending…".
    await expect.element(grid().getByRole('gridcell', { name: 'no answer saved' })).toBeVisible();
    expect(grid().element().textContent).not.toContain('pending…');
    expect(grid().element().querySelectorAll('.traffic-row.restored:not(.separator)')).toHaveLength(3);

    // This page's ping 1 and 2 pair with their own answers.
    await harness.connect();
    await harness.playground.client.request('ping');
    await expect.element(grid().getByRole('row', { name: 'This page load: live' })).toBeVisible();
    const traffic = harness.playground.client.traffic;
    // This page's rows: its own separators are saved, the "live" one made for the restore is not.
    const live = traffic
      .getSnapshot()
      .rows.filter((row) => row.restoredFrom === undefined && row.mark?.kind !== 'live');
    expect(live.some((row) => row.mark?.kind === 'connected')).toBe(true);
    expect(
      live.every((row) => row.pairSeq === undefined || traffic.get(row.pairSeq)?.restoredFrom === undefined),
    ).toBe(true);
    // Seq 0 is the "restored" separator: the unanswered restored ping is seq 3.
    expect(traffic.get(3)?.pairSeq).toBeUndefined();
    await expect.poll(storedLines, { timeout: 5000 }).toHaveLength(3 + live.length);
  });

  it('brings back session separators and an imported section, still imported and replayable', async () => {
    const mark = (seq: number, kind: 'connected' | 'imported', text: string): SavedRow => ({
      ...saved(seq, '', 'out'),
      bytes: 0,
      mark: { kind, text },
    });
    const inSection = (row: SavedRow): SavedRow => ({ ...row, section: [EARLIER, 2] });
    await startWith([
      mark(0, 'connected', '2025-11-25'),
      saved(1, '{"jsonrpc":"2.0","id":1,"method":"ping"}', 'out'),
      mark(2, 'imported', 'old.jsonl · 2 messages (export)'),
      inSection(saved(3, '{"jsonrpc":"2.0","id":1,"method":"ping"}', 'out')),
      inSection(saved(4, '{"jsonrpc":"2.0","id":1,"result":{}}', 'in')),
    ]);
    await expect
      .element(grid().getByRole('row', { name: /^session connected 2025-11-25 at / }))
      .toBeVisible();
    const imported = grid().getByRole('row', { name: /^session imported old\.jsonl · 2 messages/ });
    await expect.element(imported.getByRole('button', { name: 'Replay' })).toBeVisible();
    expect(grid().element().querySelectorAll('.traffic-row.imported:not(.separator)')).toHaveLength(2);
    // The imported ping pairs with its section's answer; the earlier page's own ping 1 does not.
    const traffic = harness.playground.client.traffic;
    const rows = traffic.getSnapshot().rows;
    const [livePing, importedPing] = rows.filter((row) => row.summary.method === 'ping');
    expect(livePing?.pairSeq).toBeUndefined();
    expect(traffic.get(importedPing!.pairSeq!)?.section).toBe(importedPing!.section);
    expect(messageCount(rows)).toBe(3);
  });

  it('says how many older rows the bound dropped', async () => {
    await startWith([saved(0, '{"jsonrpc":"2.0","method":"notifications/initialized"}', 'out')], 1234);
    await expect
      .element(
        page.getByText(
          'Saved for a reload: the newest 20,000 rows, 16 MiB at most; 1,234 older rows dropped.',
        ),
      )
      .toBeVisible();
  });

  it('"Clear saved data" empties the store and says so; the rows on screen stay', async () => {
    await startWith([saved(0, '{"jsonrpc":"2.0","id":1,"method":"ping"}', 'out')]);
    await userEvent.click(page.getByText('Saved data', { exact: true }));
    await userEvent.click(page.getByRole('button', { name: 'Clear saved data' }));
    await expect
      .element(page.getByText(/^Saved data cleared: a reload now opens the sample project/))
      .toBeVisible();
    expect(await storedLines()).toEqual([]);
    expect(messageCount(harness.playground.client.traffic.getSnapshot().rows)).toBe(1);
  });

  it('a Traffic Clear before the saved traffic is read empties it too; this page’s later rows are saved', async () => {
    const seed = await openIndexedDbStore(indexedDB);
    await seed.writeTraffic({
      put: [saved(0, '{"jsonrpc":"2.0","id":1,"method":"ping"}', 'out')],
      droppedRows: 0,
    });
    seed.close();
    let hand!: (loaded: Awaited<ReturnType<typeof loadSaved>>) => void;
    harness = startPlayground({ saved: new Promise((resolve) => (hand = resolve)) });
    stop = harness.playground.saved.start(new Workspace(), undefined);
    harness.render(<TrafficPanel selectedSeq={undefined} onSelect={() => {}} />);
    // The page works before the read: it connects, and Traffic's Clear empties the view.
    await harness.connect();
    const traffic = harness.playground.client.traffic;
    traffic.clear();
    await harness.playground.client.request('ping');
    hand(await loadSaved(indexedDB));
    await harness.playground.saved.arrived;
    // Nothing restored, and the store mirrors the view: only this page's ping and its answer.
    expect(traffic.getSnapshot().rows.some((row) => row.restoredFrom !== undefined)).toBe(false);
    await expect
      .poll(storedLines, { timeout: 5000 })
      .toEqual(traffic.getSnapshot().rows.map((row) => row.raw));
    expect(messageCount(traffic.getSnapshot().rows)).toBe(2);
  });
});
