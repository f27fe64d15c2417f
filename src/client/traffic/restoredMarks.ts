// The separators of traffic restored from the saved data (docs/playground.md, "Saved across a
// reload"): one above each earlier page load's rows, one above this page's. They are session
// separator rows (SessionMark) like Connect's, made again at each load and never saved themselves.
import type { SessionMark } from './trafficRecorder';

const two = (n: number) => String(n).padStart(2, '0');

/** Local date and time to the second, e.g. `2026-12-03 17:02:11`. */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** Above the rows of the earlier page load that started at `load`. */
export const restoredMark = (load: number): SessionMark => ({
  kind: 'restored',
  text: `Restored from ${formatDateTime(load)}: an earlier page load, not live`,
});

/** Above this page's rows, when restored rows come before them. */
export const LIVE_MARK: SessionMark = { kind: 'live', text: 'This page load: live' };

/** Made at each load from the saved rows, so neither is saved. */
export const isRestoreMark = (mark: SessionMark | undefined): boolean =>
  mark?.kind === 'restored' || mark?.kind === 'live';
