// A `WWW-Authenticate: Bearer …` challenge (RFC 6750 §3, RFC 9728 §5.1), as an MCP server answers
// 401 or 403 (docs/any-server.md, "Authorization"). One parser for both sides: the backend reads the
// challenge that starts a flow, the page says what a 401 or 403 asked for.

export interface BearerChallenge {
  /** `invalid_token`, `insufficient_scope`, … */
  readonly error?: string;
  readonly errorDescription?: string;
  /** The scopes the server asks for, space-separated. */
  readonly scope?: string;
  /** RFC 9728: where the protected resource metadata is. */
  readonly resourceMetadata?: string;
}

/** Reads `name=value` pairs from `text` at `from` until the next scheme (a token with no `=`). */
function readParams(text: string, from: number): Record<string, string> {
  const found: Record<string, string> = {};
  const token = /[A-Za-z0-9!#$%&'*+.^_`|~-]+/y;
  let at = from;
  for (;;) {
    while (at < text.length && /[\s,]/.test(text[at]!)) at++;
    token.lastIndex = at;
    const name = token.exec(text);
    if (name === null) return found;
    at = token.lastIndex;
    while (text[at] === ' ') at++;
    if (text[at] !== '=') return found; // the next challenge's scheme
    at++;
    while (text[at] === ' ') at++;
    let value = '';
    if (text[at] === '"') {
      at++;
      while (at < text.length && text[at] !== '"') {
        if (text[at] === '\\') at++;
        value += text[at] ?? '';
        at++;
      }
      at++;
    } else {
      token.lastIndex = at;
      const bare = token.exec(text);
      value = bare?.[0] ?? '';
      at = bare === null ? at : token.lastIndex;
    }
    found[name[0].toLowerCase()] = value;
  }
}

/** The Bearer challenge's parameters, or undefined when the header names no Bearer scheme. */
export function parseBearerChallenge(header: string | null | undefined): BearerChallenge | undefined {
  if (header === null || header === undefined) return undefined;
  const start = /(?:^|,)\s*Bearer(?=\s|,|$)/i.exec(header);
  if (start === null) return undefined;
  const found = readParams(header, start.index + start[0].length);
  return {
    ...(found.error === undefined ? {} : { error: found.error }),
    ...(found.error_description === undefined ? {} : { errorDescription: found.error_description }),
    ...(found.scope === undefined ? {} : { scope: found.scope }),
    ...(found.resource_metadata === undefined ? {} : { resourceMetadata: found.resource_metadata }),
  };
}
