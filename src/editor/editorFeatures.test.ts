import { describe, expect, it } from 'vitest';
import { EDITOR_FEATURES, EditorFeatures, readSwitches } from './editorFeatures';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('EditorFeatures', () => {
  it('starts with every feature on', () => {
    const features = new EditorFeatures(memoryStorage());
    expect(EDITOR_FEATURES.every((f) => features.isOn(f.id))).toBe(true);
  });

  it('keeps a switch across a reload', () => {
    const storage = memoryStorage();
    new EditorFeatures(storage).set('hover', false);
    const reloaded = new EditorFeatures(storage);
    expect(reloaded.isOn('hover')).toBe(false);
    expect(reloaded.isOn('markers')).toBe(true);
  });

  it.each([['not json'], ['[1]'], ['{"hover": "no"}'], ['null']])(
    'reads a damaged stored value %j as every feature on',
    (stored) => {
      expect(Object.values(readSwitches(stored)).every(Boolean)).toBe(true);
    },
  );
});
