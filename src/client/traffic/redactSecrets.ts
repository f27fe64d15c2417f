// What a Traffic export never carries (docs/playground.md, "Traffic": export): the values of the
// headers typed for a server, and any value that looks like a credential. Traffic records JSON-RPC
// lines only, never an HTTP request's headers, so a header value reaches a line only when a server
// echoes it (or a person types it into a tool's arguments or a `_meta` entry); the export replaces
// each such value with REDACTED, which stays visible in the exported line.

export const REDACTED = '[redacted]';

/**
 * A known secret shorter than this is redacted only where it is a whole string value: replacing a
 * two-letter header value inside every string of the session would garble the export and hide
 * nothing worth hiding.
 */
export const MIN_SECRET_IN_TEXT = 4;

/** Spec fields whose names look like credentials but are not (`_meta.progressToken`). */
const NOT_SECRET_NAMES: ReadonlySet<string> = new Set(['progresstoken']);

const SECRET_NAME_PARTS = [
  'authorization',
  'cookie',
  'password',
  'passwd',
  'secret',
  'apikey',
  'accesskey',
  'credential',
];

/** `Bearer abc.def`, `Basic dXNlcjpwYXNz` inside any text: the credential after the scheme. */
const SCHEME_CREDENTIAL = /\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/]+=*/gi;

/** Whether a key (a `_meta` key with or without its `prefix/`, a field, an argument) names a credential. */
export function isSecretName(key: string): boolean {
  const name = (key.split('/').at(-1) ?? key).toLowerCase().replace(/[-_.\s]/g, '');
  if (NOT_SECRET_NAMES.has(name)) return false;
  return name.endsWith('token') || SECRET_NAME_PARTS.some((part) => name.includes(part));
}

/**
 * The texts to redact, from the header values sent and the person's own `_meta` entries: every
 * non-empty value, and the credential alone of an `Authorization`-style `<scheme> <credential>`
 * (a server may echo only the token); of the `_meta`, only the string values of secret-named keys.
 * Longest first, so that a value containing another is replaced whole.
 */
export function secretsOf(
  headerValues: Iterable<string>,
  userMeta: Readonly<Record<string, unknown>> = {},
): string[] {
  const secrets = new Set<string>();
  const add = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return;
    secrets.add(trimmed);
    const credential = /^\S+\s+(\S.*)$/.exec(trimmed)?.[1];
    if (credential !== undefined) secrets.add(credential);
  };
  for (const value of headerValues) add(value);
  for (const [key, value] of Object.entries(userMeta))
    if (isSecretName(key) && typeof value === 'string') add(value);
  return [...secrets].sort((a, b) => b.length - a.length);
}

function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_IN_TEXT) out = out.split(secret).join(REDACTED);
    else if (out === secret) return REDACTED;
  }
  return out.replace(SCHEME_CREDENTIAL, (_, scheme: string) => `${scheme} ${REDACTED}`);
}

function redactValue(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isSecretName(key) && typeof inner === 'string' ? REDACTED : redactValue(inner, secrets),
    ]),
  );
}

/** A cheap look at the raw text first: most lines have nothing to redact and are never parsed. */
const MAY_NAME_A_SECRET = /token|authorization|cookie|passw|secret|api[-_.]?key|access[-_.]?key|credential/i;

function mayHoldSecret(raw: string, secrets: readonly string[]): boolean {
  SCHEME_CREDENTIAL.lastIndex = 0;
  return (
    MAY_NAME_A_SECRET.test(raw) ||
    SCHEME_CREDENTIAL.test(raw) ||
    // In a JSON line a secret may appear escaped (a `"` or `\` in it).
    secrets.some((secret) => raw.includes(secret) || raw.includes(JSON.stringify(secret).slice(1, -1)))
  );
}

/**
 * The line as the export writes it: unchanged (the very text that crossed the wire) when it holds
 * nothing to redact; else its JSON with each secret replaced, or, for a line that is not JSON (a
 * malformed line sent from Raw), its text with each known secret and scheme credential replaced.
 */
export function redactLine(raw: string, secrets: readonly string[]): string {
  if (!mayHoldSecret(raw, secrets)) return raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    const escaped = secrets.map((secret) => JSON.stringify(secret).slice(1, -1));
    return redactText(redactText(raw, secrets), escaped);
  }
  const redacted = JSON.stringify(redactValue(parsed, secrets));
  return redacted === JSON.stringify(parsed) ? raw : redacted;
}
