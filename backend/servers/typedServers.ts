// Streamable HTTP servers whose URL the person typed in the page (docs/any-server.md, "A typed URL").
// The page registers a URL here (typedServerRoute.ts) and gets back a name it then uses exactly as
// a configured server's name: the proxy, the OAuth routes and the page's headers all key by name,
// so a typed server goes through the same token, Host and Origin checks and nothing else changes.
// The name is derived from the URL, so the same URL gets the same name after a backend restart and
// the page's remembered headers (kept per name) still apply.
import { createHash } from 'node:crypto';
import { HttpError } from '../http/httpError';

/** A URL longer than this is refused: no MCP endpoint needs it, and it is kept in memory. */
export const MAX_TYPED_URL_LENGTH = 2048;
/** At most this many distinct typed URLs per backend run: each is a small entry kept until it stops. */
export const MAX_TYPED_SERVERS = 100;
/** Every typed server's name starts so; the rest is the URL's hash (a name goes in URLs). */
export const TYPED_NAME_PREFIX = 'typed-';

/** A typed server: a configured HttpServer's shape, without config headers or OAuth client. */
export interface TypedServer {
  readonly kind: 'http';
  readonly name: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

const invalid = (message: string): HttpError => new HttpError(400, 'invalid', message);

/** The URL the person typed, checked; throws a 400 that says what is wrong. */
export function parseTypedUrl(value: unknown): URL {
  if (typeof value !== 'string' || value.trim() === '') throw invalid('"url" must be a non-empty string');
  const text = value.trim();
  if (text.length > MAX_TYPED_URL_LENGTH) {
    throw invalid(`the URL is ${text.length} characters, more than the ${MAX_TYPED_URL_LENGTH} allowed`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid(`${JSON.stringify(text)} is not an absolute URL (e.g. http://127.0.0.1:3001/mcp)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalid(`only http: and https: URLs can be reached, not ${url.protocol}`);
  }
  // The page keeps the URL in IndexedDB in the clear; a secret belongs in a header, whose storage the
  // person chooses ("Remember on this machine").
  if (url.username !== '' || url.password !== '') {
    throw invalid('a URL with a user name or password is refused: send credentials as a header');
  }
  url.hash = '';
  return url;
}

export class TypedServers {
  private readonly byName = new Map<string, TypedServer>();

  /** Registers `url` (checked by parseTypedUrl) and answers its server; the same URL, the same one. */
  register(url: URL, isConfigured: (name: string) => boolean): TypedServer {
    const name = TYPED_NAME_PREFIX + createHash('sha256').update(url.href).digest('hex').slice(0, 16);
    const known = this.byName.get(name);
    if (known !== undefined) return known;
    if (isConfigured(name)) {
      throw new HttpError(409, 'invalid', `the config already names a server ${JSON.stringify(name)}`);
    }
    if (this.byName.size >= MAX_TYPED_SERVERS) {
      throw new HttpError(
        409,
        'invalid',
        `at most ${MAX_TYPED_SERVERS} typed URLs per backend run; restart the backend to start afresh`,
      );
    }
    const server: TypedServer = { kind: 'http', name, url: url.href, headers: {} };
    this.byName.set(name, server);
    return server;
  }

  get(name: string): TypedServer | undefined {
    return this.byName.get(name);
  }
}
