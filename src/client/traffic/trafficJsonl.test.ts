// The Traffic export (docs/playground.md, "Traffic"): no header value typed for a server, and no
// credential, ever reaches the file; a redacted line says so and still imports.
import { describe, expect, it } from 'vitest';
import { secretsOf } from './redactSecrets';
import { exportJsonl, parseTrafficFile } from './trafficJsonl';
import { TrafficRecorder } from './trafficRecorder';

const line = (message: object) => JSON.stringify({ jsonrpc: '2.0', ...message });

describe('the JSONL export', () => {
  it('leaves out every header value and credential, marks the rows it changed, and imports again', () => {
    const recorder = new TrafficRecorder(() => 1);
    const call = line({
      id: 1,
      method: 'tools/call',
      params: { name: 'echo-headers', arguments: {}, _meta: { 'acme.dev/token': 'meta-secret-1' } },
    });
    const echo = line({
      id: 1,
      result: {
        content: [{ type: 'text', text: '{"authorization":"Bearer e2e-secret","x-api-key":"key-secret-2"}' }],
      },
    });
    const plain = line({ id: 2, method: 'tools/list' });
    for (const [direction, raw] of [
      ['out', call],
      ['in', echo],
      ['out', plain],
    ] as const)
      recorder.record(direction, raw, { revision: '2025-11-25' });

    const exported = exportJsonl(
      recorder.getSnapshot().rows,
      secretsOf(['Bearer e2e-secret', 'key-secret-2'], { 'acme.dev/token': 'meta-secret-1' }),
    );
    for (const secret of ['e2e-secret', 'key-secret-2', 'meta-secret-1'])
      expect(exported).not.toContain(secret);
    const lines = exported
      .trim()
      .split('\n')
      .slice(1)
      .map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(lines.map((entry) => entry.redacted)).toEqual([true, true, undefined]);
    expect(lines[1]?.line).toContain('[redacted]');
    expect(lines[2]?.line).toBe(plain);

    const parsed = parseTrafficFile(exported, 5);
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries).toHaveLength(3);
  });
});
