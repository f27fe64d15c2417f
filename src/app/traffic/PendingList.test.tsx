// Pending requests in a real browser (docs/playground.md, "Client features for any server"): the
// progress the server reports on one, and Cancel, which sends notifications/cancelled and ends
// the request as cancelled.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startScriptedPlayground, type ScriptedPlayground } from '../../../test-support/playgroundHarness';
import { callTool } from '../../client';
import { PendingList } from './PendingList';

let harness: ScriptedPlayground;
afterEach(() => harness.dispose());

describe('a pending request', () => {
  it('shows its progress, and Cancel ends it as cancelled and tells the server', async () => {
    // The server never answers tools/call.
    harness = startScriptedPlayground({ capabilities: { tools: {} } });
    harness.render(<PendingList />);
    await harness.connect('2025-11-25');
    const call = callTool(harness.playground.client, 'slow', {});
    await expect.element(page.getByRole('button', { name: 'Cancel tools/call' })).toBeVisible();
    const sent = harness.received.find((m) => m.method === 'tools/call') as {
      id: number;
      params: { _meta: unknown };
    };
    expect(sent.params._meta).toEqual({ progressToken: sent.id });
    harness.push({
      method: 'notifications/progress',
      params: { progressToken: sent.id, progress: 2, total: 5, message: 'compiling' },
    });
    await expect
      .element(page.getByRole('list', { name: 'Pending requests' }))
      .toHaveTextContent('2 of 5: compiling');
    await expect.element(page.getByRole('progressbar')).toHaveAttribute('value', '2');
    await userEvent.click(page.getByRole('button', { name: 'Cancel tools/call' }));
    expect((await call).outcome).toEqual({ ok: false, error: { kind: 'cancelled', method: 'tools/call' } });
    await expect
      .poll(() => harness.received.find((m) => m.method === 'notifications/cancelled'))
      .toEqual({
        jsonrpc: '2.0',
        method: 'notifications/cancelled',
        params: { requestId: sent.id, reason: 'cancelled from the playground' },
      });
    await expect.element(page.getByRole('list', { name: 'Pending requests' })).not.toBeInTheDocument();
    const row = harness.playground.client.traffic
      .getSnapshot()
      .rows.find((r) => r.seq !== undefined && r.raw.includes('"tools/call"'));
    expect(row?.note).toBe('cancelled by you');
  });
});
