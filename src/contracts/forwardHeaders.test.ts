// The allow/deny rule for headers typed in the page (docs/any-server.md, "Headers from the page"),
// as a table: the page shows these problems as you type, the proxy answers them as a 400.
import { describe, expect, it } from 'vitest';
import { encodeForwardHeaders, forwardHeaderProblem } from './forwardHeaders';

describe('forwardHeaderProblem', () => {
  it.each([
    ['Authorization', 'Bearer abc', undefined],
    ['X-Api-Key', 'k-123', undefined],
    ['Cookie', 'session=1', undefined],
    ['Origin', 'http://localhost:3000', undefined],
    ['x-custom', '', undefined],
    ['X-Latin1', 'café', undefined],
    [
      'Host',
      'evil.example',
      'header "Host" is set by the transport or the connection and cannot be forwarded',
    ],
    [
      'content-length',
      '5',
      'header "content-length" is set by the transport or the connection and cannot be forwarded',
    ],
    [
      'Content-Type',
      'text/plain',
      'header "Content-Type" is set by the transport or the connection and cannot be forwarded',
    ],
    ['Accept', '*/*', 'header "Accept" is set by the transport or the connection and cannot be forwarded'],
    [
      'Accept-Encoding',
      'gzip',
      'header "Accept-Encoding" is set by the transport or the connection and cannot be forwarded',
    ],
    [
      'Connection',
      'close',
      'header "Connection" is set by the transport or the connection and cannot be forwarded',
    ],
    [
      'Keep-Alive',
      'timeout=5',
      'header "Keep-Alive" is set by the transport or the connection and cannot be forwarded',
    ],
    [
      'Transfer-Encoding',
      'chunked',
      'header "Transfer-Encoding" is set by the transport or the connection and cannot be forwarded',
    ],
    ['TE', 'trailers', 'header "TE" is set by the transport or the connection and cannot be forwarded'],
    [
      'Upgrade',
      'websocket',
      'header "Upgrade" is set by the transport or the connection and cannot be forwarded',
    ],
    [
      'Proxy-Authorization',
      'Basic x',
      'header "Proxy-Authorization" is set by the transport or the connection and cannot be forwarded',
    ],
    [
      'Mcp-Session-Id',
      's1',
      'header "Mcp-Session-Id" is set by the transport or the connection and cannot be forwarded',
    ],
    [
      'MCP-Protocol-Version',
      '2025-06-18',
      'header "MCP-Protocol-Version" is set by the transport or the connection and cannot be forwarded',
    ],
    [
      'Last-Event-ID',
      '5',
      'header "Last-Event-ID" is set by the transport or the connection and cannot be forwarded',
    ],
    [
      'X-Groovymcp-Forward',
      '{}',
      'header "X-Groovymcp-Forward" is set by the transport or the connection and cannot be forwarded',
    ],
    ['', 'x', 'header name "" is not a valid HTTP header name'],
    ['X Api', 'x', 'header name "X Api" is not a valid HTTP header name'],
    ['X-Api:', 'x', 'header name "X-Api:" is not a valid HTTP header name'],
    [':authority', 'x', 'header name ":authority" is not a valid HTTP header name'],
    [
      'X-Split',
      'a\r\nHost: evil',
      'header "X-Split" has a value with a line break or a character outside Latin-1',
    ],
    ['X-Emoji', '🙂', 'header "X-Emoji" has a value with a line break or a character outside Latin-1'],
  ])('%j: %j → %s', (name, value, problem) => {
    expect(forwardHeaderProblem(name, value)).toBe(problem);
  });
});

describe('encodeForwardHeaders', () => {
  it('escapes every non-ASCII character, so the value is ASCII and reads back to the same text', () => {
    const headers = { 'X-Latin1': 'café', Authorization: 'Bearer "q"' };
    const encoded = encodeForwardHeaders(headers);
    expect(encoded).toBe('{"X-Latin1":"caf\\u00e9","Authorization":"Bearer \\"q\\""}');
    expect(JSON.parse(encoded)).toEqual(headers);
  });
});
