import { describe, expect, it } from 'vitest';
import { clampShare, isShare, shareAt, shareBounds, shareForKey } from './splitShare';

describe('the editor / panels split', () => {
  it('keeps 280 px for the editor and 420 px for the panels, within 20–80 %, in whole percents', () => {
    expect(shareBounds(2000).min).toBe(20);
    expect(shareBounds(2000).max).toBe(78);
    expect(shareBounds(1024)).toEqual({ min: 28, max: 58 });
    expect(shareBounds(1000)).toEqual({ min: 28, max: 57 });
    expect(clampShare(90, 1024)).toBe(58);
    expect(clampShare(5, 1024)).toBe(28);
    expect(clampShare(45, 1024)).toBe(45);
  });

  it.each([
    ['ArrowLeft', false, 43],
    ['ArrowRight', false, 47],
    ['ArrowLeft', true, 35],
    ['ArrowRight', true, 55],
    ['Home', false, 20],
    ['End', false, 78],
    ['a', false, undefined],
  ])('%s (shift %s) moves 45 %% to %s', (key, shift, expected) => {
    const share = shareForKey(key, shift, 45, 2000);
    if (expected === undefined) expect(share).toBeUndefined();
    else expect(share).toBeCloseTo(expected, 1);
  });

  it('follows the pointer, within the bounds', () => {
    expect(shareAt(600, 100, 1000)).toBe(50);
    expect(shareAt(1090, 100, 1000)).toBe(57);
  });

  it('reads back only a share within the bounds', () => {
    expect(isShare(45)).toBe(true);
    expect(isShare(95)).toBe(false);
    expect(isShare('45')).toBe(false);
  });
});
