// docs/playground.md, "MCP Apps": app ↔ host messages linted against ext-apps' schema.json.
import { describe, expect, it } from 'vitest';
import { AppMessageLinter } from './appMessageLint';

describe('AppMessageLinter', () => {
  it('checks a ui/ request and then its answer against the matching result', () => {
    const lint = new AppMessageLinter();
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'ui/initialize',
      params: { appInfo: { name: 'a', version: '1' }, appCapabilities: {}, protocolVersion: '2026-01-26' },
    };
    expect(lint.check('app → host', initialize)).toEqual({ ok: true, definition: 'McpUiInitializeRequest' });
    const answer = lint.check('host → app', {
      jsonrpc: '2.0',
      id: 1,
      result: { protocolVersion: '2026-01-26' },
    });
    expect(answer).toMatchObject({ ok: false, definition: 'McpUiInitializeResult' });
  });

  it('says what is wrong with a malformed notification', () => {
    const verdict = new AppMessageLinter().check('app → host', {
      jsonrpc: '2.0',
      method: 'ui/notifications/size-changed',
      params: { height: 'tall' },
    });
    expect(verdict).toMatchObject({ ok: false, errors: [expect.stringContaining('/params/height')] });
  });

  it('leaves MCP methods to the server lane', () => {
    const verdict = new AppMessageLinter().check('app → host', {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
    });
    expect(verdict).toEqual({ unchecked: "tools/call is MCP's, not in the ext-apps schema" });
  });
});
