// Connect under each of the five revisions: initialize + initialized, or server/discover with the
// per-request _meta of 2026-07-28 (docs/revisions.md §1 "Handshake").
import { expect, test } from '@playwright/test';
import { connect, REVISIONS, sessionStatus, trafficGrid } from './playground';

for (const revision of REVISIONS) {
  test(`connects under ${revision} and says the negotiated version and the server`, async ({ page }) => {
    await connect(page, revision);
    await expect(sessionStatus(page)).toContainText(`Connected: ${revision}`);
    await expect(sessionStatus(page)).toContainText('groovy-mcp');
    const grid = trafficGrid(page);
    // Row #0 is the session's separator (docs/playground.md, "Traffic").
    await expect(
      grid.getByRole('row', { name: new RegExp(`^session connected ${revision} at `) }),
    ).toBeVisible();
    if (revision === '2026-07-28') {
      await expect(grid.getByRole('row', { name: /^#1 sent .* server\/discover/ })).toBeVisible();
      await expect(grid.getByRole('row', { name: /initialize/ })).toHaveCount(0);
    } else {
      await expect(grid.getByRole('row', { name: /^#1 sent .* initialize 1 / })).toBeVisible();
      await expect(grid.getByRole('row', { name: /^#2 received .* ↳ initialize 1 / })).toBeVisible();
      await expect(grid.getByRole('row', { name: /^#3 sent .* notifications\/initialized/ })).toBeVisible();
    }
  });
}

test('a second Connect under another revision resets and negotiates again', async ({ page }) => {
  await connect(page, '2025-06-18');
  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption('2024-11-05');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText('Connected: 2024-11-05');
});

test('the session bar says the engine sandbox is enforced', async ({ page }) => {
  await connect(page, '2025-11-25');
  const badge = page.getByRole('status', { name: 'Engine sandbox' });
  await expect(badge).toHaveText('Sandbox: enforced');
  await expect(badge).toHaveAttribute('title', /never runs it/);
});
