// What the specs share: finding the playground's controls by role and accessible name, the way a
// screen reader would (docs/playground.md, "Quality a user notices").
import { expect, type Locator, type Page } from '@playwright/test';

export { PROTOCOL_VERSIONS as REVISIONS } from '../src/protocol/revisions/versions';

export const sessionStatus = (page: Page): Locator => page.getByRole('status', { name: 'Session status' });
export const trafficGrid = (page: Page): Locator => page.getByRole('grid', { name: 'Traffic' });
export const panelTab = (page: Page, name: string): Locator =>
  page.getByRole('tablist', { name: 'Panels' }).getByRole('tab', { name });

export interface ConnectOptions {
  /** A server of e2e/servers.json, by its label in the Server select ("everything (stdio)"); else the built-in one. */
  server?: string;
  /** The client capabilities to tick ("sampling", "elicitation", "tasks"). */
  capabilities?: readonly string[];
}

/** Opens the playground and connects under `revision`, to the server and with the capabilities asked for. */
export async function connect(page: Page, revision: string, options: ConnectOptions = {}): Promise<void> {
  await page.goto('/');
  if (options.server !== undefined)
    await page.getByRole('combobox', { name: 'Server' }).selectOption({ label: options.server });
  await page.getByRole('combobox', { name: 'Protocol revision' }).selectOption(revision);
  for (const capability of options.capabilities ?? [])
    await page.getByRole('checkbox', { name: capability }).check();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(sessionStatus(page)).toContainText(`Connected: ${revision}`);
}

/** Opens the Tools tab and chooses the tool whose entry starts with `name`. */
export async function chooseTool(page: Page, name: string): Promise<void> {
  await panelTab(page, 'Tools').click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .click();
}

/** The traffic count ("N messages"), once the schema lint has a verdict for every row. */
export async function settledMessageCount(page: Page): Promise<number> {
  const count = page.locator('.traffic-count');
  await expect(count).toHaveText(/^\d+ messages/);
  await expect(count).not.toContainText('checking');
  return Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
}

/**
 * Replaces the text of a Monaco editor found by its accessible name: selects all and pastes, as a
 * person brings in a text. (Typed, even as one input event, Monaco edits character by character,
 * auto-closing each bracket: one 6,000-character line cost the page 26 s of CPU.) The clipboard
 * permissions are granted in playwright.config.ts. Type with `page.keyboard` what must be typed.
 */
export async function replaceEditorText(page: Page, name: string | RegExp, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const editor = page.getByRole('textbox', { name });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press(text === '' ? 'Delete' : 'ControlOrMeta+V');
}

/** The accessible names of the traffic rows on screen (the header row left out). */
export async function rowNames(page: Page): Promise<string[]> {
  const rows = trafficGrid(page).getByRole('row');
  const names: string[] = [];
  for (const row of await rows.all()) {
    if ((await row.getAttribute('aria-rowindex')) === '1') continue;
    names.push(((await row.textContent()) ?? '').trim());
  }
  return names;
}
