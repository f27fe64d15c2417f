// The split between the editor and the panels (docs/playground.md, "One screen"): the editor's
// share of the width in percent, kept within bounds so that neither side gets too narrow to use.

export const DEFAULT_SHARE = 45;
export const MIN_SHARE = 20;
export const MAX_SHARE = 80;
/** Below these widths a side stops being usable (the CSS clamp keeps them too). */
export const MIN_EDITOR_PX = 280;
export const MIN_PANELS_PX = 420;
/** The separator's own width. */
export const SPLITTER_PX = 6;

export const isShare = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= MIN_SHARE && value <= MAX_SHARE;

/** The shares possible in a workspace `width` px wide. */
export function shareBounds(width: number): { min: number; max: number } {
  if (!(width > 0)) return { min: MIN_SHARE, max: MAX_SHARE };
  // Whole percents, as the separator's aria-valuemin and aria-valuemax say them.
  // (1e-9: 280 / 1000 * 100 is 28.000000000000004 in floating point.)
  const min = Math.max(MIN_SHARE, Math.ceil((MIN_EDITOR_PX / width) * 100 - 1e-9));
  const max = Math.min(MAX_SHARE, Math.floor(((width - MIN_PANELS_PX - SPLITTER_PX) / width) * 100 + 1e-9));
  return max < min ? { min, max: min } : { min, max };
}

export function clampShare(share: number, width: number): number {
  const { min, max } = shareBounds(width);
  return Math.round(Math.min(max, Math.max(min, share)) * 10) / 10;
}

/** The share a key gives (arrows step 2, with Shift 10; Home and End go to the bounds), or undefined. */
export function shareForKey(key: string, shift: boolean, share: number, width: number): number | undefined {
  const step = shift ? 10 : 2;
  const { min, max } = shareBounds(width);
  switch (key) {
    case 'ArrowLeft':
      return clampShare(share - step, width);
    case 'ArrowRight':
      return clampShare(share + step, width);
    case 'Home':
      return min;
    case 'End':
      return max;
    default:
      return undefined;
  }
}

/** The share under the pointer at `clientX`, in a workspace starting at `left`, `width` px wide. */
export function shareAt(clientX: number, left: number, width: number): number {
  return clampShare(((clientX - left) / width) * 100, width);
}
