// Resource templates in a real browser (docs/playground.md, "Resources and Prompts"): a field per
// URI variable completing through completion/complete with ref/resource, the expanded URI read,
// and a subscription whose updates offer to read it again.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startScriptedPlayground, type ScriptedPlayground } from '../../../test-support/playgroundHarness';
import { ResourcesPanel } from './ResourcesPanel';

let harness: ScriptedPlayground;
afterEach(() => harness.dispose());

const TEMPLATE = 'demo://text/{kind}/{id}';
let reads = 0;

function server(uriTemplate = TEMPLATE): ScriptedPlayground {
  return startScriptedPlayground({
    capabilities: { resources: { subscribe: true }, completions: {} },
    answer: (method, params) => {
      if (method === 'resources/list') return { resources: [] };
      if (method === 'resources/templates/list')
        return {
          resourceTemplates: [{ uriTemplate, name: 'Text', description: 'A text by `kind` and id' }],
        };
      if (method === 'completion/complete') {
        const argument = params.argument as { name: string; value: string };
        const values =
          argument.name === 'kind' ? ['poem', 'prose'].filter((v) => v.startsWith(argument.value)) : [];
        return { completion: { values } };
      }
      if (method === 'resources/read')
        return { contents: [{ uri: params.uri, mimeType: 'text/plain', text: `read ${++reads}` }] };
      return {};
    },
  });
}

describe('a resource template', () => {
  it('completes its variables, expands the URI, reads it, subscribes and reads again on update', async () => {
    reads = 0;
    harness = server();
    harness.render(<ResourcesPanel active />);
    await harness.connect('2025-11-25');
    await userEvent.click(page.getByRole('radio', { name: 'Templates' }));
    await expect.element(page.getByRole('heading', { name: /Text/ })).toBeVisible();
    // Its description is Markdown, as every description (docs/playground.md, "Tools").
    await expect.element(page.getByText('kind', { exact: true }).and(page.getByRole('code'))).toBeVisible();
    await userEvent.click(page.getByRole('combobox', { name: /kind/ }));
    await userEvent.keyboard('p');
    await expect.element(page.getByRole('option', { name: 'prose' })).toBeVisible();
    const asked = harness.received.find((m) => m.method === 'completion/complete');
    expect(asked).toMatchObject({
      params: { ref: { type: 'ref/resource', uri: TEMPLATE }, argument: { name: 'kind' } },
    });
    await userEvent.click(page.getByRole('option', { name: 'prose' }));
    await userEvent.fill(page.getByRole('combobox', { name: /id/ }), 'a b/1');
    await expect
      .element(page.getByLabelText('Expanded URI'))
      .toHaveTextContent('demo://text/prose/a%20b%2F1');
    await userEvent.click(page.getByRole('button', { name: 'Read demo://text/prose/a%20b%2F1' }));
    await expect.element(page.getByRole('region', { name: /Contents of/ })).toHaveTextContent('read 1');

    await userEvent.click(page.getByRole('checkbox', { name: 'Subscribe' }));
    await expect
      .poll(() => harness.received.find((m) => m.method === 'resources/subscribe'))
      .toMatchObject({
        params: { uri: 'demo://text/prose/a%20b%2F1' },
      });
    harness.push({
      method: 'notifications/resources/updated',
      params: { uri: 'demo://text/prose/a%20b%2F1' },
    });
    await expect
      .element(page.getByRole('status', { name: 'Updates' }))
      .toHaveTextContent('1 update, the last at');
    await userEvent.click(page.getByRole('button', { name: 'Read again' }));
    await expect.element(page.getByRole('region', { name: /Contents of/ })).toHaveTextContent('read 2');
    await expect.element(page.getByRole('button', { name: 'Read again' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('checkbox', { name: 'Subscribe' }));
    await expect.poll(() => harness.received.some((m) => m.method === 'resources/unsubscribe')).toBe(true);
  });

  it('fills in level 3 expressions ({/path}, {?q}) as servers write them', async () => {
    harness = server('search://items{/path}{?q,page}');
    harness.render(<ResourcesPanel active />);
    await harness.connect('2025-11-25');
    await userEvent.click(page.getByRole('radio', { name: 'Templates' }));
    await userEvent.fill(page.getByRole('combobox', { name: /path/ }), 'shoes');
    await userEvent.fill(page.getByRole('combobox', { name: /^q/ }), 'red & blue');
    await userEvent.fill(page.getByRole('combobox', { name: /page/ }), '2');
    await expect
      .element(page.getByLabelText('Expanded URI'))
      .toHaveTextContent('search://items/shoes?q=red%20%26%20blue&page=2');
  });

  it('reloads the list on notifications/resources/list_changed', async () => {
    harness = server();
    harness.render(<ResourcesPanel active />);
    await harness.connect('2025-11-25');
    await expect.poll(() => harness.received.filter((m) => m.method === 'resources/list')).toHaveLength(1);
    harness.push({ method: 'notifications/resources/list_changed' });
    await expect.poll(() => harness.received.filter((m) => m.method === 'resources/list')).toHaveLength(2);
  });
});
