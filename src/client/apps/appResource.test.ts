// docs/playground.md, "MCP Apps": the tool's app URI and the app out of its resources/read answer.
import { describe, expect, it } from 'vitest';
import { appFromResource, appResourceUri } from './appResource';

const tool = (meta: unknown) => ({ name: 't', inputSchema: {}, _meta: meta });

describe('appResourceUri', () => {
  it('reads _meta.ui.resourceUri, then the flat legacy key', () => {
    expect(appResourceUri(tool({ ui: { resourceUri: 'ui://a/app.html' } }))).toBe('ui://a/app.html');
    expect(appResourceUri(tool({ 'ui/resourceUri': 'ui://b/app.html' }))).toBe('ui://b/app.html');
  });

  it('names no app for a tool without one or with a non-ui:// URI', () => {
    expect(appResourceUri({ name: 't', inputSchema: {} })).toBeUndefined();
    expect(appResourceUri(tool({ ui: { resourceUri: 'https://x.test/app.html' } }))).toBeUndefined();
  });
});

describe('appFromResource', () => {
  const mimeType = 'text/html;profile=mcp-app';

  it('takes the text and the policy of _meta.ui', () => {
    const csp = { connectDomains: ['https://api.test'] };
    const app = appFromResource('ui://a', {
      contents: [{ uri: 'ui://a', mimeType, text: '<p>hi</p>', _meta: { ui: { csp } } }],
    });
    expect(app).toEqual({ uri: 'ui://a', html: '<p>hi</p>', csp });
  });

  it('decodes a base64 blob as UTF-8', () => {
    const blob = btoa(String.fromCharCode(...new TextEncoder().encode('<p>é</p>')));
    expect(appFromResource('ui://a', { contents: [{ uri: 'ui://a', mimeType, blob }] })).toMatchObject({
      html: '<p>é</p>',
    });
  });

  it('says why there is no app', () => {
    expect(appFromResource('ui://a', { contents: [] })).toEqual({
      problem: 'ui://a: the server returned no contents',
    });
    expect(
      appFromResource('ui://a', { contents: [{ uri: 'ui://a', mimeType: 'text/html', text: 'x' }] }),
    ).toEqual({
      problem: 'ui://a: mimeType is text/html, not text/html;profile=mcp-app',
    });
  });
});
