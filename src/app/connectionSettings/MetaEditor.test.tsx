// The Metadata editor in a real browser (docs/playground.md, "Session bar"): entries typed as
// key/value (JSON values allowed) join the `_meta` of the requests sent from the panels, never over
// the client's progressToken; a row that cannot be sent says why; entries are kept per server name.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startScriptedPlayground, type ScriptedPlayground } from '../../../test-support/playgroundHarness';
import { callTool, readResource, WORKER_SERVER } from '../../client';
import { MetaEditor } from './MetaEditor';

const META_STORAGE_KEY = 'groovymcp:request-meta';

let harness: ScriptedPlayground;
beforeEach(async () => {
  localStorage.removeItem(META_STORAGE_KEY);
  harness = startScriptedPlayground({
    capabilities: { tools: {}, resources: {} },
    answer: (method) =>
      method === 'tools/call'
        ? { content: [{ type: 'text', text: 'ok' }] }
        : { contents: [{ uri: 'file:///a', text: 'a' }] },
  });
  harness.render(<MetaEditor />);
  await harness.connect('2025-11-25');
});
afterEach(() => harness.dispose());

const popover = () => page.getByRole('dialog', { name: `Metadata for ${WORKER_SERVER.name}` });
const metaOf = (method: string) =>
  (harness.received.filter((m) => m.method === method).at(-1)?.params as { _meta?: unknown } | undefined)
    ?._meta;

async function addEntry(n: number, key: string, value: string): Promise<void> {
  await userEvent.click(popover().getByRole('button', { name: 'Add entry' }));
  await userEvent.fill(popover().getByLabelText(`Key of entry ${n}`), key);
  await userEvent.fill(popover().getByLabelText(`Value of entry ${n}`), value);
}

describe('the Metadata editor', () => {
  it('adds its entries to the _meta of the panels’ requests, JSON values as JSON, progressToken kept', async () => {
    await userEvent.click(page.getByRole('button', { name: 'Metadata (0)' }));
    await addEntry(1, 'acme.dev/trace', 'abc-1');
    await addEntry(2, 'budget', '{"tokens": 5}');
    await addEntry(3, 'progressToken', '99');
    await expect
      .element(popover().getByRole('alert'))
      .toHaveTextContent('the client sets "progressToken" itself; this row is not sent');
    await expect.element(page.getByRole('button', { name: 'Metadata (2)' })).toBeVisible();
    await expect.element(popover().getByLabelText('Sent as _meta')).toHaveTextContent('"tokens": 5');

    const client = harness.playground.client;
    await callTool(client, 'echo', {});
    const sent = metaOf('tools/call') as Record<string, unknown>;
    expect(sent).toEqual({
      'acme.dev/trace': 'abc-1',
      budget: { tokens: 5 },
      progressToken: expect.any(Number),
    });
    expect(sent.progressToken).not.toBe(99);
    await readResource(client, 'file:///a');
    expect(metaOf('resources/read')).toMatchObject({ 'acme.dev/trace': 'abc-1', budget: { tokens: 5 } });
  });

  it('keeps the entries per server name across a reload of the editor, and removes them', async () => {
    await userEvent.click(page.getByRole('button', { name: 'Metadata (0)' }));
    await addEntry(1, 'k', '1');
    expect(JSON.parse(localStorage.getItem(META_STORAGE_KEY) ?? '{}')).toEqual({
      [WORKER_SERVER.name]: [{ key: 'k', value: '1' }],
    });
    harness.render(<MetaEditor key="mounted again" />);
    await expect.element(page.getByRole('button', { name: 'Metadata (1)' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Metadata (1)' }));
    await userEvent.click(popover().getByRole('button', { name: 'Remove entry 1' }));
    await expect.element(page.getByRole('button', { name: 'Metadata (0)' })).toBeVisible();
    await callTool(harness.playground.client, 'echo', {});
    expect(Object.keys(metaOf('tools/call') as object)).toEqual(['progressToken']);
  });
});
