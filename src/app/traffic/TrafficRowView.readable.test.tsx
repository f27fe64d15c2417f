// docs/playground.md, "Traffic", in a real browser: rows name what their request names, an error
// reply's null id is a neutral note (not a violation), a request over the cap says it was rejected
// and links its answer (click, or Enter on the selected row), and each header says what it holds.
import { useState } from 'react';
import { beforeEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TrafficRecorder } from '../../client/traffic/trafficRecorder';
import type { TrafficRow } from '../../client';
import { NULL_ID_NOTE } from '../../client/lint/nullId';
import { MAX_MESSAGE_BYTES } from '../../protocol';
import { foldConversations } from './conversations';
import { TrafficGrid } from './TrafficGrid';
import { testRootEachTest } from '../../../test-support/testRoot';
import '../app.css';
import './traffic.css';

const testRoot = testRootEachTest('display: grid; height: 400px; width: 1200px;');

let selections: number[];

beforeEach(() => {
  selections = [];
});

function Selectable({ rows }: { rows: readonly TrafficRow[] }) {
  const [selected, setSelected] = useState<number>();
  const select = (seq: number) => {
    selections.push(seq);
    setSelected(seq);
  };
  return (
    <TrafficGrid
      folded={foldConversations(rows, new Set(), selected)}
      selectedSeq={selected}
      onSelect={select}
      onToggle={() => {}}
    />
  );
}

function recorded(): readonly TrafficRow[] {
  const recorder = new TrafficRecorder();
  const line = (message: object) => JSON.stringify({ jsonrpc: '2.0', ...message });
  recorder.record('out', line({ id: 1, method: 'prompts/get', params: { name: 'review-groovy' } }));
  recorder.record('in', line({ id: 1, result: { messages: [] } }));
  recorder.record('out', line({ id: 2, method: 'resources/read', params: { uri: 'groovy://limits' } }));
  recorder.record('in', line({ id: 2, result: { contents: [] } }));
  const ref = { type: 'ref/prompt', name: 'review-groovy' };
  recorder.record('out', line({ id: 3, method: 'completion/complete', params: { ref, argument: {} } }));
  // A request over the cap, and the server's id: null answer to it.
  const big = line({
    id: 4,
    method: 'tools/call',
    params: { name: 'diagnostics', pad: 'x'.repeat(MAX_MESSAGE_BYTES) },
  });
  recorder.record('out', big);
  const answer = recorder.record(
    'in',
    line({ id: null, error: { code: -32600, message: 'Invalid Request: message over 2097152 bytes' } }),
  );
  recorder.update(answer.seq, { lint: { status: 'ok', note: NULL_ID_NOTE } });
  return recorder.getSnapshot().rows;
}

const grid = () => page.getByRole('grid', { name: 'Traffic' });

it('names the prompt, the URI and the completion ref on the rows', async () => {
  testRoot.render(<Selectable rows={recorded()} />);
  for (const name of [
    'prompts/get · review-groovy',
    '↳ prompts/get · review-groovy',
    'resources/read · groovy://limits',
    'completion/complete · prompt review-groovy',
  ])
    await expect.element(grid().getByRole('gridcell', { name, exact: true })).toBeVisible();
});

it("marks an error reply's null id with a neutral note, not as a violation", async () => {
  testRoot.render(<Selectable rows={recorded()} />);
  const note = grid().getByRole('gridcell', { name: NULL_ID_NOTE });
  await expect.element(note).toBeVisible();
  await expect.element(note).toHaveAttribute('title', NULL_ID_NOTE);
  expect(grid().getByRole('gridcell', { name: 'schema violation' }).query()).toBeNull();
  // Neutral: the muted colour of the theme, not the error colour of a violation.
  const colour = (value: string) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    testRoot.host.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  };
  expect(getComputedStyle(note.element()).color).toBe(colour('var(--muted)'));
  expect(colour('var(--muted)')).not.toBe(colour('var(--error)'));
  expect(note.element().classList.contains('violation')).toBe(false);
});

it('says a request over the cap was rejected before parsing, and goes to its answer by click or Enter', async () => {
  const rows = recorded();
  testRoot.render(<Selectable rows={rows} />);
  const request = grid().getByRole('row', { name: /rejected before parsing \(answered with id null\)/ });
  await expect.element(request).toBeVisible();
  await expect.element(request).toHaveTextContent(/tools\/call · diagnostics/);
  await userEvent.click(request.getByRole('button', { name: 'answer #6' }));
  expect(selections).toEqual([6]);
  await expect.element(grid().getByRole('row', { selected: true })).toHaveTextContent(/-32600/);

  // From the keyboard: select the request (↑ from the answer), Enter goes to the answer again.
  await userEvent.keyboard('{ArrowUp}');
  expect(selections.at(-1)).toBe(5);
  await userEvent.keyboard('{Enter}');
  expect(selections.at(-1)).toBe(6);
});

it('says on hover what each column holds', async () => {
  testRoot.render(<Selectable rows={recorded()} />);
  await expect
    .element(grid().getByRole('columnheader', { name: 'Schema' }))
    .toHaveAttribute(
      'title',
      "Checked against the revision's official JSON Schema (ext-apps' schema.json in the app ↔ host lane)",
    );
  const header = grid().getByRole('columnheader', { name: 'Schema' }).element() as HTMLElement;
  // Not cut: the whole word fits its column.
  expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
});
