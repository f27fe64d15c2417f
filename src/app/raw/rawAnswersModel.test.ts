import { describe, expect, it } from 'vitest';
import { TrafficRecorder } from '../../client/traffic/trafficRecorder';
import { answersTo } from './rawAnswersModel';

const line = (message: object) => JSON.stringify({ jsonrpc: '2.0', ...message });

describe('answersTo', () => {
  it('finds each sent line its answers by id, none for a notification, the id-null error for an unreadable line', () => {
    const recorder = new TrafficRecorder();
    recorder.record('out', line({ id: 9, method: 'ping' })); // before the send: not ours
    const sent = [
      recorder.record('out', line({ id: 1, method: 'tools/list' })),
      recorder.record('out', line({ method: 'notifications/initialized' })),
      recorder.record('out', '{oops'),
      recorder.record('out', line({ id: '1', method: 'ping' })),
    ].map((row) => row.seq);
    const error = recorder.record('in', line({ id: null, error: { code: -32700, message: 'Parse error' } }));
    const pong = recorder.record('in', line({ id: '1', result: {} }));
    const list = recorder.record('in', line({ id: 1, result: { tools: [] } }));
    const again = recorder.record('in', line({ id: 1, error: { code: -32600, message: 'duplicate' } }));
    recorder.record('in', line({ id: 9, result: {} }));
    // Later, the client's own request with id 1 and its answer: not the raw line's.
    recorder.record('out', line({ id: 1, method: 'prompts/list' }));
    recorder.record('in', line({ id: 1, result: { prompts: [] } }));
    const answers = answersTo(recorder.getSnapshot().rows, sent);
    expect(answers.map((a) => [a.expectsAnswer, a.answers.map((r) => r.seq)])).toEqual([
      [true, [list.seq, again.seq]],
      [false, []],
      [true, [error.seq]],
      [true, [pong.seq]],
    ]);
  });

  it('has nothing yet for a request still waiting, and nothing for rows it cannot find', () => {
    const recorder = new TrafficRecorder();
    const sent = recorder.record('out', line({ id: 1, method: 'tools/list' }));
    expect(answersTo(recorder.getSnapshot().rows, [sent.seq])).toEqual([
      { sent: recorder.get(sent.seq), expectsAnswer: true, answers: [] },
    ]);
    expect(answersTo(recorder.getSnapshot().rows, [42])).toEqual([]);
  });
});
