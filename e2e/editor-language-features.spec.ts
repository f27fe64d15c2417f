// The editor as a Groovy IDE (docs/playground.md, "Editor"): each feature typed and clicked as a
// person does, served by an MCP tool call that Traffic shows tagged with the feature.
import { expect, test } from '@playwright/test';
import { bufferTab, caretLine, expectTaggedCall, goTo, groovyEditor, visibleLines } from './editor';
import { connect, panelTab, replaceEditorText } from './playground';

test.beforeEach(async ({ page }) => {
  await connect(page, '2025-11-25');
  await expect(groovyEditor(page, 'script.groovy')).toBeAttached();
});

test('a syntax error gets a marker on its line and column, soon after the keystroke', async ({ page }) => {
  await groovyEditor(page, 'script.groovy').focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\ndef broken = 1 +* 2');
  await expect(page.locator('#groovy-editor .squiggly-error')).toHaveCount(1);
  // F8 puts the caret on the first problem and shows the compiler's message.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('F8');
  await expect(page.locator('.marker-widget')).toContainText("Unexpected input: '+'");
  await page.keyboard.press('Escape');
  expect(await caretLine(page)).toBe('def broken = 1 ¦+* 2');

  await panelTab(page, 'Traffic').click();
  await expectTaggedCall(page, 'diagnostics', 'markers');
});

test('hover on a method call shows its signature', async ({ page }) => {
  await groovyEditor(page, 'script.groovy').focus();
  // `area` in `${shape.area()}` on line 5.
  await goTo(page, 5, 54);
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+I');
  await expect(page.locator('.monaco-hover')).toContainText('double area()');

  await panelTab(page, 'Traffic').click();
  await expectTaggedCall(page, 'describe', 'hover');
});

test('F12 jumps to a declaration, in the same buffer and into another one', async ({ page }) => {
  await groovyEditor(page, 'script.groovy').focus();
  // `shapes` in `shapes.each` (line 4) → its declaration on line 2.
  await goTo(page, 4, 3);
  await page.keyboard.press('F12');
  expect(await caretLine(page)).toMatch(/^def ¦?s¦?hapes = |^def ¦shapes/);

  // `Circle` in `new Circle(...)` → Shapes.groovy.
  await goTo(page, 2, 22);
  await page.keyboard.press('F12');
  await expect(bufferTab(page, 'Shapes.groovy')).toHaveAttribute('aria-selected', 'true');
  await expect(groovyEditor(page, 'Shapes.groovy')).toBeFocused();
  expect(await caretLine(page)).toBe('class ¦Circle implements Shape {');

  await panelTab(page, 'Traffic').click();
  await expectTaggedCall(page, 'definition', 'definition');
});

test('F2 renames a local everywhere, and says so when the compiler proves no binding', async ({ page }) => {
  await groovyEditor(page, 'script.groovy').focus();
  await goTo(page, 2, 6);
  await page.keyboard.press('F2');
  const input = page.locator('.rename-box input');
  await expect(input).toBeVisible();
  await input.fill('figures');
  await page.keyboard.press('Enter');
  await expect(async () => {
    const lines = await visibleLines(page);
    expect(lines).toContain('def figures = [new Circle(radius: 1.5), new Square(side: 2)]');
    expect(lines).toContain('figures.each { Shape shape ->');
    expect(lines).toContain('def total = figures.sum { it.area() }');
  }).toPass();

  // `println` is resolved at run time: nothing the compiler can prove.
  await goTo(page, 9, 3);
  await page.keyboard.press('F2');
  await expect(input).toBeVisible();
  await input.fill('say');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'the compiler did not prove this binding' }),
  ).toBeVisible();

  await panelTab(page, 'Traffic').click();
  await expectTaggedCall(page, 'rename', 'rename');
});

test('Format Document fixes the indentation', async ({ page }) => {
  await replaceEditorText(
    page,
    'Groovy source groovy-buffer:script.groovy',
    'class Tidy {\nint size() {\n        return 1\n}\n}\n',
  );
  await page.keyboard.press('Control+Shift+I');
  await expect(async () => {
    expect((await visibleLines(page)).slice(0, 5)).toEqual([
      'class Tidy {',
      '    int size() {',
      '        return 1',
      '    }',
      '}',
    ]);
  }).toPass();

  await panelTab(page, 'Traffic').click();
  await expectTaggedCall(page, 'format', 'format');
});

test('completion offers an in-scope variable after its first letters; hints show inside a call', async ({
  page,
}) => {
  await groovyEditor(page, 'script.groovy').focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('println tot');
  await page.keyboard.press('Control+Space');
  const suggestions = page.getByRole('listbox', { name: /Suggest/ });
  await expect(suggestions.getByRole('option', { name: /^total/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.type('\nMath.max(1, ');
  await expect(page.locator('.parameter-hints-widget')).toContainText('max(');

  await panelTab(page, 'Traffic').click();
  await expectTaggedCall(page, 'complete', 'completion');
  await expectTaggedCall(page, 'signatures', 'signatures');
});
