import { describe, expect, it } from 'vitest';
import { EDITOR_FEATURES, EditorFeatures, readSwitches } from './editorFeatures';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

// Written out: this pins the table of docs/playground.md, "Editor" (each feature's Traffic tag and
// the tool that serves it).
const EDITOR_TABLE = [
  ['markers', 'diagnostics'],
  ['hover', 'describe'],
  ['definition', 'definition'],
  ['implementations', 'implementations'],
  ['references', 'references'],
  ['outline', 'symbols'],
  ['completion', 'complete'],
  ['signatures', 'signatures'],
  ['semantic', 'tokens'],
  ['format', 'format'],
  ['organize-imports', 'organize-imports'],
  ['rename', 'rename'],
];

describe('EDITOR_FEATURES', () => {
  it('is the table of docs/playground.md, "Editor": one feature per tool but close', () => {
    expect(EDITOR_FEATURES.map((f) => [f.id, f.tool])).toEqual(EDITOR_TABLE);
  });
});

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
