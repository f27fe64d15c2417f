import { describe, expect, it } from 'vitest';
import { parseBearerChallenge } from './authChallenge';

describe('parseBearerChallenge', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['Basic realm="x"', undefined],
    ['Bearer', {}],
    [
      'Bearer resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource/mcp"',
      { resourceMetadata: 'http://localhost:3000/.well-known/oauth-protected-resource/mcp' },
    ],
    [
      'Bearer error="invalid_token", error_description="Missing Authorization header", resource_metadata="http://a/b"',
      {
        error: 'invalid_token',
        errorDescription: 'Missing Authorization header',
        resourceMetadata: 'http://a/b',
      },
    ],
    [
      'bearer error=insufficient_scope, scope="mcp:tools files:read"',
      { error: 'insufficient_scope', scope: 'mcp:tools files:read' },
    ],
    ['Bearer error_description="say \\"hi\\", then go"', { errorDescription: 'say "hi", then go' }],
    // A second challenge after the Bearer one is not read into it; one before it is skipped.
    ['Bearer scope="a", Basic realm="x"', { scope: 'a' }],
    ['Basic realm="x", Bearer scope="b"', { scope: 'b' }],
  ])('%j → %j', (header, expected) => {
    expect(parseBearerChallenge(header)).toEqual(expected);
  });
});
