// docs/playground.md, "MCP Apps": the app ↔ host lane of Traffic. Its rows say their direction, keep the
// message's text and the verdict given, and pair within the lane only: an app's id 1 is not the
// server's id 1, and an app's request is never taken for the conversation of a server call.
import { describe, expect, it } from 'vitest';
import { TrafficLint } from '../lint/trafficLint';
import { restoreInto } from '../persistence/restoreTraffic';
import type { SavedRow } from '../persistence/savedStore';
import { importSection } from '../traffic/importSection';
import { exportJsonl } from '../traffic/trafficJsonl';
import { TrafficRecorder } from '../traffic/trafficRecorder';
import { appDirection, appMessageText, recordAppMessage } from './appLane';

const OK = { status: 'ok' } as const;

describe('the app ↔ host lane', () => {
  it('records each message as its JSON text, in its lane, with the verdict given', () => {
    const traffic = new TrafficRecorder();
    const message = { jsonrpc: '2.0', id: 1, method: 'ui/initialize', params: { appInfo: { name: 'x' } } };
    const row = recordAppMessage(traffic, 'app → host', message, OK);
    expect(row).toMatchObject({ lane: 'app', direction: 'in', method: 'ui/initialize', lint: OK });
    expect(row.raw).toBe(JSON.stringify(message));
    expect(appDirection(row)).toBe('app → host');
    expect(
      appDirection(recordAppMessage(traffic, 'host → app', { jsonrpc: '2.0', id: 1, result: {} }, OK)),
    ).toBe('host → app');
    expect(appDirection(traffic.record('out', '{"jsonrpc":"2.0","method":"x"}'))).toBeUndefined();
  });

  it('pairs answers within the lane, never with the server wire', () => {
    const traffic = new TrafficRecorder();
    const server = traffic.record(
      'out',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t"}}',
    );
    const appAsks = recordAppMessage(
      traffic,
      'app → host',
      { jsonrpc: '2.0', id: 1, method: 'ui/initialize' },
      OK,
    );
    const hostAnswers = recordAppMessage(traffic, 'host → app', { jsonrpc: '2.0', id: 1, result: {} }, OK);
    expect(hostAnswers).toMatchObject({ pairSeq: appAsks.seq, method: 'ui/initialize' });
    expect(traffic.get(server.seq)?.pairSeq).toBeUndefined();
    const serverAnswers = traffic.record('in', '{"jsonrpc":"2.0","id":1,"result":{"content":[]}}');
    expect(serverAnswers.pairSeq).toBe(server.seq);
  });

  it('does not fold an app request into a pending server call', () => {
    const traffic = new TrafficRecorder();
    traffic.record('out', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t"}}');
    const appAsks = recordAppMessage(
      traffic,
      'app → host',
      { jsonrpc: '2.0', id: 9, method: 'ui/message' },
      OK,
    );
    expect(appAsks.parentSeq).toBeUndefined();
  });

  it('says what a message JSON cannot hold is', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(appMessageText(cyclic)).toBe('(not JSON: [object Object])');
    expect(appMessageText(undefined)).toBe('(not JSON: [object Undefined])');
    expect(appMessageText('hello')).toBe('"hello"');
  });
});

describe('the app ↔ host lane kept and carried', () => {
  const ask = { jsonrpc: '2.0', id: 1, method: 'ui/initialize', params: {} };
  const answer = { jsonrpc: '2.0', id: 1, result: {} };

  it('is exported with "lane", and imports into its lane, not checked again, still paired', () => {
    const traffic = new TrafficRecorder(() => 1);
    recordAppMessage(traffic, 'app → host', ask, OK);
    recordAppMessage(traffic, 'host → app', answer, OK);
    const file = exportJsonl(traffic.getSnapshot().rows);
    expect(file.split('\n')[1]).toContain('"lane":"app"');
    const imported = new TrafficRecorder(() => 2);
    const lint = new TrafficLint(imported, undefined);
    const result = importSection(imported, lint, file, 'lane.jsonl');
    expect(result.ok).toBe(true);
    const rows = imported.getSnapshot().rows.filter((row) => row.mark === undefined);
    expect(rows.map(appDirection)).toEqual(['app → host', 'host → app']);
    expect(rows[1]!.pairSeq).toBe(rows[0]!.seq);
    // Not handed to the MCP lint (which, without a backend, would say "no schema lint in this build").
    expect(rows[0]!.lint).toMatchObject({ status: 'unchecked', reason: expect.stringContaining('ext-apps') });
  });

  it('comes back in its lane after a reload', () => {
    const saved: SavedRow[] = [
      { key: [5, 0], direction: 'in', time: 1, raw: JSON.stringify(ask), bytes: 1, lint: OK, lane: 'app' },
      {
        key: [5, 1],
        direction: 'out',
        time: 2,
        raw: JSON.stringify(answer),
        bytes: 1,
        lint: OK,
        lane: 'app',
      },
    ];
    const rows = restoreInto(new TrafficRecorder(), saved);
    expect(rows.map(appDirection)).toEqual(['app → host', 'host → app']);
    expect(rows[1]!.pairSeq).toBe(rows[0]!.seq);
  });
});
