// The editor's fold per server kind (docs/playground.md, "Another server").
import { describe, expect, it } from 'vitest';
import { isFoldChoices, isFolded, withChoice } from './editorFold';

describe('editorFold', () => {
  it('is open on the built-in server and folded on another one by default', () => {
    expect(isFolded({}, 'builtIn')).toBe(false);
    expect(isFolded({}, 'other')).toBe(true);
  });

  it('keeps the person’s choice per kind, leaving the other kind’s default alone', () => {
    const opened = withChoice({}, 'other', false);
    expect(isFolded(opened, 'other')).toBe(false);
    expect(isFolded(opened, 'builtIn')).toBe(false);
    const folded = withChoice(opened, 'builtIn', true);
    expect(isFolded(folded, 'builtIn')).toBe(true);
    expect(isFolded(folded, 'other')).toBe(false);
  });

  it('reads back only what it wrote', () => {
    expect(isFoldChoices({})).toBe(true);
    expect(isFoldChoices({ builtIn: 'folded', other: 'open' })).toBe(true);
    expect(isFoldChoices({ other: true })).toBe(false);
    expect(isFoldChoices(['folded'])).toBe(false);
    expect(isFoldChoices(null)).toBe(false);
  });
});
