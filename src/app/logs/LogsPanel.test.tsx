// The Logs tab in a real browser (docs/playground.md, "Client features for any server"): the
// server's notifications/message as rows, and logging/setLevel only when the server has logging.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startScriptedPlayground, type ScriptedPlayground } from '../../../test-support/playgroundHarness';
import { LogsPanel } from './LogsPanel';

let harness: ScriptedPlayground;
afterEach(() => harness.dispose());

describe('the Logs tab', () => {
  it('shows each log message and sets the level', async () => {
    harness = startScriptedPlayground({ capabilities: { logging: {} }, answer: () => ({}) });
    harness.render(<LogsPanel />);
    await harness.connect('2025-11-25');
    harness.push({
      method: 'notifications/message',
      params: { level: 'warning', logger: 'db', data: { rows: 3 } },
    });
    harness.push({ method: 'notifications/message', params: { level: 'info', data: 'started' } });
    const rows = page.getByRole('row');
    await expect.poll(() => rows.elements().length).toBe(3);
    await expect.element(rows.nth(1)).toHaveTextContent(/warning\s*db\s*\{"rows":3\}/);
    await expect.element(rows.nth(2)).toHaveTextContent(/info\s*started/);
    await userEvent.selectOptions(page.getByLabelText('Level'), 'error');
    await userEvent.click(page.getByRole('button', { name: 'Set level' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('The server sends error and above.');
    expect(harness.received.find((m) => m.method === 'logging/setLevel')).toMatchObject({
      params: { level: 'error' },
    });
    await userEvent.click(page.getByRole('button', { name: 'Clear' }));
    await expect.element(page.getByText('No log messages yet.')).toBeVisible();
  });

  it('offers no level when the server does not declare logging', async () => {
    harness = startScriptedPlayground({ capabilities: {} });
    harness.render(<LogsPanel />);
    await harness.connect('2025-11-25');
    await expect
      .element(page.getByText('The server does not declare logging: no level to set.'))
      .toBeVisible();
    expect(page.getByRole('button', { name: 'Set level' }).elements()).toHaveLength(0);
  });
});
