import { describe, expect, it } from 'vitest';
import { TrafficRecorder } from '../traffic/trafficRecorder';
import { planReplay, sectionRows } from './replayPlan';

const line = (message: object) => JSON.stringify({ jsonrpc: '2.0', ...message });

/** A section: handshake, a person's call, an editor call, a server request and its answer, a broken line. */
function section() {
  const recorder = new TrafficRecorder();
  recorder.record('out', line({ id: 0, method: 'ping' })); // live, before the section
  const separator = recorder.recordMark({ kind: 'imported', text: 's.jsonl' });
  const at = { section: separator.seq };
  recorder.recordMark({ kind: 'connected', text: '2025-11-25' }, at);
  recorder.record('out', line({ id: 1, method: 'initialize', params: {} }), at);
  recorder.record('in', line({ id: 1, result: {} }), at);
  recorder.record('out', line({ method: 'notifications/initialized' }), at);
  recorder.record('out', line({ id: 2, method: 'tools/call', params: { name: 'diagnostics' } }), at);
  recorder.record('in', line({ id: 'e', method: 'elicitation/create', params: {} }), at);
  recorder.record('out', line({ id: 'e', result: { action: 'decline' } }), at);
  recorder.record('in', line({ id: 2, result: { content: [] } }), at);
  recorder.record('out', line({ id: 3, method: 'tools/call', params: { name: 'hover' } }), {
    ...at,
    origin: 'hover',
  });
  recorder.record('out', '{broken', at);
  recorder.record('out', line({ id: 4, method: 'tools/list' }), at);
  return { recorder, rows: sectionRows(recorder.getSnapshot().rows, separator.seq) };
}

describe('planReplay', () => {
  it.each([
    [
      'a connected live session: the handshake and editor calls are skipped',
      { liveConnected: true },
      [
        ['skipped', 'initialize'],
        ['skipped', 'notifications/initialized'],
        ['request', 'tools/call · diagnostics'],
        ['skipped', 'tools/call · hover'],
        ['request', 'tools/list'],
      ],
    ],
    [
      'an idle live session, with editor calls: everything the client sent but its answers and broken lines',
      { liveConnected: false, includeEditorCalls: true },
      [
        ['request', 'initialize'],
        ['notification', 'notifications/initialized'],
        ['request', 'tools/call · diagnostics'],
        ['request', 'tools/call · hover'],
        ['request', 'tools/list'],
      ],
    ],
  ])('%s', (_name, options, steps) => {
    const { recorder, rows } = section();
    const plan = planReplay(rows, options, (seq) => recorder.get(seq));
    expect(plan.map((step) => [step.kind, step.label])).toEqual(steps);
  });

  it('pairs each request with its recorded answer, and none when the section has none', () => {
    const { recorder, rows } = section();
    const plan = planReplay(rows, { liveConnected: true }, (seq) => recorder.get(seq));
    const call = plan.find((step) => step.label === 'tools/call · diagnostics');
    expect(call?.kind === 'request' && call.expected?.raw).toBe(line({ id: 2, result: { content: [] } }));
    const list = plan.find((step) => step.label === 'tools/list');
    expect(list?.kind === 'request' && list.expected).toBeUndefined();
    expect(plan.find((step) => step.kind === 'skipped' && step.label.includes('hover'))).toMatchObject({
      reason: "the editor's own call (hover); the live editor makes its own",
    });
  });
});
