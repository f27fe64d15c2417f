// Session separators and imported rows in the traffic grid, in a real browser
// (docs/playground.md, "Traffic"): a separator is a row with a clear name, an imported section's
// separator offers Replay, an imported message says it is imported.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TrafficRecorder } from '../../client/traffic/trafficRecorder';
import { foldConversations } from './conversations';
import { TrafficGrid } from './TrafficGrid';
import { testRootEachTest } from '../../../test-support/testRoot';
import './traffic.css';

const testRoot = testRootEachTest('display: grid; height: 480px; width: 900px;');

describe('separators in the traffic grid', () => {
  it('names each separator, marks imported rows, and replays an imported section', async () => {
    const recorder = new TrafficRecorder(() => new Date(2026, 0, 1, 17, 40, 1, 123).getTime());
    recorder.recordMark({ kind: 'connected', text: '2025-11-25' });
    recorder.record('out', '{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
    recorder.recordMark({ kind: 'reset', text: '2025-11-25' });
    const imported = recorder.recordMark({ kind: 'imported', text: 's.jsonl · 1 message (export)' });
    recorder.record('out', '{"jsonrpc":"2.0","id":1,"method":"ping"}', { section: imported.seq });
    const replayed: number[] = [];
    testRoot.render(
      <TrafficGrid
        folded={foldConversations(recorder.getSnapshot().rows, new Set())}
        selectedSeq={undefined}
        onSelect={() => {}}
        onToggle={() => {}}
        onReplay={(seq) => replayed.push(seq)}
      />,
    );
    const grid = page.getByRole('grid', { name: 'Traffic' });
    await expect
      .element(grid.getByRole('row', { name: 'session connected 2025-11-25 at 17:40:01.123' }))
      .toBeVisible();
    await expect
      .element(grid.getByRole('row', { name: 'session reset 2025-11-25 at 17:40:01.123' }))
      .toBeVisible();
    const section = grid.getByRole('row', { name: /^session imported s\.jsonl · 1 message \(export\)/ });
    await expect.element(section).toBeVisible();
    await expect.element(grid.getByRole('gridcell', { name: 'sent (imported)' })).toBeVisible();
    await expect.element(grid.getByRole('gridcell', { name: 'sent', exact: true })).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Replay' }));
    expect(replayed).toEqual([imported.seq]);
  });
});
