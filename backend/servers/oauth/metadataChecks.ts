// Is a fetched metadata document one the flow may use (docs/any-server.md, "Authorization", "What
// discovery refuses")? It must be JSON of the expected shape (the SDK's own schemas) and name what
// was asked for: protected resource metadata its `resource` (RFC 9728 §3.3), authorization server
// metadata its `issuer` (RFC 8414 §3.3; OpenID Connect Discovery §4.3). A refusal's reason is the
// backend's own words and the schema's paths: it never quotes a value from the document, which may
// hold anything the server put there.
import {
  OAuthMetadataSchema,
  OAuthProtectedResourceMetadataSchema,
  OpenIdProviderDiscoveryMetadataSchema,
  type AuthorizationServerMetadata,
  type OAuthProtectedResourceMetadata,
} from '@modelcontextprotocol/sdk/shared/auth.js';

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The minimum a zod schema offers here (the SDK's are zod v4). */
export interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first few issues, as "path: message"; zod's messages name what was expected, not what came. */
const describeIssues = (issues: readonly Issue[]): string =>
  issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(document)'}: ${issue.message}`)
    .join('; ') + (issues.length > 3 ? `; and ${issues.length - 3} more` : '');

export function parseDocument<T>(text: string, schema: Schema<T>, what: string): Checked<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: `${what} is not JSON` };
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : {
        ok: false,
        reason: `${what} does not have the expected shape (${describeIssues(parsed.error.issues)})`,
      };
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * Two identifiers the specs call "identical", compared as parsed URLs: the scheme and host in any
 * case, a default port written or not, and an empty path as "/" are the same (the MCP spec's
 * canonical server URI); anything else, a path's trailing "/" included, must be the same text.
 */
export function sameIdentifier(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/** RFC 9728 §3.3: the document describes one of `expected` (the first is named in the reason) or must not be used. */
export function checkResourceMetadata(
  text: string,
  expected: string | readonly [string, ...string[]],
): Checked<OAuthProtectedResourceMetadata> {
  const parsed = parseDocument(text, OAuthProtectedResourceMetadataSchema, 'the protected resource metadata');
  if (!parsed.ok) return parsed;
  const identifiers = typeof expected === 'string' ? [expected] : expected;
  if (!identifiers.some((identifier) => sameIdentifier(parsed.value.resource, identifier))) {
    return {
      ok: false,
      reason: `the protected resource metadata describes another resource than ${identifiers.join(' or ')} (RFC 9728 §3.3)`,
    };
  }
  return parsed;
}

export type AuthorizationServerDocument = 'oauth' | 'oidc';

/** RFC 8414 §3.3 / OpenID Connect Discovery §4.3: the document is the issuer's own or must not be used. */
export function checkAuthorizationServerMetadata(
  text: string,
  issuer: string,
  type: AuthorizationServerDocument,
  /**
   * MCP 2025-03-26's fallback (no protected resource metadata): the MCP server's own origin is its
   * authorization server, so its metadata may name an issuer with a path on that origin.
   */
  sameOriginIssuer = false,
): Checked<AuthorizationServerMetadata> {
  const parsed =
    type === 'oauth'
      ? parseDocument<AuthorizationServerMetadata>(
          text,
          OAuthMetadataSchema,
          'the authorization server metadata',
        )
      : parseDocument<AuthorizationServerMetadata>(
          text,
          OpenIdProviderDiscoveryMetadataSchema,
          'the OpenID provider metadata',
        );
  if (!parsed.ok) return parsed;
  if (sameOriginIssuer && sameOrigin(parsed.value.issuer, issuer)) return parsed;
  if (!sameIdentifier(parsed.value.issuer, issuer)) {
    return {
      ok: false,
      reason: `the metadata names another issuer than ${issuer}, where it was fetched from (${type === 'oauth' ? 'RFC 8414 §3.3' : 'OpenID Connect Discovery §4.3'})`,
    };
  }
  return parsed;
}
