// The replay's result in a real browser (docs/playground.md, "Traffic", "Replay"): each exchange
// with its verdict, a different one opened with its paths and the differing lines highlighted on
// both sides.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ReplayExchange } from '../../../client';
import { ReplayView } from './ReplayView';
import type { ReplayState } from './replayState';
import { testRootEachTest } from '../../../../test-support/testRoot';

const testRoot = testRootEachTest();

const request = (seq: number, label: string) =>
  ({ kind: 'request', seq, label, message: {}, expected: undefined }) as const;

const exchanges: ReplayExchange[] = [
  {
    step: { kind: 'skipped', seq: 1, label: 'initialize', reason: 'the live session is already initialized' },
    verdict: 'skipped',
    paths: [],
  },
  {
    step: { kind: 'notification', seq: 3, label: 'notifications/initialized', message: {} },
    verdict: 'sent',
    paths: [],
    sentSeq: 20,
  },
  {
    step: request(4, 'tools/list'),
    verdict: 'same',
    paths: [],
    expected: { result: { tools: [] } },
    actual: { result: { tools: [] } },
    sentSeq: 21,
    answerSeq: 22,
  },
  {
    step: request(6, 'tools/call · symbols'),
    verdict: 'different',
    paths: ['/result/symbols/0/name'],
    expected: { result: { symbols: [{ name: 'm', kind: 'method' }] } },
    actual: { result: { symbols: [{ name: 'renamed', kind: 'method' }] } },
    sentSeq: 23,
    answerSeq: 24,
  },
];

describe('ReplayView', () => {
  it('lists every exchange with its verdict and shows a difference side by side', async () => {
    const shown: number[] = [];
    const state: ReplayState = {
      sectionSeq: 0,
      title: 'imported s.jsonl',
      total: 4,
      exchanges,
      running: false,
    };
    testRoot.render(
      <ReplayView state={state} onStop={() => {}} onClose={() => {}} onShow={(seq) => shown.push(seq)} />,
    );
    const view = page.getByRole('region', { name: 'Replay' });
    await expect
      .element(view.getByRole('status', { name: 'Replay status' }))
      .toHaveTextContent('Replay done: 2 answers compared, 1 different, 1 skipped.');
    const list = view.getByRole('list', { name: 'Replayed exchanges' });
    await expect.element(list.getByRole('listitem', { name: 'tools/list: same' })).toBeVisible();
    await expect
      .element(list.getByRole('listitem', { name: 'initialize: skipped' }))
      .toHaveTextContent('already initialized');
    await expect
      .element(list.getByRole('listitem', { name: 'notifications/initialized: sent' }))
      .toHaveTextContent('no answer expected');

    const different = list.getByRole('listitem', { name: 'tools/call · symbols: different' });
    await expect
      .element(different.getByRole('list', { name: 'Differing paths' }))
      .toHaveTextContent('/result/symbols/0/name');
    const expected = different.getByRole('region', { name: /^Expected/ }).element();
    const actual = different.getByRole('region', { name: /^Actual/ }).element();
    expect([...expected.querySelectorAll('mark')].map((m) => m.textContent?.trim())).toEqual([
      '"name": "m",',
    ]);
    expect([...actual.querySelectorAll('mark')].map((m) => m.textContent?.trim())).toEqual([
      '"name": "renamed",',
    ]);

    await userEvent.click(different.getByRole('button', { name: 'Show live #24' }));
    expect(shown).toEqual([24]);
  });

  it('lists differences first, then matches, then skipped rows, each numbered by its place in the replay', async () => {
    const skipped = (seq: number): ReplayExchange => ({
      step: { kind: 'skipped', seq, label: `skipped ${seq}`, reason: 'an editor call' },
      verdict: 'skipped',
      paths: [],
    });
    const [, , same, different] = exchanges as [
      ReplayExchange,
      ReplayExchange,
      ReplayExchange,
      ReplayExchange,
    ];
    const replayed = [skipped(1), same, skipped(2), skipped(3), skipped(4), skipped(5)];
    replayed.push(skipped(7), skipped(8), skipped(9), skipped(10), different);
    const state: ReplayState = {
      sectionSeq: 0,
      title: 's',
      total: replayed.length,
      exchanges: replayed,
      running: false,
    };
    testRoot.render(<ReplayView state={state} onStop={() => {}} onClose={() => {}} onShow={() => {}} />);
    const list = page.getByRole('list', { name: 'Replayed exchanges' });
    await expect.element(list).toBeVisible();
    const items = [...list.element().querySelectorAll<HTMLLIElement>(':scope > li')];
    expect(items.map((item) => [item.value, item.getAttribute('aria-label')])).toEqual([
      [11, 'tools/call · symbols: different'],
      [2, 'tools/list: same'],
      ...[1, 3, 4, 5, 6, 7, 8, 9, 10].map((position) => [
        position,
        `skipped ${replayed[position - 1]?.step.seq}: skipped`,
      ]),
    ]);
  });

  it('says how far a running replay is, with Stop', async () => {
    let stopped = false;
    const state: ReplayState = {
      sectionSeq: 0,
      title: 's',
      total: 4,
      exchanges: exchanges.slice(0, 2),
      running: true,
    };
    testRoot.render(
      <ReplayView state={state} onStop={() => (stopped = true)} onClose={() => {}} onShow={() => {}} />,
    );
    await expect
      .element(page.getByRole('status', { name: 'Replay status' }))
      .toHaveTextContent('Replaying: 2 of 4 messages sent; 0 answers compared, 0 different, 1 skipped…');
    await userEvent.click(page.getByRole('button', { name: 'Stop replay' }));
    expect(stopped).toBe(true);
  });

  it('marks, on the side that lacks a differing element, the line of the array it is missing from', async () => {
    const exchange: ReplayExchange = {
      step: request(8, 'tools/call · diagnostics'),
      verdict: 'different',
      paths: ['/result/diagnostics/0'],
      expected: { result: { uri: 'u', diagnostics: [{ line: 2 }] } },
      actual: { result: { uri: 'u', diagnostics: [] } },
    };
    const state: ReplayState = { sectionSeq: 0, title: 's', total: 1, exchanges: [exchange], running: false };
    testRoot.render(<ReplayView state={state} onStop={() => {}} onClose={() => {}} onShow={() => {}} />);
    const item = page.getByRole('listitem', { name: 'tools/call · diagnostics: different' });
    await expect.element(item).toBeVisible();
    const marks = (side: RegExp) =>
      [...item.getByRole('region', { name: side }).element().querySelectorAll('mark')].map((m) =>
        m.textContent?.trim(),
      );
    expect(marks(/^Expected/)).toEqual(['{', '"line": 2', '}']);
    expect(marks(/^Actual/)).toEqual(['"diagnostics": []']);
  });
});
