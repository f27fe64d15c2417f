// Reads the engine token again from the page it came from (docs/playground.md, "Session bar"): a
// restarted backend hands out a new token in index.html (backend/http/injectTokenMeta.ts), so after a
// 401 the worker fetches that page, same origin, and takes the `<meta name="groovymcp-token">`. No
// route of its own is needed: a same-origin GET carries the page's Host and no Origin, which is
// exactly what the backend's checks let through (docs/engine-protocol.md, "HTTP (backend)").
import { TOKEN_META_NAME } from '../contracts';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&#39;': "'",
};
const unescape = (value: string) => value.replace(/&(amp|quot|lt|gt|#39);/g, (entity) => ENTITIES[entity]!);

/** The token meta's content in `html`, or undefined when the page has none (or an empty one). */
export function readTokenMeta(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = new Map<string, string>();
    for (const match of tag.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
      attributes.set(match[1]!.toLowerCase(), unescape(match[2] ?? match[3] ?? match[4] ?? ''));
    }
    if (attributes.get('name') === TOKEN_META_NAME) return attributes.get('content') || undefined;
  }
  return undefined;
}

export type PageToken = { ok: true; token: string } | { ok: false; reason: string; network: boolean };

/** Fetches the page (never from a cache: it carries the launch's token) and reads its token. */
export async function fetchPageToken(pageUrl: string, fetcher: typeof fetch): Promise<PageToken> {
  let html: string;
  try {
    const response = await fetcher(pageUrl, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok)
      return { ok: false, network: false, reason: `the page answered HTTP ${response.status}` };
    html = await response.text();
  } catch (cause) {
    return { ok: false, network: true, reason: String(cause) };
  }
  const token = readTokenMeta(html);
  return token === undefined
    ? { ok: false, network: false, reason: 'the page carries no engine token' }
    : { ok: true, token };
}
