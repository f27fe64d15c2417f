// Every command the Groovy editor's context menu shows works from the shortcut it shows
// (docs/playground.md, "Editor"). One row per command: where the caret goes, and what the command
// visibly does. Each test opens the context menu (Shift+F10) there, reads the command's shortcut
// from the menu, closes it, presses that shortcut, and checks the effect. A first test pins the
// menu's list of commands to the table, so a command the menu gains needs its row. The rows share
// one page (a page load and Connect cost more than most rows): after a row, Escape closes what it
// opened, and a row that changed the text restores the sample project.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bufferTab, goTo, groovyEditor, visibleLines } from './editor';
import { connect } from './playground';

interface Row {
  /** The command's label in the menu. */
  readonly command: string;
  /** The submenu that holds it, if not the menu itself. */
  readonly submenu?: string;
  /** The shortcut the menu shows, as Monaco writes it; undefined when it shows none. */
  readonly shown: string | undefined;
  /** The key to press when the menu shows none: the browser's own (clipboard). */
  readonly browserKey?: string;
  /** The buffer and the 1-based line and column of the caret. */
  readonly at: readonly [buffer: string, line: number, column: number];
  /** Something to do before pressing the key (a selection, a mess to format). */
  readonly before?: (page: Page) => Promise<void>;
  /** What the command visibly did; none for a command with no key to press. */
  readonly check?: (page: Page) => Promise<void>;
  /** The command changes the text: the sample is restored after it. */
  readonly edits?: true;
}

const peek = (page: Page): Locator => page.locator('.peekview-widget');
const quickInput = (page: Page): Locator => page.locator('.quick-input-widget');
const cursors = (page: Page): Locator => page.locator('#groovy-editor .cursors-layer .cursor');

/** The text of the line the (first) caret is on, as drawn. */
async function lineAtCaret(page: Page): Promise<string> {
  return page.locator('#groovy-editor').evaluate((root) => {
    const cursor = root.querySelector<HTMLElement>('.cursors-layer .cursor');
    const top = cursor ? parseFloat(cursor.style.top) : NaN;
    const lines = [...root.querySelectorAll<HTMLElement>('.view-lines .view-line')];
    const line = lines.find((candidate) => parseFloat(candidate.style.top) === top);
    return (line?.textContent ?? '').replace(/\u00a0/g, ' ');
  });
}

const lineIs = async (page: Page, index: number, text: string) =>
  expect.poll(async () => (await visibleLines(page))[index]).toBe(text);

const SHAPES = 'def shapes = [new Circle(radius: 1.5), new Square(side: 2)]';
const TOTAL = 'println "total: $total"';

const ROWS: readonly Row[] = [
  {
    command: 'Go to Definition',
    shown: 'F12',
    at: ['script.groovy', 4, 3],
    check: async (page) => expect.poll(() => lineAtCaret(page)).toBe(SHAPES),
  },
  {
    command: 'Go to Implementations',
    shown: 'Ctrl+F12',
    at: ['Shapes.groovy', 1, 12],
    check: async (page) => {
      await expect(peek(page)).toContainText('class Circle implements Shape');
      await expect(peek(page)).toContainText('class Square implements Shape');
    },
  },
  {
    command: 'Go to References',
    shown: 'Shift+F12',
    at: ['script.groovy', 2, 6],
    check: async (page) => {
      await expect(peek(page)).toContainText('shapes.each { Shape shape ->');
      await expect(peek(page)).toContainText('def total = shapes.sum { it.area() }');
    },
  },
  {
    command: 'Go to Symbol...',
    shown: 'Ctrl+Shift+O',
    at: ['Shapes.groovy', 1, 1],
    check: async (page) => {
      await expect(quickInput(page).locator('input')).toHaveValue(/^@/);
      await expect(quickInput(page)).toContainText('Circle');
    },
  },
  {
    command: 'Peek Definition',
    submenu: 'Peek',
    shown: 'Ctrl+Shift+F10',
    at: ['script.groovy', 4, 3],
    check: async (page) => expect(peek(page)).toContainText(SHAPES),
  },
  {
    command: 'Peek Implementations',
    submenu: 'Peek',
    shown: 'Ctrl+Shift+F12',
    at: ['Shapes.groovy', 1, 12],
    check: async (page) => expect(peek(page)).toContainText('class Square implements Shape'),
  },
  {
    command: 'Peek References',
    submenu: 'Peek',
    shown: undefined,
    at: ['script.groovy', 2, 6],
  },
  {
    command: 'Organize Imports',
    edits: true,
    shown: 'Shift+Alt+O',
    at: ['Report.groovy', 6, 1],
    check: async (page) =>
      expect.poll(() => visibleLines(page)).not.toContain('import java.util.concurrent.ConcurrentHashMap'),
  },
  {
    command: 'Rename Symbol',
    edits: true,
    shown: 'F2',
    at: ['script.groovy', 2, 6],
    check: async (page) => {
      await page.locator('.rename-box input').fill('figures');
      await page.keyboard.press('Enter');
      await lineIs(page, 7, 'def total = figures.sum { it.area() }');
    },
  },
  {
    command: 'Change All Occurrences',
    edits: true,
    shown: 'Ctrl+F2',
    at: ['script.groovy', 2, 6],
    check: async (page) => {
      // Every `shapes` of the buffer, the one in the first line's comment too: the command goes by the word.
      await expect(cursors(page)).toHaveCount(4);
      await page.keyboard.type('figures');
      await lineIs(page, 3, 'figures.each { Shape shape ->');
    },
  },
  {
    command: 'Format Document',
    edits: true,
    shown: 'Shift+Alt+F',
    at: ['Shapes.groovy', 2, 1],
    before: async (page) => {
      await page.keyboard.insertText('    ');
      await lineIs(page, 1, '        double area()');
    },
    check: async (page) => lineIs(page, 1, '    double area()'),
  },
  {
    command: 'Cut',
    edits: true,
    shown: undefined,
    browserKey: 'Control+X',
    at: ['script.groovy', 9, 1],
    before: async (page) => page.keyboard.press('Shift+End'),
    check: async (page) => {
      await lineIs(page, 8, '');
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Control+V');
      await lineIs(
        page,
        0,
        `${TOTAL}// A script that uses the shapes of Shapes.groovy. The playground compiles it; it never runs it.`,
      );
    },
  },
  {
    command: 'Copy',
    edits: true,
    shown: undefined,
    browserKey: 'Control+C',
    at: ['script.groovy', 9, 1],
    before: async (page) => page.keyboard.press('Shift+End'),
    check: async (page) => {
      await page.keyboard.press('End');
      await page.keyboard.press('Control+V');
      await lineIs(page, 8, `${TOTAL}${TOTAL}`);
    },
  },
  {
    command: 'Paste',
    edits: true,
    shown: undefined,
    browserKey: 'Control+V',
    at: ['script.groovy', 9, 1],
    before: async (page) => {
      await page.keyboard.press('Shift+End');
      await page.keyboard.press('Control+C');
      await page.keyboard.press('End');
    },
    check: async (page) => lineIs(page, 8, `${TOTAL}${TOTAL}`),
  },
  {
    command: 'Command Palette',
    shown: 'F1',
    at: ['script.groovy', 1, 1],
    check: async (page) => {
      await expect(quickInput(page).locator('input')).toHaveValue('>');
      await page.keyboard.type('format doc');
      await expect(quickInput(page)).toContainText('Format Document');
    },
  },
];

/** Opens the context menu at the caret with the keyboard, as Shift+F10 does. */
async function openMenu(page: Page, submenu?: string): Promise<Locator> {
  await page.keyboard.press('Shift+F10');
  const menu = page.locator('.context-view .monaco-menu').first();
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  if (submenu === undefined) return menu;
  await menu.getByRole('menuitem', { name: submenu }).hover();
  const inner = page.locator('.context-view .monaco-submenu .monaco-menu');
  await expect(inner.getByRole('menuitem').first()).toBeVisible();
  return inner;
}

/** The menu's commands and their shortcuts, in the menu's order. */
async function entries(menu: Locator): Promise<[string, string | undefined][]> {
  return menu
    .locator(':scope > .monaco-action-bar > .actions-container > .action-item > .action-menu-item')
    .evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('.action-label')?.textContent ?? '',
        item.querySelector('.keybinding')?.textContent || undefined,
      ]),
    );
}

async function caretAt(page: Page, [buffer, line, column]: Row['at']): Promise<void> {
  await bufferTab(page, buffer).click();
  await groovyEditor(page, buffer).focus();
  await goTo(page, line, column);
}

const playwrightKey = (monacoKey: string) => monacoKey.replace(/\bCtrl\b/g, 'Control');

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await connect(page, '2025-11-25');
  await expect(groovyEditor(page, 'script.groovy')).toBeAttached();
});
test.afterAll(async () => page.context().close());

/** Back to the sample project's text, as the Restore sample button does it. */
async function restoreSample(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Restore sample' }).click();
  await page
    .getByRole('group', { name: 'Restore the sample' })
    .getByRole('button', { name: 'Restore the sample' })
    .click();
  await expect(page.getByRole('group', { name: 'Restore the sample' })).toHaveCount(0);
}

test('the context menu shows exactly the commands of the table, with their shortcuts', async () => {
  await caretAt(page, ['script.groovy', 2, 6]);
  const menu = await openMenu(page);
  const top = await entries(menu);
  const peekMenu = await openMenu(page, 'Peek').catch(async () => {
    throw new Error('no Peek submenu');
  });
  const inPeek = await entries(peekMenu);
  const shown = [...top.filter(([label]) => label !== 'Peek'), ...inPeek].sort();
  const table = ROWS.map((row): [string, string | undefined] => [row.command, row.shown]).sort();
  expect(shown).toEqual(table);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.locator('.context-view .monaco-menu')).toHaveCount(0);
});

for (const row of ROWS) {
  test(`${row.command}: ${row.shown ?? row.browserKey ?? 'no shortcut shown'}`, async () => {
    await caretAt(page, row.at);
    const menu = await openMenu(page, row.submenu);
    const label = page.locator('.action-label').getByText(row.command, { exact: true });
    const item = menu.getByRole('menuitem').filter({ has: label });
    await expect(item).toBeVisible();
    // The keys as the menu writes them; a command with none has no such element.
    const shown = (await item.locator('.keybinding').allTextContents())[0] || undefined;
    expect(shown).toBe(row.shown);
    await page.keyboard.press('Escape');
    if (row.submenu) await page.keyboard.press('Escape');
    await expect(page.locator('.context-view .monaco-menu')).toHaveCount(0);
    await expect(groovyEditor(page, row.at[0])).toBeFocused();
    const key = shown ?? row.browserKey;
    // A command the menu shows with no key (Peek References) has nothing to run here.
    expect(key === undefined).toBe(row.check === undefined);
    if (key === undefined || !row.check) return;
    await row.before?.(page);
    await page.keyboard.press(playwrightKey(key));
    await row.check(page);
    // What the command opened (a peek, the quick input) closes; a changed text is restored.
    await page.keyboard.press('Escape');
    await expect(peek(page)).toHaveCount(0);
    await expect(quickInput(page)).toBeHidden();
    if (row.edits) await restoreSample(page);
  });
}
