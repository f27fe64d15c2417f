// docs/playground.md, "MCP Apps": the per-app log of app ↔ host messages.
import { describe, expect, it } from 'vitest';
import { APP_LANE_LIMIT, APP_LOG_LIMIT, AppMessageLog, appMessageSummary } from './appMessageLog';

describe('AppMessageLog', () => {
  it('keeps messages in order with their direction and Traffic row, and tells subscribers once for a burst', async () => {
    const log = new AppMessageLog();
    let told = 0;
    log.subscribe(() => told++);
    log.record('app → host', { jsonrpc: '2.0', id: 1, method: 'ui/initialize' }, 7);
    log.record('host → app', { jsonrpc: '2.0', id: 1, result: {} }, 8);
    const first = log.get();
    expect(first.map((e) => [e.seq, e.direction])).toEqual([
      [7, 'app → host'],
      [8, 'host → app'],
    ]);
    expect(log.get()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told).toBe(1);
  });

  it('stops giving messages to Traffic past APP_LANE_LIMIT, and counts the rest', () => {
    const log = new AppMessageLog();
    for (let i = 0; log.recording; i++) log.record('app → host', { i }, i);
    log.record('app → host', { i: 'past' });
    log.record('app → host', { i: 'past' });
    expect(log.unrecorded).toBe(2);
    expect(log.get().at(-1)).toEqual({
      n: APP_LANE_LIMIT + 2,
      direction: 'app → host',
      message: { i: 'past' },
    });
    expect(log.get().at(-3)).toMatchObject({ n: APP_LANE_LIMIT, seq: APP_LANE_LIMIT - 1 });
  });

  it('keeps only the last APP_LOG_LIMIT messages of a flood', () => {
    const log = new AppMessageLog();
    for (let i = 0; i < APP_LOG_LIMIT * 3 + 10; i++) log.record('app → host', { i }, i);
    expect(log.get()).toHaveLength(APP_LOG_LIMIT);
    expect(log.get()[0]!.message).toEqual({ i: APP_LOG_LIMIT * 2 + 10 });
  });
});

describe('appMessageSummary', () => {
  it('names the method, the tool, or the request answered', () => {
    expect(appMessageSummary({ method: 'tools/call', params: { name: 'get-time' } })).toBe(
      'tools/call · get-time',
    );
    expect(appMessageSummary({ method: 'ui/notifications/tool-result' })).toBe(
      'ui/notifications/tool-result',
    );
    expect(appMessageSummary({ id: 3, result: {} })).toBe('answer to #3');
    expect(appMessageSummary({ id: 3, error: { code: 1 } })).toBe('error answer to #3');
  });
});
