// docs/playground.md, "MCP Apps": the app preview starts from the last call of a tool that names the app.
import { describe, expect, it } from 'vitest';
import type { McpClient, Tool } from '../../client';
import { lastAppCall, rememberAppCall } from './lastAppCalls';

const tool = (name: string, meta?: unknown) =>
  ({ name, inputSchema: { type: 'object' }, ...(meta ? { _meta: meta } : {}) }) as Tool;
const result = (text: string) => ({ content: [{ type: 'text' as const, text }] });

describe('lastAppCalls', () => {
  it('keeps the last call per app URI and per client, and ignores tools without an app', () => {
    const client = {} as McpClient;
    const other = {} as McpClient;
    const withApp = tool('diagnostics', { ui: { resourceUri: 'ui://groovymcp/compile-report' } });
    rememberAppCall(client, withApp, { text: 'a' }, result('first'));
    rememberAppCall(client, withApp, { text: 'b' }, result('second'));
    rememberAppCall(client, tool('describe'), { text: 'c' }, result('no app'));
    expect(lastAppCall(client, 'ui://groovymcp/compile-report')).toEqual({
      toolName: 'diagnostics',
      args: { text: 'b' },
      result: result('second'),
    });
    expect(lastAppCall(other, 'ui://groovymcp/compile-report')).toBeUndefined();
    // The flat key older servers send names the app too.
    rememberAppCall(client, tool('get-time', { 'ui/resourceUri': 'ui://get-time/app' }), {}, result('t'));
    expect(lastAppCall(client, 'ui://get-time/app')?.toolName).toBe('get-time');
  });
});
