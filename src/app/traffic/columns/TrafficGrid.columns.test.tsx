// The Traffic grid's columns in a real browser (docs/playground.md, "Traffic", "Columns that fit
// their content"): defaults that show a tool name and a conversation's summary uncut in the panel
// of a 1440 px window, a header edge dragged or moved with ← / →, a double click that fits the
// content, and the widths kept for the next page load.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TrafficRecorder } from '../../../client/traffic/trafficRecorder';
import type { TrafficRow } from '../../../client';
import { testRootEachTest } from '../../../../test-support/testRoot';
import { foldConversations } from '../conversations';
import { TrafficGrid } from '../TrafficGrid';
import { COLUMN_WIDTHS_KEY, RESIZE_STEP } from './trafficColumns';
import '../../app.css';
import '../traffic.css';

// The Traffic panel's width in a 1440 × 900 window with the default split (the compact layout
// without the Size column), and a grid as tall as it is there.
const testRoot = testRootEachTest('width: 785px;');

const LONG_ERROR = 'Method not found: no/such/method/with/a/long/name';

/**
 * Pings enough to scroll, then a tool call that asked once for input (a conversation of 3
 * messages) and an error with a long message: last, so the grid (following the tail) shows them.
 */
function traffic(): readonly TrafficRow[] {
  const recorder = new TrafficRecorder();
  for (let id = 10; id < 100; id++) {
    recorder.record('out', JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' }));
    recorder.record('in', JSON.stringify({ jsonrpc: '2.0', id, result: {} }));
  }
  const call = (id: number, parentSeq?: number) =>
    recorder.record(
      'out',
      JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'diagnostics' } }),
      { parentSeq },
    );
  const start = call(1).seq;
  const asked = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { resultType: 'input_required' } });
  recorder.record('in', asked, { parentSeq: start });
  call(2, start);
  recorder.record('in', JSON.stringify({ jsonrpc: '2.0', id: 2, result: { content: [] } }));
  recorder.record('out', JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'no/such/method' }));
  const error = { code: -32601, message: LONG_ERROR };
  recorder.record('in', JSON.stringify({ jsonrpc: '2.0', id: 3, error }));
  return recorder.getSnapshot().rows;
}

let toggled: number[];
let selections: number[];

function show(rows = traffic()): void {
  testRoot.render(
    <div className="traffic" style={{ height: 480, gridTemplateRows: '1fr' }}>
      <TrafficGrid
        folded={foldConversations(rows, new Set(), undefined)}
        selectedSeq={undefined}
        onSelect={(seq) => selections.push(seq)}
        onToggle={(seq) => toggled.push(seq)}
      />
    </div>,
  );
}

const grid = () => page.getByRole('grid', { name: 'Traffic' });
const handle = (column: string) => grid().getByRole('separator', { name: `Resize ${column} column` });
const header = (column: string) => grid().getByRole('columnheader', { name: column, exact: true });
const widthOf = (column: string) => Math.round(header(column).element().getBoundingClientRect().width);
const isCut = (cell: Element) => cell.scrollWidth > cell.clientWidth;
/** The Method cell of the row that starts the conversation. */
const conversationCell = () =>
  grid()
    .getByRole('row', { name: /1 round/ })
    .getByRole('gridcell', { name: /^tools\/call · diagnostics/ });

beforeEach(() => {
  toggled = [];
  selections = [];
  localStorage.removeItem(COLUMN_WIDTHS_KEY);
});
afterEach(() => localStorage.removeItem(COLUMN_WIDTHS_KEY));

describe('the Traffic grid columns', () => {
  it('by default show a tool name with its conversation summary uncut, with the rows scrolling', async () => {
    show();
    await expect
      .element(conversationCell())
      .toHaveTextContent('tools/call · diagnostics · 1 round, 3 messages');
    const scroller = grid().element();
    expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    expect(isCut(conversationCell().element())).toBe(false);
    for (const name of ['#', 'Time', 'Method', 'Origin', 'Latency', 'Status', 'Schema', 'Pin'])
      expect(isCut(header(name).element()), name).toBe(false);
  });

  it('widen and narrow from the keyboard on a focusable handle, without the grid taking the keys', async () => {
    show();
    await expect.element(handle('Method')).toBeVisible();
    const before = widthOf('Method');
    await expect.element(handle('Method')).toHaveAttribute('aria-valuenow', String(before));
    (handle('Method').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.poll(() => widthOf('Method')).toBe(before + 2 * RESIZE_STEP);
    await expect.element(handle('Method')).toHaveAttribute('aria-valuenow', String(before + 2 * RESIZE_STEP));
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => widthOf('Method')).toBe(before + RESIZE_STEP);
    expect(JSON.parse(localStorage.getItem(COLUMN_WIDTHS_KEY) ?? '{}')).toEqual({
      method: before + RESIZE_STEP,
    });
    await userEvent.keyboard('{ArrowDown}{End}');
    expect(toggled).toEqual([]);
    expect(selections).toEqual([]);
    await expect.element(handle('Method')).toHaveFocus();
  });

  it('widen by dragging the header edge, and keep the width for the next page load', async () => {
    show();
    await expect.element(handle('Status')).toBeVisible();
    const before = widthOf('Status');
    const edge = handle('Status').element().getBoundingClientRect();
    const x = edge.left + edge.width / 2;
    const at = (type: string, clientX: number) =>
      new PointerEvent(type, { bubbles: true, clientX, button: 0 });
    handle('Status').element().dispatchEvent(at('pointerdown', x));
    window.dispatchEvent(at('pointermove', x + 40));
    window.dispatchEvent(at('pointermove', x + 90));
    window.dispatchEvent(at('pointerup', x + 90));
    await expect.poll(() => widthOf('Status')).toBe(before + 90);
    // The pointer is let go: moving it changes nothing.
    window.dispatchEvent(at('pointermove', x + 200));
    expect(widthOf('Status')).toBe(before + 90);

    testRoot.unmount();
    show();
    await expect.poll(() => widthOf('Status')).toBe(before + 90);
  });

  it('fits a column to its content with a double click on its edge, or Enter on it', async () => {
    show();
    const status = () => grid().getByRole('gridcell', { name: `-32601 ${LONG_ERROR}` });
    await expect.element(status()).toBeVisible();
    expect(isCut(status().element())).toBe(true);
    await userEvent.dblClick(handle('Status'));
    await expect.poll(() => isCut(status().element())).toBe(false);
    // Fitted, not merely widened: the widest cell on screen fills it.
    expect(status().element().scrollWidth).toBeGreaterThan(widthOf('Status') - 12);

    (handle('Latency').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const widened = widthOf('Latency');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => widthOf('Latency')).toBeLessThan(widened);
    expect(isCut(header('Latency').element())).toBe(false);
  });

  it('reads back only saved widths that make sense', async () => {
    localStorage.setItem(COLUMN_WIDTHS_KEY, JSON.stringify({ method: 5, dir: 300 }));
    show();
    await expect.element(conversationCell()).toBeVisible();
    expect(isCut(conversationCell().element())).toBe(false);
    localStorage.setItem(COLUMN_WIDTHS_KEY, JSON.stringify({ method: 300 }));
    testRoot.unmount();
    show();
    await expect.poll(() => widthOf('Method')).toBe(300);
  });
});
