// URL-mode elicitation against a server the playground did not write (docs/any-server.md,
// "URL-mode elicitation"): choose the official "everything" server (bridged over stdio by the
// backend), connect under 2025-11-25 with elicitation declared (form and url), call its
// trigger-url-elicitation tool from the Tools form, see the URL in the dialog, Accept, and the
// tool's result; then its -32042 path: the URL listed under the failure, Retry the call, Decline.
import { expect, test, type Page } from '@playwright/test';
import { chooseTool, connect } from './playground';

const dialog = (page: Page) => page.getByRole('dialog', { name: /^Elicitation/ });

/**
 * Connects to the everything server under 2025-11-25 with elicitation declared (form and url: the
 * tool exists only for such a client) and fills trigger-url-elicitation's form with `url`.
 */
async function openUrlElicitationTool(page: Page, url: string): Promise<void> {
  await connect(page, '2025-11-25', { server: 'everything (stdio)', capabilities: ['elicitation'] });
  await chooseTool(page, 'trigger-url-elicitation');
  await page.getByRole('textbox', { name: 'url', exact: true }).fill(url);
}

test('the everything server sends the person to a URL; Accept answers it', async ({ page }) => {
  await openUrlElicitationTool(page, 'https://example.com/connect?x=1');
  await page.getByRole('button', { name: 'Call trigger-url-elicitation' }).click();

  await expect(dialog(page)).toContainText('Please open the link to complete this action.');
  await expect(dialog(page).getByLabel('URL')).toHaveText('https://example.com/connect?x=1');
  await expect(dialog(page).getByRole('button', { name: 'Open URL' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Accept' }).click();
  await expect(dialog(page)).toHaveCount(0);

  const result = page.getByRole('region', { name: 'Result of trigger-url-elicitation' });
  await expect(result).toContainText('User completed the URL elicitation flow');
  await expect(result).toContainText('"action": "accept"');
});

test('a -32042 tool failure lists the URL to visit; Retry the call asks again by request', async ({
  page,
}) => {
  await openUrlElicitationTool(page, 'https://example.com/authorize');
  await page.getByLabel('errorPath', { exact: true }).check();
  await page.getByRole('button', { name: 'Call trigger-url-elicitation' }).click();

  const required = page.getByRole('region', { name: 'URL elicitation required' });
  await expect(page.getByRole('alert').filter({ hasText: '-32042' })).toBeVisible();
  await expect(required.getByLabel('URL')).toHaveText('https://modelcontextprotocol.io');
  await expect(required.getByRole('button', { name: 'Open URL' })).toBeVisible();
  await required.getByRole('button', { name: 'Retry the call' }).click();

  await expect(dialog(page).getByLabel('URL')).toHaveText('https://example.com/authorize');
  await dialog(page).getByRole('button', { name: 'Decline' }).click();
  const result = page.getByRole('region', { name: 'Result of trigger-url-elicitation' });
  await expect(result).toContainText('User declined to open the URL');
});
