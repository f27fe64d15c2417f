import { describe, expect, it } from 'vitest';
import { redactBody, redactHeaders, redactSecret, redactUrl } from './redact';

describe('redact', () => {
  it('keeps the last four characters of a long secret, nothing of a short one', () => {
    expect(redactSecret('0123456789abcdef')).toBe('…cdef');
    expect(redactSecret('short')).toBe('[redacted]');
  });

  it('redacts the secret fields of JSON bodies, at any depth, and leaves the rest', () => {
    const body = JSON.stringify({
      access_token: 'aaaaaaaaaaaa1111',
      refresh_token: 'rrrrrrrrrrrr2222',
      token_type: 'bearer',
      expires_in: 3600,
      nested: [{ client_secret: 'ssssssssssss3333', client_id: 'public-id' }],
      error: { code: -32001 },
    });
    const shown = redactBody(body, 'application/json; charset=utf-8');
    expect(JSON.parse(shown)).toEqual({
      access_token: '…1111',
      refresh_token: '…2222',
      token_type: 'bearer',
      expires_in: 3600,
      nested: [{ client_secret: '…3333', client_id: 'public-id' }],
      error: { code: -32001 },
    });
  });

  it('redacts form bodies and query strings (code, code_verifier, state)', () => {
    const form =
      'grant_type=authorization_code&code=cccccccccccc4444&code_verifier=vvvvvvvvvvvv5555&client_id=abc';
    const shown = new URLSearchParams(redactBody(form, 'application/x-www-form-urlencoded'));
    expect(Object.fromEntries(shown)).toEqual({
      grant_type: 'authorization_code',
      code: '…4444',
      code_verifier: '…5555',
      client_id: 'abc',
    });
    const url = new URL(
      redactUrl('http://127.0.0.1:1/api/oauth-callback?code=cccccccccccc4444&state=ssssssssssss6666'),
    );
    expect(url.searchParams.get('code')).toBe('…4444');
    expect(url.searchParams.get('state')).toBe('…6666');
  });

  it('redacts a secret-looking pair in a body that is not JSON', () => {
    expect(redactBody('<p>access_token=aaaaaaaaaaaa1111</p>', 'text/html')).toBe('<p>access_token=…1111</p>');
  });

  it('redacts Authorization and cookies, keeping the scheme', () => {
    expect(
      redactHeaders([
        ['Authorization', 'Bearer aaaaaaaaaaaa1111'],
        ['Content-Type', 'application/json'],
        ['Set-Cookie', 'demo_session=xyz'],
      ]),
    ).toEqual({
      authorization: 'Bearer …1111',
      'content-type': 'application/json',
      'set-cookie': '[redacted]',
    });
  });
});
