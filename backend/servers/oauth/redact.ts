// What the step log may show of a secret (docs/any-server.md, "Authorization"): tokens, codes,
// verifiers and client secrets become "…" and their last four characters (enough to tell two apart,
// as the MCP Inspector's debugger lets one do, never enough to use), or "[redacted]" when short.

/** Fields whose values are secrets, in JSON bodies, form bodies and query strings. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'access_token',
  'refresh_token',
  'id_token',
  'code',
  'code_verifier',
  'client_secret',
  'registration_access_token',
  'state',
]);

/** Headers whose values are secrets. */
const SECRET_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'proxy-authorization',
]);

/** Below this length the last four characters would give away too much of the secret. */
const SHOW_TAIL_FROM = 12;

export function redactSecret(value: string): string {
  return value.length >= SHOW_TAIL_FROM ? `…${value.slice(-4)}` : '[redacted]';
}

export function redactHeaders(headers: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (!SECRET_HEADERS.has(lower)) out[lower] = value;
    else {
      // Keep the scheme ("Bearer", "Basic"): which one was used is part of what the log shows.
      // Cookies say nothing about the flow: nothing of them is kept.
      const scheme = /^(\S+)\s+(.+)$/.exec(value);
      out[lower] =
        scheme && lower.endsWith('authorization') ? `${scheme[1]} ${redactSecret(scheme[2]!)}` : '[redacted]';
    }
  }
  return out;
}

function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_FIELDS.has(key) && typeof inner === 'string' ? redactSecret(inner) : redactJson(inner),
    ]),
  );
}

function redactParams(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of params) out.append(key, SECRET_FIELDS.has(key) ? redactSecret(value) : value);
  return out.toString();
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.search !== '') parsed.search = redactParams(parsed.searchParams);
    return parsed.href;
  } catch {
    return url;
  }
}

/** A body as the step log shows it: JSON and form bodies with their secret fields redacted. */
export function redactBody(text: string, contentType: string | null | undefined): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return redactParams(new URLSearchParams(text));
  try {
    return JSON.stringify(redactJson(JSON.parse(text)), null, 2);
  } catch {
    // Not JSON (an HTML error page, text): no field to find, so redact any secret-looking pair.
    return text.replace(
      /\b(access_token|refresh_token|id_token|code|code_verifier|client_secret)=([^&\s"'<]+)/g,
      (_, key: string, value: string) => `${key}=${redactSecret(value)}`,
    );
  }
}
