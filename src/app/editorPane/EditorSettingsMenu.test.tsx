// The editor's feature switches in a real browser (docs/playground.md, "Editor"): each feature
// named with its tool, a switch shows its new state at once and reaches the store, which keeps it.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EDITOR_FEATURES, EditorFeatures } from '../../editor/editorFeatures';
import { EditorSettingsMenu } from './EditorSettingsMenu';
import { testRootEachTest } from '../../../test-support/testRoot';

const testRoot = testRootEachTest();

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('EditorSettingsMenu', () => {
  it('lists every feature with its tool and switches one off, kept across a new store', async () => {
    const storage = memoryStorage();
    const features = new EditorFeatures(storage);
    testRoot.render(<EditorSettingsMenu features={features} />);
    await userEvent.click(page.getByText('⚙ Features'));
    for (const feature of EDITOR_FEATURES) {
      await expect
        .element(page.getByRole('checkbox', { name: `${feature.label} ${feature.tool}` }))
        .toBeChecked();
    }
    const hover = page.getByRole('checkbox', { name: 'Hover describe' });
    await userEvent.click(hover);
    await expect.element(hover).not.toBeChecked();
    await expect.element(page.getByText('⚙ Features (1 off)')).toBeVisible();
    expect(features.isOn('hover')).toBe(false);
    expect(new EditorFeatures(storage).isOn('hover')).toBe(false);
  });
});
