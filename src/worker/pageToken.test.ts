import { describe, expect, it } from 'vitest';
import { injectTokenMeta } from '../../backend/http/injectTokenMeta';
import { fetchPageToken, readTokenMeta } from './pageToken';

describe('readTokenMeta', () => {
  it.each([
    [
      'the backend injected it',
      injectTokenMeta('<html><head><title>x</title></head></html>', 'a1b2'),
      'a1b2',
    ],
    ['escaped characters', injectTokenMeta('<head></head>', 'a&"<>b'), 'a&"<>b'],
    ['content before name, single quotes', `<meta content='t9' name='groovymcp-token'>`, 't9'],
    ['another meta first', '<meta charset="utf-8"><meta name="groovymcp-token" content="z">', 'z'],
    ['no token meta', '<meta name="viewport" content="width=device-width">', undefined],
    ['an empty token', '<meta name="groovymcp-token" content="">', undefined],
  ])('%s', (_name, html, token) => {
    expect(readTokenMeta(html)).toBe(token);
  });
});

describe('fetchPageToken', () => {
  it('reads the page without a cache and says why when it cannot', async () => {
    let init: RequestInit | undefined;
    const ok = await fetchPageToken('http://x/', async (_url, i) => {
      init = i;
      return new Response(injectTokenMeta('<head></head>', 'fresh'));
    });
    expect(ok).toEqual({ ok: true, token: 'fresh' });
    expect(init?.cache).toBe('no-store');
    expect(await fetchPageToken('http://x/', async () => new Response('', { status: 403 }))).toEqual({
      ok: false,
      network: false,
      reason: 'the page answered HTTP 403',
    });
    expect(await fetchPageToken('http://x/', () => Promise.reject(new TypeError('Failed to fetch')))).toEqual(
      {
        ok: false,
        network: true,
        reason: 'TypeError: Failed to fetch',
      },
    );
  });
});
