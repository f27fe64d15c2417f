// What the check prints about the frames (docs/check-command.md): every message's schema verdict,
// read from Traffic's own rows (client.traffic) once the lint has given each one, and each violation
// said with its frame number (the `#` Traffic shows), its direction, method and why.
import type { McpClient, TrafficRow } from '../../src/client';

/** The client's messages once each has its schema verdict (session separators are not messages). */
export function settledMessages(client: McpClient): Promise<readonly TrafficRow[]> {
  const messages = () => client.traffic.getSnapshot().rows.filter((row) => row.mark === undefined);
  const settled = () => messages().every((row) => row.lint.status !== 'pending');
  if (settled()) return Promise.resolve(messages());
  return new Promise((resolve) => {
    const unsubscribe = client.traffic.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve(messages());
    });
  });
}

/** "#7 ← tools/list result" */
export function frameName(row: TrafficRow): string {
  const arrow = row.direction === 'out' ? '→' : '←';
  const method = row.method ?? '(no method)';
  return `#${row.seq} ${arrow} ${method} ${row.summary.kind}`;
}

export interface FrameVerdicts {
  readonly checked: number;
  readonly violations: readonly string[];
  readonly unchecked: readonly string[];
}

export function frameVerdicts(rows: readonly TrafficRow[]): FrameVerdicts {
  const violations: string[] = [];
  const unchecked: string[] = [];
  let checked = 0;
  for (const row of rows) {
    if (row.lint.status === 'violation') {
      checked++;
      violations.push(`${frameName(row)}: ${row.lint.errors.join('; ')}`);
    } else if (row.lint.status === 'unchecked') {
      unchecked.push(`${frameName(row)}: ${row.lint.reason}`);
    } else if (row.lint.status === 'ok') checked++;
  }
  return { checked, violations, unchecked };
}
