// The app ↔ host lane of Traffic (docs/playground.md, "MCP Apps"): every postMessage between the page
// and an MCP App becomes a row of its own lane (TrafficRow.lane = "app"), the message as sent (its
// JSON text), paired with its answer within the lane, with the verdict the caller checked it to
// (ext-apps' schema.json, in the app layer). The host records as an observer of the channel; the MCP
// client and its wire never see these messages.
import type { LintState, TrafficRecorder, TrafficRow } from '../traffic/trafficRecorder';

/** How a lane row's direction reads: `out` is the page to the app, `in` the app to the page. */
export type AppDirection = 'app → host' | 'host → app';

export const APP_LANE = 'app';

/** `app → host` or `host → app`, for a row of the lane (undefined for the server's wire). */
export function appDirection(row: Pick<TrafficRow, 'lane' | 'direction'>): AppDirection | undefined {
  if (row.lane !== APP_LANE) return undefined;
  return row.direction === 'in' ? 'app → host' : 'host → app';
}

/** The message's JSON text; a value JSON cannot hold (a postMessage may carry any clonable value) says so. */
export function appMessageText(message: unknown): string {
  try {
    const text = JSON.stringify(message);
    if (typeof text === 'string') return text;
  } catch {
    // A cycle or a BigInt: not JSON, shown as what it is.
  }
  return `(not JSON: ${Object.prototype.toString.call(message)})`;
}

export function recordAppMessage(
  traffic: TrafficRecorder,
  direction: AppDirection,
  message: unknown,
  lint: LintState,
): TrafficRow {
  return traffic.record(direction === 'app → host' ? 'in' : 'out', appMessageText(message), {
    lane: APP_LANE,
    lint,
  });
}
