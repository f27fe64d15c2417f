// docs/playground.md, "MCP Apps": the Tools list marks a tool that names an app.
import { describe, expect, it } from 'vitest';
import { toolHint } from './ToolsPanel';

describe('toolHint', () => {
  it('adds "MCP App" to the title of a tool with a ui:// app, and nothing to another', () => {
    const ui = { ui: { resourceUri: 'ui://get-time/mcp-app.html' } };
    expect(toolHint({ name: 'get-time', title: 'Get Time', inputSchema: {}, _meta: ui })).toBe(
      'Get Time · MCP App',
    );
    expect(toolHint({ name: 'get-time', inputSchema: {}, _meta: ui })).toBe('MCP App');
    expect(toolHint({ name: 'echo', title: 'Echo', inputSchema: {} })).toBe('Echo');
    expect(toolHint({ name: 'echo', inputSchema: {} })).toBeUndefined();
  });

  it('marks a tool the model may not see (_meta.ui.visibility without "model")', () => {
    expect(toolHint({ name: 'a', inputSchema: {}, _meta: { ui: { visibility: ['app'] } } })).toBe('app only');
    expect(toolHint({ name: 'a', inputSchema: {}, _meta: { ui: { visibility: [] } } })).toBe('hidden');
    expect(
      toolHint({ name: 'a', title: 'A', inputSchema: {}, _meta: { ui: { visibility: ['model'] } } }),
    ).toBe('A');
  });
});
