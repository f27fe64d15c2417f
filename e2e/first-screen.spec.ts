// What a new user sees first (docs/playground.md, "One screen" and "Quality a user notices"): the
// title, the line saying what this is, an empty Traffic grid that says what will appear, and a
// Theme switch whose Dark darkens the page and the editor, kept across a reload.
import { expect, test } from '@playwright/test';

test('the first screen explains itself, and Dark darkens the page across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page).toHaveTitle('groovymcp playground');
  await expect(
    page.getByText('A Model Context Protocol playground: see every JSON-RPC message'),
  ).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Traffic' }).getByText('No messages yet.')).toBeVisible();

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(255, 255, 255)');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('Dark');
  await expect.poll(background).toBe('rgb(13, 17, 23)');
  await expect(page.locator('.monaco-editor.vs-dark').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  await expect.poll(background).toBe('rgb(13, 17, 23)');
});
