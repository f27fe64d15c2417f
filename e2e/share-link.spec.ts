// Share a link (docs/playground.md, "Share a link"): Share puts the buffers, the revision and the
// person's last tool call into the URL's fragment; the link opened in a fresh browser context (no
// saved data: another person) restores them beside that person's buffers, says what it restored,
// and leaves the address bar; the call waits in Raw, ready to send. A damaged link is said so and
// opens nothing; a demo too long for a link says so instead of making a broken one.
import { expect, test, type Page } from '@playwright/test';
import { chooseTool, connect, panelTab, replaceEditorText, sessionStatus } from './playground';

const tabNames = async (page: Page) =>
  (await page.getByRole('tablist', { name: 'Groovy buffers' }).getByRole('tab').allTextContents()).map((n) =>
    n.trim(),
  );
const sharePanel = (page: Page) => page.getByRole('region', { name: 'Share a link' });

test('a shared link carries the buffers, the revision and the last tool call to another browser', async ({
  page,
  browser,
}) => {
  await connect(page, '2025-06-18');
  await replaceEditorText(
    page,
    'Groovy source groovy-buffer:script.groovy',
    'def shared = "from the link"\n',
  );
  await chooseTool(page, 'diagnostics');
  await page.getByRole('button', { name: 'Call diagnostics' }).click();
  await expect(page.getByRole('region', { name: 'Result of diagnostics' })).toContainText(
    'structuredContent',
  );

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const withCall = sharePanel(page).getByRole('checkbox', { name: 'With my last tool call (diagnostics)' });
  await expect(withCall).toBeChecked();
  const linkBox = sharePanel(page).getByRole('textbox', { name: 'Share link' });
  await expect(linkBox).toHaveValue(/#share=v1\.[A-Za-z0-9_-]+$/);
  const link = await linkBox.inputValue();
  expect(link.startsWith(new URL(page.url()).origin)).toBe(true);

  // Another person: a fresh context, so no saved buffers and no traffic.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(link);
  const notice = other.getByRole('status').filter({ hasText: 'Opened from a shared link' });
  await expect(notice).toContainText('revision 2025-06-18');
  await expect(notice).toContainText('a call to diagnostics, ready to send in Raw');
  // The sample's script.groovy is open there with other text: the link's copy is added beside it.
  await expect.poll(() => tabNames(other)).toContain('script2.groovy');
  expect(await tabNames(other)).toContain('script.groovy');
  await expect(other.locator('.monaco-editor .view-lines').first()).toContainText('from the link');
  await expect(other.getByRole('combobox', { name: 'Protocol revision' })).toHaveValue('2025-06-18');
  expect(new URL(other.url()).hash).toBe('');
  // The call is in Raw; sent after connecting, it is answered.
  await expect(panelTab(other, 'Raw')).toHaveAttribute('aria-selected', 'true');
  const raw = other.locator('.raw-editor .view-lines');
  await expect(raw).toContainText('"method":"tools/call"');
  await expect(raw).toContainText('"name":"diagnostics"');
  await other.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(other)).toContainText('Connected: 2025-06-18');
  await other.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(other.getByText('Sent 1 line; the answer is in Traffic.')).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  // A reload does not open the demo again.
  await other.reload();
  await expect(sessionStatus(other)).toContainText('Not connected');
  await expect(other.getByRole('status').filter({ hasText: 'Opened from a shared link' })).toHaveCount(0);
  await context.close();
});

test('a damaged link opens nothing and says why; a demo too long for a link says so', async ({ page }) => {
  await page.goto('/#share=v1.@@not-a-link');
  await expect(page.getByRole('alert').filter({ hasText: 'The shared link was not opened' })).toContainText(
    'damaged',
  );
  await expect.poll(() => tabNames(page)).toEqual(['script.groovy', 'Shapes.groovy', 'Report.groovy']);

  // Random text does not compress: 40,000 characters of it cannot fit in a 32 KiB link. Uploaded as
  // a file (typing it into Monaco would take most of the test's time).
  const noise = Array.from({ length: 40_000 }, () =>
    String.fromCharCode(33 + Math.floor(Math.random() * 90)),
  );
  await page.getByLabel('Upload a .groovy file').setInputFiles({
    name: 'Noise.groovy',
    mimeType: 'text/plain',
    buffer: Buffer.from(`/* ${noise.join('').replaceAll('*/', '**')} */`),
  });
  await expect.poll(() => tabNames(page)).toContain('Noise.groovy');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(sharePanel(page).getByRole('alert')).toContainText(
    /^Too long for a link: \d+\.\d KiB compressed/,
  );
  await expect(sharePanel(page).getByRole('textbox', { name: 'Share link' })).toHaveCount(0);
});
