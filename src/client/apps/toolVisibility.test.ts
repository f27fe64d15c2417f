// docs/playground.md, "MCP Apps": `_meta.ui.visibility` decides what an app may call and how the
// Tools list marks a tool the model may not see.
import { describe, expect, it } from 'vitest';
import { appCallRefusal, modelHiddenHint, toolVisibility } from './toolVisibility';

const tool = (name: string, visibility?: unknown) => ({
  name,
  inputSchema: {},
  ...(visibility === undefined ? {} : { _meta: { ui: { visibility } } }),
});

describe('toolVisibility', () => {
  it('is model and app when absent or not a list, and what the list names otherwise', () => {
    expect(toolVisibility(tool('a'))).toEqual(['model', 'app']);
    expect(toolVisibility(tool('a', 'app'))).toEqual(['model', 'app']);
    expect(toolVisibility(tool('a', ['app']))).toEqual(['app']);
    expect(toolVisibility(tool('a', ['model', 'nobody']))).toEqual(['model']);
    expect(toolVisibility(tool('a', []))).toEqual([]);
  });
});

describe('appCallRefusal', () => {
  const tools = [tool('open'), tool('model-only', ['model']), tool('app-only', ['app']), tool('none', [])];

  it('lets an app call a tool whose visibility includes "app", by default too', () => {
    expect(appCallRefusal('open', tools)).toBeUndefined();
    expect(appCallRefusal('app-only', tools)).toBeUndefined();
  });

  it('refuses a tool hidden from apps, and says its visibility', () => {
    expect(appCallRefusal('model-only', tools)).toBe(
      'model-only is not visible to apps (_meta.ui.visibility ["model"])',
    );
    expect(appCallRefusal('none', tools)).toBe('none is not visible to apps (_meta.ui.visibility [])');
  });

  it('refuses a tool the server does not list', () => {
    expect(appCallRefusal('elsewhere', tools)).toBe('elsewhere is not a tool of this server');
  });
});

describe('modelHiddenHint', () => {
  it('marks a tool the model may not see, and no other', () => {
    expect(modelHiddenHint(tool('a'))).toBeUndefined();
    expect(modelHiddenHint(tool('a', ['model']))).toBeUndefined();
    expect(modelHiddenHint(tool('a', ['app']))).toBe('app only');
    expect(modelHiddenHint(tool('a', []))).toBe('hidden');
  });
});
