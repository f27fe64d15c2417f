// Base64 of bytes, for both ends: the page's sampling replies (an image or audio clip, MCP's
// `data`) and the session's sealed requestState (base64url of the same).

/** Base64 of `bytes`, in slices so a clip of megabytes does not overflow the argument list. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const SLICE = 0x8000;
  for (let i = 0; i < bytes.length; i += SLICE)
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}

/** Base64url without padding (RFC 4648 §5), for tokens that travel in JSON and URLs. */
export const base64UrlOf = (bytes: Uint8Array): string =>
  base64Of(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
