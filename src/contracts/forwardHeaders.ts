// Headers the person types for a Streamable HTTP server (docs/any-server.md, "Headers from the
// page"): the page sends them to the backend's proxy as one JSON object in `X-Groovymcp-Forward`,
// and the proxy adds them to what it forwards. One rule for both sides, so the page can say what the
// proxy would refuse before anything is sent: a name must be an HTTP token the transport does not
// own, a value one line of visible Latin-1 text.

/** The request header that carries the typed headers, as `{"Name": "value", …}`. */
export const FORWARD_HEADER = 'X-Groovymcp-Forward';

/**
 * Names the proxy refuses: hop-by-hop headers (they describe one connection, not the request), the
 * headers the transport itself sets (body framing, content negotiation, the MCP session and
 * revision, the resumption point), and the carrier itself.
 */
export const REFUSED_FORWARD_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
  'content-length',
  'content-type',
  'content-encoding',
  'accept',
  'accept-encoding',
  'mcp-session-id',
  'mcp-protocol-version',
  'last-event-id',
  FORWARD_HEADER.toLowerCase(),
]);

/** RFC 9110 §5.6.2 token characters. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Tab, visible ASCII and Latin-1 (what a header value may carry; no CR, LF or NUL). */
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** Why the proxy would refuse the header `name: value`, or undefined when it forwards it. */
export function forwardHeaderProblem(name: string, value: string): string | undefined {
  if (!TOKEN.test(name)) return `header name ${JSON.stringify(name)} is not a valid HTTP header name`;
  if (REFUSED_FORWARD_HEADERS.has(name.toLowerCase())) {
    return `header ${JSON.stringify(name)} is set by the transport or the connection and cannot be forwarded`;
  }
  if (!VALUE.test(value)) {
    return `header ${JSON.stringify(name)} has a value with a line break or a character outside Latin-1`;
  }
  return undefined;
}

/**
 * The carrier's value for `headers`: JSON with every non-ASCII character escaped, since a browser
 * sends a header value only in Latin-1 and the proxy reads the JSON back to the same text.
 */
export function encodeForwardHeaders(headers: Readonly<Record<string, string>>): string {
  return JSON.stringify(headers).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
