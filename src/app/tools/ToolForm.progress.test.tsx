// The Tools form's running call shows the server's progress (docs/playground.md, "Client features
// for any server"), and its Cancel ends the call with notifications/cancelled.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startScriptedPlayground, type ScriptedPlayground } from '../../../test-support/playgroundHarness';
import type { Tool } from '../../client';
import { ToolDetail } from './ToolDetail';

let harness: ScriptedPlayground;
afterEach(() => harness.dispose());

const SLOW: Tool = { name: 'slow', inputSchema: { type: 'object', properties: {} } };

describe('a running tool call', () => {
  it('shows each progress notification and can be cancelled', async () => {
    localStorage.removeItem('groovymcp:tool-form:slow');
    harness = startScriptedPlayground({ capabilities: { tools: {} } }); // tools/call never answered
    harness.render(<ToolDetail tool={SLOW} />);
    await harness.connect('2025-06-18');
    await userEvent.click(page.getByRole('button', { name: 'Call slow' }));
    await expect.poll(() => harness.received.find((m) => m.method === 'tools/call')).toBeDefined();
    const sent = harness.received.find((m) => m.method === 'tools/call') as { id: number };
    harness.push({
      method: 'notifications/progress',
      params: { progressToken: sent.id, progress: 1, total: 3 },
    });
    const form = page.getByRole('form', { name: 'Call slow' });
    await expect.element(form).toHaveTextContent('1 of 3');
    harness.push({
      method: 'notifications/progress',
      params: { progressToken: sent.id, progress: 2, total: 3, message: 'half way' },
    });
    await expect.element(form).toHaveTextContent('2 of 3: half way');
    await userEvent.click(page.getByRole('button', { name: 'Cancel call' }));
    await expect
      .poll(() => harness.received.find((m) => m.method === 'notifications/cancelled'))
      .toMatchObject({ params: { requestId: sent.id } });
    await expect.element(form.getByRole('button', { name: 'Cancel call' })).not.toBeInTheDocument();
    await expect.element(form).not.toHaveTextContent('2 of 3');
  });
});
