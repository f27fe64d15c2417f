// docs/playground.md, "Traffic": a completion answer's row says how many values came and hasMore.
import { expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { TrafficRecorder } from '../../client/traffic/trafficRecorder';
import { foldConversations } from './conversations';
import { TrafficGrid } from './TrafficGrid';
import { testRootEachTest } from '../../../test-support/testRoot';
import './traffic.css';

const testRoot = testRootEachTest('display: grid; height: 300px; width: 900px;');

it('shows the value count and hasMore of completion answers in the status cell', async () => {
  const recorder = new TrafficRecorder();
  const values = Array.from({ length: 100 }, (_, i) => `m${i}`);
  recorder.record('out', '{"jsonrpc":"2.0","id":1,"method":"completion/complete","params":{}}');
  recorder.record(
    'in',
    JSON.stringify({ jsonrpc: '2.0', id: 1, result: { completion: { values, total: 300, hasMore: true } } }),
  );
  recorder.record('out', '{"jsonrpc":"2.0","id":2,"method":"completion/complete","params":{}}');
  recorder.record('in', '{"jsonrpc":"2.0","id":2,"result":{"completion":{"values":["security"]}}}');
  testRoot.render(
    <TrafficGrid
      folded={foldConversations(recorder.getSnapshot().rows, new Set(), undefined)}
      selectedSeq={undefined}
      onSelect={() => undefined}
      onToggle={() => undefined}
    />,
  );
  const grid = page.getByRole('grid', { name: 'Traffic' });
  await expect.element(grid.getByRole('gridcell', { name: '100 values · hasMore true' })).toBeVisible();
  await expect.element(grid.getByRole('gridcell', { name: '1 value', exact: true })).toBeVisible();
});
