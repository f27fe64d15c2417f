// docs/playground.md, "MCP Apps": the per-app log of app ↔ host messages.
import { describe, expect, it } from 'vitest';
import { APP_LOG_LIMIT, AppMessageLog, appMessageSummary } from './appMessageLog';

describe('AppMessageLog', () => {
  it('keeps messages in order with their direction and tells subscribers', () => {
    const log = new AppMessageLog();
    let told = 0;
    log.subscribe(() => told++);
    log.record('app → host', { jsonrpc: '2.0', id: 1, method: 'ui/initialize' });
    log.record('host → app', { jsonrpc: '2.0', id: 1, result: {} });
    expect(log.get().map((e) => [e.seq, e.direction])).toEqual([
      [1, 'app → host'],
      [2, 'host → app'],
    ]);
    expect(told).toBe(2);
  });

  it('keeps only the last APP_LOG_LIMIT messages of a flood', () => {
    const log = new AppMessageLog();
    for (let i = 0; i < APP_LOG_LIMIT + 10; i++) log.record('app → host', { i });
    expect(log.get()).toHaveLength(APP_LOG_LIMIT);
    expect(log.get()[0]!.message).toEqual({ i: 10 });
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
