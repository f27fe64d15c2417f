// groovymcp's own MCP App (docs/server.md, "MCP Apps: the compile report"; docs/playground.md, "MCP
// Apps"): with the apps switch on, diagnostics on a broken buffer shows the compile report, its
// marker with a code frame; its Re-run button's tools/call goes through the bridge to the built-in
// server and shows in Traffic with the origin "app".
import { expect, test } from '@playwright/test';
import { connect, panelTab, trafficGrid } from './playground';

const APP_URI = 'ui://groovymcp/compile-report';

test('diagnostics shows the compile report, and its Re-run calls the server', async ({ page }) => {
  await connect(page, '2025-11-25', { capabilities: ['apps'] });
  const editor = page.getByRole('textbox', { name: 'Groovy source groovy-buffer:script.groovy' });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\ndef broken = (\n');

  await panelTab(page, 'Tools').click();
  const option = page.getByRole('listbox', { name: 'Tools' }).getByRole('option', { name: /^diagnostics/ });
  await expect(option).toContainText('MCP App');
  await option.click();
  await page.getByRole('button', { name: 'Call diagnostics' }).click();

  const result = page.getByRole('region', { name: 'Result of diagnostics' });
  const app = page.frameLocator(`iframe[title="MCP App ${APP_URI}"]`).frameLocator('iframe');
  await expect(
    app.getByRole('heading', { name: 'Compile report: groovy-buffer:script.groovy' }),
  ).toBeVisible();
  const markers = app.getByRole('list', { name: 'Markers' });
  await expect(markers.getByRole('listitem').first()).toContainText('Unexpected input');
  // The code frame holds the broken line, marked, and a caret line under it.
  const frame = markers.getByRole('listitem').first().locator('pre.frame');
  await expect(frame).toContainText('def broken = (');
  await expect(frame.locator('.caret')).toContainText('^');
  await expect(app.getByRole('status')).toHaveText(/\d+ errors?/);

  await app.getByRole('button', { name: 'Re-run' }).click();
  await result.getByText(/App ↔ host messages/).click();
  const log = result.getByRole('list', { name: 'App ↔ host messages' });
  await expect(log.getByText('app → host tools/call · diagnostics')).toBeVisible();
  // Its answer reaches the app, which draws the report again and lets the button go.
  await expect(app.getByRole('button', { name: 'Re-run' })).toBeEnabled();
  await expect(markers.getByRole('listitem').first()).toContainText('Unexpected input');

  await panelTab(page, 'Traffic').click();
  const grid = trafficGrid(page);
  await expect(grid.getByRole('row', { name: new RegExp(`resources/read · ${APP_URI}`) })).toHaveCount(2);
  const calls = grid.getByRole('row', { name: /tools\/call · diagnostics/ });
  // The app's call and its answer carry the origin "app".
  await expect(calls.filter({ has: page.getByRole('gridcell', { name: 'app', exact: true }) })).toHaveCount(
    2,
  );
});
