// What the Traffic export redacts (docs/playground.md, "Traffic"): known header values wherever
// they appear, credential-named fields, `Bearer …` in any text; nothing else is touched.
import { describe, expect, it } from 'vitest';
import { isSecretName, REDACTED, redactLine, secretsOf } from './redactSecrets';

const line = (message: object) => JSON.stringify({ jsonrpc: '2.0', ...message });

describe('secret names', () => {
  it.each([
    ['authorization', true],
    ['Authorization', true],
    ['acme.dev/api-key', true],
    ['X-Api-Key', true],
    ['access_token', true],
    ['sessionToken', true],
    ['token', true],
    ['Cookie', true],
    ['client_secret', true],
    ['password', true],
    ['progressToken', false],
    ['maxTokens', false],
    ['acme.dev/trace-id', false],
    ['name', false],
  ])('%s → %s', (name, secret) => {
    expect(isSecretName(name)).toBe(secret);
  });
});

describe('the texts to redact', () => {
  it('takes every header value, the credential of a scheme alone, and secret-named Metadata strings', () => {
    expect(
      secretsOf(['Bearer tok-123456', ' key-abcdef ', ''], {
        'acme.dev/api-key': 'meta-secret',
        'acme.dev/trace-id': 'not-a-secret',
        token: 42,
      }),
    ).toEqual(['Bearer tok-123456', 'meta-secret', 'tok-123456', 'key-abcdef']);
  });
});

describe('a redacted line', () => {
  const secrets = secretsOf(['Bearer tok-123456', 'X1']);

  it('is the very line that crossed the wire when nothing in it is secret', () => {
    const raw = '{"jsonrpc":"2.0", "id":1,"method":"tools/call","params":{"_meta":{"progressToken":3}}}';
    expect(redactLine(raw, secrets)).toBe(raw);
  });

  it('replaces a header value a server echoed, inside any string, escaped or not', () => {
    const echoed = line({
      id: 2,
      result: { content: [{ type: 'text', text: JSON.stringify({ authorization: 'Bearer tok-123456' }) }] },
    });
    const out = redactLine(echoed, secrets);
    expect(out).not.toContain('tok-123456');
    expect(JSON.parse(out)).toEqual(
      JSON.parse(
        line({ id: 2, result: { content: [{ type: 'text', text: `{"authorization":"${REDACTED}"}` }] } }),
      ),
    );
  });

  it('replaces credential-named fields and _meta entries, and a scheme credential it does not know', () => {
    const raw = line({
      id: 3,
      method: 'tools/call',
      params: {
        name: 'login',
        arguments: { user: 'ann', password: 'hunter22', count: 2 },
        _meta: {
          progressToken: 'p-1',
          'acme.dev/api-key': 'k-999',
          'acme.dev/trace': 'Bearer forgotten-token',
        },
      },
    });
    expect(JSON.parse(redactLine(raw, []))).toEqual(
      JSON.parse(
        line({
          id: 3,
          method: 'tools/call',
          params: {
            name: 'login',
            arguments: { user: 'ann', password: REDACTED, count: 2 },
            _meta: {
              progressToken: 'p-1',
              'acme.dev/api-key': REDACTED,
              'acme.dev/trace': `Bearer ${REDACTED}`,
            },
          },
        }),
      ),
    );
  });

  it('replaces a short value only where it is a whole string, and leaves non-string values', () => {
    const raw = line({ id: 4, result: { a: 'X1', b: 'X12 stays', token: 7 } });
    expect(JSON.parse(redactLine(raw, secrets))).toEqual({
      jsonrpc: '2.0',
      id: 4,
      result: { a: REDACTED, b: 'X12 stays', token: 7 },
    });
  });

  it('redacts a line that is not JSON as text', () => {
    expect(redactLine('{"broken": "Bearer tok-123456", ', secrets)).toBe(`{"broken": "${REDACTED}", `);
    expect(redactLine('{"broken": "Bearer not-known.9", ', [])).toBe(`{"broken": "Bearer ${REDACTED}", `);
    expect(redactLine('tok-123456 then "q\\"uote-secret', secretsOf(['q"uote-secret']))).toBe(
      `tok-123456 then "${REDACTED}`,
    );
  });
});
