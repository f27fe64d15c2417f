// The traffic grid in a real browser (docs/playground.md, "Traffic"): virtualized, following the
// newest row while at the bottom with nothing selected (else "N new ↓"), and a keyboard-driven
// selection.
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TrafficRecorder } from '../../client/traffic/trafficRecorder';
import type { TrafficRow } from '../../client';
import { foldConversations } from './conversations';
import { NO_MESSAGES_YET, ROW_HEIGHT, TrafficGrid } from './TrafficGrid';
import { testRootEachTest } from '../../../test-support/testRoot';
import './traffic.css';

// A grid item fills its 480 px track, the way the Traffic panel's layout sizes the grid.
const testRoot = testRootEachTest('display: grid; height: 480px; width: 900px;');

/** `count` / 2 pings and their answers, as the recorder numbers them: seq 0, 1, …, count − 1. */
function exchanges(count: number): readonly TrafficRow[] {
  const recorder = new TrafficRecorder();
  for (let id = 1; id <= count / 2; id++) {
    recorder.record('out', JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' }));
    recorder.record('in', JSON.stringify({ jsonrpc: '2.0', id, result: {} }));
  }
  return recorder.getSnapshot().rows;
}

let selections: number[];

function show(rows: readonly TrafficRow[], selectedSeq?: number): void {
  testRoot.render(
    <TrafficGrid
      folded={foldConversations(rows, new Set(), selectedSeq)}
      selectedSeq={selectedSeq}
      onSelect={(seq) => selections.push(seq)}
      onToggle={() => {}}
    />,
  );
}

/** The grid as TrafficPanel holds it: a selection follows onSelect, folding follows onToggle. */
function Selectable({ rows }: { rows: readonly TrafficRow[] }) {
  const [selected, setSelected] = useState<number>();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const folded = foldConversations(rows, expanded, selected);
  const select = (seq: number) => {
    selections.push(seq);
    setSelected(seq);
  };
  const toggle = (seq: number) =>
    setExpanded(folded.conversations.get(seq)?.expanded ? new Set() : new Set([seq]));
  return <TrafficGrid folded={folded} selectedSeq={selected} onSelect={select} onToggle={toggle} />;
}

const grid = () => page.getByRole('grid', { name: 'Traffic' });
/** The first cell of row `seq`: only a rendered row has one. */
const rowOf = (seq: number) => grid().getByRole('gridcell', { name: `#${seq}`, exact: true });
const renderedRows = () => grid().element().querySelectorAll('[role="row"]:not(.header)').length;

beforeEach(() => {
  selections = [];
});

describe('TrafficGrid', () => {
  it('puts only the rows near the viewport in the DOM, and counts them all for assistive technology', async () => {
    show(exchanges(10_000));
    await expect.element(rowOf(9_999)).toBeVisible();
    await expect.element(grid()).toHaveAttribute('aria-rowcount', '10001');
    // 480 px show 20 rows; 10 more on each side are rendered ahead of a scroll.
    expect(renderedRows()).toBeLessThan(480 / ROW_HEIGHT + 2 * 10 + 2);
    expect(rowOf(0).query()).toBeNull();
  });

  it('follows new rows while scrolled to the bottom, and stays put once scrolled up', async () => {
    const rows = exchanges(200);
    show(rows.slice(0, 100));
    await expect.element(rowOf(99)).toBeVisible();
    show(rows.slice(0, 150));
    await expect.element(rowOf(149)).toBeVisible();

    grid().element().scrollTop = 0;
    grid().element().dispatchEvent(new Event('scroll'));
    await expect.element(rowOf(0)).toBeVisible();
    show(rows);
    await expect.element(grid()).toHaveAttribute('aria-rowcount', '201');
    await expect.element(rowOf(0)).toBeVisible();
    expect(rowOf(199).query()).toBeNull();

    // The rows that came meanwhile are counted; the button goes down and follows again.
    await userEvent.click(page.getByRole('button', { name: '50 new ↓' }));
    await expect.element(rowOf(199)).toBeVisible();
    expect(page.getByRole('button', { name: /new ↓/ }).query()).toBeNull();
  });

  it('keeps a selected row in view as rows arrive at the bottom, and counts them on "N new ↓"', async () => {
    const rows = exchanges(300);
    testRoot.render(<Selectable rows={rows.slice(0, 100)} />);
    await expect.element(rowOf(99)).toBeVisible();
    await userEvent.click(rowOf(95));
    testRoot.render(<Selectable rows={rows.slice(0, 150)} />);
    const more = page.getByRole('button', { name: '50 new ↓' });
    await expect.element(more).toBeVisible();
    await expect.element(rowOf(95)).toBeVisible();
    expect(rowOf(149).query()).toBeNull();

    // Clicked, it follows the tail again, the selection kept.
    await userEvent.click(more);
    await expect.element(rowOf(149)).toBeVisible();
    expect(page.getByRole('button', { name: /new ↓/ }).query()).toBeNull();
    testRoot.render(<Selectable rows={rows} />);
    await expect.element(rowOf(299)).toBeVisible();
    expect(selections).toEqual([95]);
  });

  it('keeps the selected bottom row in view when the grid shrinks (its detail opening below)', async () => {
    testRoot.render(<Selectable rows={exchanges(100)} />);
    await expect.element(rowOf(99)).toBeVisible();
    await userEvent.click(rowOf(99));
    // The panel gives the grid half its height once a detail shows.
    testRoot.host.style.height = '240px';
    await expect
      .poll(() => rowOf(99).element().getBoundingClientRect().bottom)
      .toBeLessThanOrEqual(grid().element().getBoundingClientRect().bottom);
  });

  it('leaves the view where the person scrolled it when the grid shrinks, the selected row elsewhere', async () => {
    testRoot.render(<Selectable rows={exchanges(100)} />);
    await userEvent.click(rowOf(99));
    grid().element().scrollTop = 0;
    await expect.element(rowOf(0)).toBeVisible();
    testRoot.host.style.height = '240px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(grid().element().scrollTop).toBe(0);
    await expect.element(rowOf(0)).toBeVisible();
  });

  it('moves the selection with the arrow keys, Home, End and the page keys', async () => {
    testRoot.render(<Selectable rows={exchanges(100)} />);
    await userEvent.click(rowOf(99));
    expect(selections).toEqual([99]);

    await userEvent.keyboard('{Home}');
    expect(selections.at(-1)).toBe(0);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(selections.at(-1)).toBe(2);
    await userEvent.keyboard('{ArrowUp}');
    expect(selections.at(-1)).toBe(1);
    // A page is the rows that fit, less one kept for context: 480 / 24 − 1.
    await userEvent.keyboard('{PageDown}');
    expect(selections.at(-1)).toBe(1 + 19);
    await userEvent.keyboard('{End}');
    expect(selections.at(-1)).toBe(99);
  });

  it('with nothing selected, the first arrow down selects the first row and arrow up the last', async () => {
    show(exchanges(10));
    await expect.element(grid()).toBeInTheDocument();
    (grid().element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowUp}');
    expect(selections).toEqual([0, 9]);
  });

  it('scrolls a selected row into view and names it as the active descendant', async () => {
    const rows = exchanges(2_000);
    show(rows);
    await expect.element(rowOf(1_999)).toBeVisible();
    show(rows, 42);
    await expect.element(rowOf(42)).toBeVisible();
    expect(document.getElementById('traffic-row-42')?.getAttribute('aria-selected')).toBe('true');
    await expect.element(grid()).toHaveAttribute('aria-activedescendant', 'traffic-row-42');
  });

  it('folds a conversation under the request that started it; the button and → / ← unfold and fold it', async () => {
    const recorder = new TrafficRecorder();
    const call = (id: number, parentSeq?: number) =>
      recorder.record(
        'out',
        JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'rename' } }),
        {
          parentSeq,
        },
      );
    const start = call(1).seq;
    recorder.record(
      'in',
      JSON.stringify({ jsonrpc: '2.0', id: 1, result: { resultType: 'input_required' } }),
      {
        parentSeq: start,
      },
    );
    call(2, start);
    recorder.record('in', JSON.stringify({ jsonrpc: '2.0', id: 2, result: { content: [] } }));
    testRoot.render(<Selectable rows={recorder.getSnapshot().rows} />);

    const unfold = grid().getByRole('button', { name: 'Unfold the 3 messages of this conversation' });
    await expect.element(unfold).toHaveAttribute('aria-expanded', 'false');
    await expect.element(grid().getByRole('row', { name: /1 round, 3 messages/ })).toBeVisible();
    expect(renderedRows()).toBe(1);
    await userEvent.click(unfold);
    await expect.poll(renderedRows).toBe(4);
    await userEvent.click(grid().getByRole('row', { name: /1 round, 3 messages/ }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(renderedRows).toBe(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(renderedRows).toBe(4);
  });

  it('says, while empty, what will appear and how, and says nothing of the kind once a row is in', async () => {
    show([]);
    await expect.element(grid().getByRole('gridcell', { name: NO_MESSAGES_YET })).toBeVisible();
    expect(NO_MESSAGES_YET).toMatch(/Connect/);
    show(exchanges(2));
    await expect.element(rowOf(1)).toBeInTheDocument();
    await expect.element(grid().getByText(NO_MESSAGES_YET)).not.toBeInTheDocument();
  });
});
