// The editor / panels separator in a real browser (docs/playground.md, "One screen"): the
// WAI-ARIA window splitter's keys, the pointer, the CSS bounds, and the position kept for a reload.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SPLIT_KEY, SplitWorkspace } from './SplitWorkspace';
import { testRootEachTest } from '../../../test-support/testRoot';
import '../app.css';

const testRoot = testRootEachTest(
  'display: grid; height: 300px; width: 1000px; position: absolute; left: 0; top: 0;',
);

function show(folded?: boolean): void {
  testRoot.render(
    <SplitWorkspace
      editor={<section id="editor-pane" aria-label="Editor" />}
      panels={<section aria-label="Panels" />}
      folded={folded ? <section aria-label="Folded editor">Folded</section> : undefined}
    />,
  );
}

beforeEach(() => {
  localStorage.removeItem(SPLIT_KEY);
});
afterEach(() => {
  localStorage.removeItem(SPLIT_KEY);
});

const separator = () => page.getByRole('separator', { name: 'Resize the editor and the panels' });
const editorWidth = () =>
  page.getByRole('region', { name: 'Editor' }).element().getBoundingClientRect().width;

describe('SplitWorkspace', () => {
  it('moves with the arrow keys, Home and End, within 280 px of editor and 420 px of panels', async () => {
    show();
    await expect.element(separator()).toHaveAttribute('aria-valuenow', '45');
    await expect.element(separator()).toHaveAttribute('aria-valuemin', '28');
    await expect.element(separator()).toHaveAttribute('aria-valuemax', '57');
    expect(editorWidth()).toBeCloseTo(450, 0);
    (separator().element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(separator()).toHaveAttribute('aria-valuenow', '47');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect.element(separator()).toHaveAttribute('aria-valuenow', '37');
    await userEvent.keyboard('{End}');
    await expect.element(separator()).toHaveAttribute('aria-valuenow', '57');
    expect(1000 - editorWidth() - 6).toBeGreaterThanOrEqual(420);
    await userEvent.keyboard('{Home}');
    await expect.element(separator()).toHaveAttribute('aria-valuenow', '28');
    expect(editorWidth()).toBeGreaterThanOrEqual(280);
    expect(localStorage.getItem(SPLIT_KEY)).toBe('28');
  });

  // The pointer drag is proven with a real mouse in e2e/layout-split-and-compact.spec.ts.
  it('keeps the position for the next page load', async () => {
    show();
    await expect.element(separator()).toHaveAttribute('aria-valuenow', '45');
    (separator().element() as HTMLElement).focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect.element(separator()).toHaveAttribute('aria-valuenow', '55');
    expect(localStorage.getItem(SPLIT_KEY)).toBe('55');
    testRoot.unmount();
    show();
    await expect.element(separator()).toHaveAttribute('aria-valuenow', '55');
    expect(editorWidth()).toBeCloseTo(550, 0);
  });

  // docs/playground.md, "Another server".
  it('folded, shows the strip above the panels, which take the whole width, and keeps the editor mounted', async () => {
    show();
    await expect.element(separator()).toBeVisible();
    const editor = page.getByRole('region', { name: 'Editor', exact: true }).element();
    show(true);
    await expect.element(page.getByRole('region', { name: 'Folded editor' })).toBeVisible();
    await expect.element(separator()).not.toBeInTheDocument();
    expect(editor.isConnected).toBe(true);
    expect(editor.getBoundingClientRect().width).toBe(0);
    const panels = page.getByRole('region', { name: 'Panels' }).element().getBoundingClientRect();
    const strip = page.getByRole('region', { name: 'Folded editor' }).element().getBoundingClientRect();
    expect(panels.width).toBe(1000);
    expect(panels.top).toBeGreaterThanOrEqual(strip.bottom);
    show(false);
    await expect.element(separator()).toBeVisible();
    expect(page.getByRole('region', { name: 'Editor', exact: true }).element()).toBe(editor);
    expect(editor.getBoundingClientRect().width).toBeCloseTo(450, 0);
  });

  it('reads back no position out of bounds', async () => {
    localStorage.setItem(SPLIT_KEY, '95');
    show();
    await expect.element(separator()).toHaveAttribute('aria-valuenow', '45');
  });
});
