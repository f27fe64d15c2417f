// docs/playground.md, "MCP Apps": what an app asks of the person, bounded and never a script URL.
import { describe, expect, it } from 'vitest';
import { addNotices, messageText, NOTICE_LIMIT, openableUrl, type AppNotice } from './appNotices';

describe('app notices', () => {
  it('keeps the last NOTICE_LIMIT, one by one or a burst at once', () => {
    let notices: readonly AppNotice[] = [];
    for (let i = 0; i < NOTICE_LIMIT + 5; i++)
      notices = addNotices(notices, [{ kind: 'log', level: 'info', text: `${i}` }]);
    expect(notices).toHaveLength(NOTICE_LIMIT);
    expect(notices[0]).toEqual({ kind: 'log', level: 'info', text: '5' });
    const burst = Array.from({ length: 10_000 }, (_, i): AppNotice => ({
      kind: 'log',
      level: 'info',
      text: `b${i}`,
    }));
    notices = addNotices(notices, burst);
    expect(notices).toHaveLength(NOTICE_LIMIT);
    expect(notices.at(-1)).toEqual({ kind: 'log', level: 'info', text: 'b9999' });
    expect(notices[0]).toEqual({ kind: 'log', level: 'info', text: `b${10_000 - NOTICE_LIMIT}` });
  });

  it('reads a message’s text blocks', () => {
    expect(
      messageText([
        { type: 'text', text: 'a' },
        { type: 'image', data: 'x' },
      ]),
    ).toBe('a\n{"type":"image","data":"x"}');
  });

  it('offers http(s) links only', () => {
    expect(openableUrl('https://modelcontextprotocol.io/')).toBe('https://modelcontextprotocol.io/');
    expect(openableUrl('javascript:alert(1)')).toBeUndefined();
    expect(openableUrl('data:text/html,x')).toBeUndefined();
    expect(openableUrl('not a url')).toBeUndefined();
  });
});
