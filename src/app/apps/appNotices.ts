// What an MCP App asks of the person (docs/playground.md, "MCP Apps"): the messages it would add to a
// chat, the logs it sends, and the links it wants opened — shown under the app, a link opened only
// when the person clicks it.

export type AppNotice =
  | { readonly kind: 'message'; readonly text: string }
  | { readonly kind: 'log'; readonly level: string; readonly text: string }
  | { readonly kind: 'link'; readonly url: string };

/** Bounded: an app that floods must not grow the page without end. */
export const NOTICE_LIMIT = 50;

export const addNotices = (
  notices: readonly AppNotice[],
  arrived: readonly AppNotice[],
): readonly AppNotice[] => [...notices, ...arrived.slice(-NOTICE_LIMIT)].slice(-NOTICE_LIMIT);

/** The text of a `ui/message`'s content blocks (non-text blocks as JSON). */
export function messageText(content: unknown): string {
  if (!Array.isArray(content)) return JSON.stringify(content);
  return content
    .map((block: unknown) =>
      typeof block === 'object' && block !== null && (block as { type?: unknown }).type === 'text'
        ? String((block as { text?: unknown }).text)
        : JSON.stringify(block),
    )
    .join('\n');
}

/** Only http(s) links are offered: a `javascript:` or `data:` URL is never opened from the page. */
export function openableUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
