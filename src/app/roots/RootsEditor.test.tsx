// The roots editor in a real browser (docs/playground.md, "Client features for any server"): add
// and remove file:// roots, kept in local storage, answered to roots/list, and a change during a
// session that declared roots sent as notifications/roots/list_changed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startScriptedPlayground, type ScriptedPlayground } from '../../../test-support/playgroundHarness';
import { RootsEditor } from './RootsEditor';

let harness: ScriptedPlayground;
beforeEach(() => localStorage.removeItem('groovymcp:roots'));
afterEach(() => harness.dispose());

const popover = () => page.getByRole('dialog', { name: 'Roots' });

async function addRoot(uri: string, name = ''): Promise<void> {
  await userEvent.fill(popover().getByLabelText('URI'), uri);
  await userEvent.fill(popover().getByLabelText('Name'), name);
  await userEvent.click(popover().getByRole('button', { name: 'Add root' }));
}

describe('the roots editor', () => {
  it('refuses a root that is not file://, adds and removes roots, and keeps them', async () => {
    harness = startScriptedPlayground({ capabilities: {} });
    harness.render(<RootsEditor />);
    await userEvent.click(page.getByRole('button', { name: 'Roots (0)' }));
    await addRoot('https://example.com');
    await expect.element(popover().getByRole('alert')).toHaveTextContent('a root is a file:// URI');
    await addRoot('file:///work/project', 'project');
    await addRoot('file:///tmp');
    await expect.element(page.getByRole('button', { name: 'Roots (2)' })).toBeVisible();
    expect(harness.playground.client.roots.result()).toEqual({
      roots: [{ uri: 'file:///work/project', name: 'project' }, { uri: 'file:///tmp' }],
    });
    await userEvent.click(popover().getByRole('button', { name: 'Remove file:///tmp' }));
    await expect.element(page.getByRole('button', { name: 'Roots (1)' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('groovymcp:roots') ?? '')).toEqual([
      { uri: 'file:///work/project', name: 'project' },
    ]);
  });

  it('answers roots/list from the list and tells the server when it changes', async () => {
    harness = startScriptedPlayground({ capabilities: {} });
    harness.render(<RootsEditor />);
    await harness.connect('2025-06-18', { elicitation: false, tasks: false, roots: true });
    expect(harness.received[0]).toMatchObject({ params: { capabilities: { roots: { listChanged: true } } } });
    await userEvent.click(page.getByRole('button', { name: 'Roots (0)' }));
    await addRoot('file:///work');
    await expect
      .poll(() => harness.received.filter((m) => m.method === 'notifications/roots/list_changed'))
      .toHaveLength(1);
    harness.push({ id: 9, method: 'roots/list' });
    await expect
      .poll(() => harness.received.find((m) => m.id === 9))
      .toEqual({
        jsonrpc: '2.0',
        id: 9,
        result: { roots: [{ uri: 'file:///work' }] },
      });
  });
});
