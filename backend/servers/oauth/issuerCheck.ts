// RFC 9207 (OAuth 2.0 Authorization Server Issuer Identification), the defence against mix-up
// attacks (docs/any-server.md, "Authorization"): an authorization response may name the issuer that
// sent it in `iss`. When it does, it must be the issuer of the server this authorization was sent
// to, compared as a simple string; when that server's metadata promises the parameter, a response
// without it is refused too. Checked before anything else in the response, errors included, and
// before any code is exchanged.
import type { AuthorizationServerMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';

export type IssuerVerdict = { ok: true; note: string | undefined } | { ok: false; reason: string };

export function checkIssuer(
  iss: string | null,
  metadata: AuthorizationServerMetadata | undefined,
): IssuerVerdict {
  if (metadata === undefined) {
    return {
      ok: true,
      note:
        iss === null
          ? undefined
          : `The response names the issuer ${iss}; without metadata there is no issuer to check it against.`,
    };
  }
  if (iss === null) {
    return promisesIss(metadata)
      ? {
          ok: false,
          reason: `the authorization server ${metadata.issuer} promises an iss parameter (RFC 9207) and the response has none; no code was exchanged`,
        }
      : { ok: true, note: undefined };
  }
  if (iss !== metadata.issuer) {
    return {
      ok: false,
      reason: `the response names the issuer ${iss}, not ${metadata.issuer} where the authorization was sent (RFC 9207: a mix-up); no code was exchanged`,
    };
  }
  return { ok: true, note: `The response names the expected issuer ${iss} (RFC 9207).` };
}

/** RFC 9207's metadata flag: the SDK's schema keeps it (a loose object) though its type does not name it. */
function promisesIss(metadata: AuthorizationServerMetadata): boolean {
  return (
    (metadata as { authorization_response_iss_parameter_supported?: unknown })
      .authorization_response_iss_parameter_supported === true
  );
}
