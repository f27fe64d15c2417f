// Hands the per-launch token to the page (docs/engine-protocol.md, "HTTP (backend)"): the worker reads
// `<meta name="groovymcp-token">` (TOKEN_META_NAME of src/contracts/sessionWorker.ts).
import { TOKEN_META_NAME } from '../../src/contracts';

const escapeAttribute = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function tokenMetaTag(token: string): string {
  return `<meta name="${TOKEN_META_NAME}" content="${escapeAttribute(token)}">`;
}

/** Replaces an existing token meta (a placeholder) or inserts one first thing in <head>. */
export function injectTokenMeta(html: string, token: string): string {
  const tag = tokenMetaTag(token);
  const existing = new RegExp(`<meta\\s+name=["']?${TOKEN_META_NAME}["']?[^>]*>`, 'i');
  if (existing.test(html)) return html.replace(existing, () => tag);
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head === null) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}
