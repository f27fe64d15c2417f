// The JSON editors (Raw, the Completion tab's "normalize by hand" box) when Monaco's JSON mode cannot
// be loaded, as with a backend stopped before the idle prefetch brought it (docs/playground.md,
// "Quality a user notices"): the editor says so in words, with Retry and the plain text box meanwhile,
// and no error is thrown on the page (Monaco's own loader of the mode catches nothing); once the
// code is reachable again, Retry shows the editor with its JSON mode.
import type { Page } from '@playwright/test';
import { expect, test } from './noPageErrors';
import { panelTab } from './playground';

/** Monaco's JSON mode chunk and the JSON worker's script: refused while `state.down`. */
async function refuseJsonSupport(page: Page): Promise<{ down: boolean; fetched: string[] }> {
  const state = { down: true, fetched: [] as string[] };
  await page.route(/\/assets\/(jsonMode|json\.worker)-[\w-]+\.js$/, (route) => {
    if (state.down) return route.abort('connectionrefused');
    state.fetched.push(new URL(route.request().url()).pathname);
    return route.continue();
  });
  return state;
}

const HINT = 'is the backend (npm start) still running? Retry loads it again.';

test('the Raw editor without its JSON mode says so, and Retry shows it once reachable', async ({ page }) => {
  const json = await refuseJsonSupport(page);
  await page.goto('/');
  await panelTab(page, 'Raw').click();

  const failure = page.getByRole('alert').filter({ hasText: 'The editor could not be loaded' });
  await expect(failure).toContainText(HINT);
  await expect(failure).toContainText('jsonMode');
  // Meanwhile the plain text box stands in, and the panel works.
  await expect(page.getByRole('textbox', { name: 'Raw JSON-RPC message' })).toHaveValue(
    /"method":"tools\/list"/,
  );
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

  json.down = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('.raw-editor .monaco-editor')).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(json.fetched.some((path) => path.includes('/jsonMode-'))).toBe(true);
});

test('the hand normalizer without its JSON mode says so, and Retry shows it once reachable', async ({
  page,
}) => {
  const json = await refuseJsonSupport(page);
  await page.goto('/');
  await panelTab(page, 'Completion').click();
  const box = page.getByRole('region', { name: 'Normalize by hand' });

  const failure = box.getByRole('alert').filter({ hasText: 'The editor could not be loaded' });
  await expect(failure).toContainText(HINT);
  // The plain text box runs the same normalization meanwhile.
  await expect(box.getByRole('textbox', { name: 'Raw completer output (JSON)' })).toBeVisible();
  await expect(box.getByRole('group', { name: 'Hand result' })).toBeVisible();

  json.down = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(box.locator('.hand-editor .monaco-editor')).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test("the Raw editor without the JSON worker's script says so too, and works after Retry", async ({
  page,
}) => {
  let down = true;
  await page.route(/\/assets\/json\.worker-[\w-]+\.js$/, (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/');
  await panelTab(page, 'Raw').click();
  const failure = page.getByRole('alert').filter({ hasText: 'The editor could not be loaded' });
  await expect(failure).toContainText("the JSON worker's script");
  await expect(failure).toContainText(HINT);

  down = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  const editor = page.locator('.raw-editor .monaco-editor');
  await expect(editor).toBeVisible();
  // Work for the JSON worker (formatting a document): done, no error on the page.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('{"a":1}');
  // Format Document: Monaco binds it to Ctrl+Shift+I on Linux, Shift+Alt+F elsewhere.
  await page.keyboard.press(process.platform === 'linux' ? 'Control+Shift+I' : 'Shift+Alt+F');
  await expect(page.locator('.raw-editor .view-line')).toHaveCount(3);
});
