// A large exported session, as Traffic's import takes it (docs/playground.md, "Traffic"):
// `rows` rows of ping exchanges, each answer 0.2 ms after its request, written to a temporary file.
// The benches and the start-up spec import it to fill the traffic (and the saved traffic) fast.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The file's path; `start` is the first request's time (ms since the epoch). */
export function pingSessionFile(rows: number, start = Date.now()): string {
  const lines = [
    JSON.stringify({ format: 'groovymcp-traffic', version: 1, exportedAt: new Date().toISOString() }),
  ];
  for (let i = 0; i < rows / 2; i++) {
    const at = start + i;
    const row = (direction: 'out' | 'in', time: number, line: string) =>
      JSON.stringify({ direction, time, revision: '2025-11-25', line });
    lines.push(row('out', at, `{"jsonrpc":"2.0","id":${i},"method":"ping"}`));
    lines.push(row('in', at + 0.2, `{"jsonrpc":"2.0","id":${i},"result":{}}`));
  }
  const file = join(mkdtempSync(join(tmpdir(), 'groovymcp-session-')), 'session.jsonl');
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}
