// The registration and token answer checks, row by row (docs/any-server.md, "Authorization", "What
// discovery refuses"): a body is used and shown only when it is the expected document or an OAuth
// error response; the reason never quotes it.
import { describe, expect, it } from 'vitest';
import { registrationAnswer, tokenAnswer } from './answerChecks';

const SECRET = 'SECRET-b41c-never-shown';

describe('registrationAnswer and tokenAnswer', () => {
  it.each([
    [
      'a registration',
      registrationAnswer,
      201,
      { client_id: 'c1', redirect_uris: ['http://127.0.0.1/cb'] },
      true,
    ],
    [
      'a registration without client_id',
      registrationAnswer,
      201,
      { redirect_uris: ['http://127.0.0.1/cb'] },
      false,
    ],
    ['a token', tokenAnswer, 200, { access_token: 'a', token_type: 'bearer' }, true],
    ['a token without token_type', tokenAnswer, 200, { access_token: 'a' }, false],
    ['an OAuth error', tokenAnswer, 400, { error: 'invalid_grant', error_description: 'expired' }, true],
    ['an error that is not OAuth', tokenAnswer, 500, { message: SECRET }, false],
    ['an HTML error page', registrationAnswer, 502, `<html>${SECRET}</html>`, false],
    ['a redirect', tokenAnswer, 302, '', false],
  ] as const)('%s → ok %s', (_, check, status, body, ok) => {
    const reason = check(status, typeof body === 'string' ? body : JSON.stringify(body));
    expect(reason === undefined).toBe(ok);
    expect(reason ?? '').not.toContain(SECRET);
  });

  it('says what was wrong', () => {
    expect(tokenAnswer(500, SECRET)).toBe('HTTP 500, and the body is not an OAuth error response');
    expect(tokenAnswer(200, SECRET)).toBe('the token answer is not JSON');
  });
});
