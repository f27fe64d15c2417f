// The Resources tab's app preview (docs/playground.md, "MCP Apps"): a ui:// resource is listed as an
// MCP App and opens as a standalone preview, fed with a tool input and result the person edits,
// prefilled from the last call of a tool that names it: an app debugged without a model.
import { expect, test } from '@playwright/test';
import { connect, panelTab } from './playground';

const APP_URI = 'ui://groovymcp/compile-report';

test('a ui:// resource previews with the last call, then with an edited input and result', async ({
  page,
}) => {
  await connect(page, '2025-11-25', { capabilities: ['apps'] });
  const editor = page.getByRole('textbox', { name: 'Groovy source groovy-buffer:script.groovy' });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\ndef broken = (\n');
  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: /^diagnostics/ })
    .click();
  await page.getByRole('button', { name: 'Call diagnostics' }).click();
  await expect(page.getByRole('region', { name: 'Result of diagnostics' })).toContainText('Unexpected input');

  await panelTab(page, 'Resources').click();
  const option = page.getByRole('listbox', { name: 'Resources' }).getByRole('option', { name: /^ui:\/\// });
  await expect(option).toContainText('MCP App');
  await option.click();
  const preview = page.getByRole('region', { name: `Preview of ${APP_URI}` });
  await expect(preview).toContainText('Prefilled from the last call of diagnostics.');
  const input = preview.getByRole('textbox', { name: 'Tool input (arguments)' });
  const result = preview.getByRole('textbox', { name: 'Tool result' });
  await expect(input).toHaveValue(/def broken = \(/);
  await expect(result).toHaveValue(/Unexpected input/);

  await preview.getByRole('button', { name: `Preview ${APP_URI}` }).click();
  const app = preview.frameLocator(`iframe[title="MCP App ${APP_URI}"]`).frameLocator('iframe');
  const markers = app.getByRole('list', { name: 'Markers' });
  await expect(markers.getByRole('listitem').first()).toContainText('Unexpected input');
  await expect(markers.locator('pre.frame').first()).toContainText('def broken = (');

  // An input and a result of the person's own: the app shows exactly those.
  await input.fill(JSON.stringify({ text: 'line one\nline two is here\n' }));
  const range = { start: { line: 1, character: 9 }, end: { line: 1, character: 11 } };
  await result.fill(
    JSON.stringify({
      content: [],
      structuredContent: {
        uri: 'groovy-buffer:edited',
        diagnostics: [{ range, severity: 'warning', message: 'edited by hand', source: 'groovyc' }],
      },
    }),
  );
  await preview.getByRole('button', { name: `Preview ${APP_URI}` }).click();
  await expect(app.getByRole('heading', { name: 'Compile report: groovy-buffer:edited' })).toBeVisible();
  await expect(markers.getByRole('listitem')).toHaveCount(1);
  await expect(markers.getByRole('listitem')).toContainText('edited by hand');
  await expect(markers.locator('pre.frame')).toContainText('line two is here');
  await expect(app.getByRole('status')).toHaveText('1 warning');

  // Input that is not JSON is said, and no app is started for it.
  await input.fill('{ not json');
  await preview.getByRole('button', { name: `Preview ${APP_URI}` }).click();
  await expect(preview.getByRole('alert')).toContainText('Tool input is not JSON');
});
