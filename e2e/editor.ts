// Driving the Groovy editor the way a person does, with the keyboard (docs/playground.md,
// "Editor"): the helpers the editor specs share.
import { expect, type Locator, type Page } from '@playwright/test';

export const groovyEditor = (page: Page, buffer: string): Locator =>
  page.getByRole('textbox', { name: `Groovy source groovy-buffer:${buffer}` });

export const bufferTab = (page: Page, buffer: string): Locator =>
  page.getByRole('tablist', { name: 'Groovy buffers' }).getByRole('tab', { name: `groovy-buffer:${buffer}` });

/** Moves the caret with Monaco's Go to Line (Ctrl+G), 1-based line and column as Monaco shows them. */
export async function goTo(page: Page, line: number, column: number): Promise<void> {
  await page.keyboard.press('Control+G');
  const input = page.locator('.quick-input-widget input');
  await expect(input).toBeVisible();
  await input.fill(`:${line}:${column}`);
  await page.keyboard.press('Enter');
  await expect(input).toBeHidden();
}

/** The text of every rendered line of the visible editor, as the person reads it. */
export async function visibleLines(page: Page): Promise<string[]> {
  return page.locator('#groovy-editor .view-lines .view-line').evaluateAll((lines) =>
    lines
      .map((line) => ({ top: parseFloat((line as HTMLElement).style.top), text: line.textContent ?? '' }))
      .sort((a, b) => a.top - b.top)
      .map((line) => line.text.replace(/\u00a0/g, ' ')),
  );
}

/**
 * Where the caret is, found the way a person would check: type a marker character and read the
 * line, then undo it. Resolves with the line's text around the marker.
 */
export async function caretLine(page: Page, marker = '¦'): Promise<string> {
  await page.keyboard.insertText(marker);
  let found = '';
  await expect(async () => {
    found = (await visibleLines(page)).find((line) => line.includes(marker)) ?? '';
    expect(found).not.toBe('');
  }).toPass();
  await page.keyboard.press('Control+Z');
  return found;
}

/** Waits until the traffic shows a `tools/call` of `tool` tagged with `origin`. */
export async function expectTaggedCall(page: Page, tool: string, origin: string): Promise<void> {
  const search = page.getByRole('search', { name: 'Traffic filters' }).getByRole('searchbox');
  await search.fill(`"name":"${tool}"`);
  const grid = page.getByRole('grid', { name: 'Traffic' });
  await expect(grid.getByRole('gridcell', { name: origin, exact: true }).first()).toBeVisible();
}

/**
 * Waits until Traffic (the panel beside the editor, following the newest row) shows the answer to
 * the `n`th call of `tool`: the editor acts on the answer right after, so the next keystroke sees it.
 */
export async function answered(page: Page, tool: string, n = 1): Promise<void> {
  const answers = page
    .getByRole('grid', { name: 'Traffic' })
    .getByRole('row', { name: new RegExp(`↳ tools/call · ${tool} `) });
  await expect(answers).toHaveCount(n);
}
