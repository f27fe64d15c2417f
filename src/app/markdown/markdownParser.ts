// A tiny Markdown reader for the descriptions servers send (tools, prompts, resources, schema
// properties; docs/playground.md, "Tools"): paragraphs, `-`/`*` and `1.` lists, fenced code,
// `code`, **bold**, *em* / _em_ and [links](https://…). It returns a tree of plain values that
// Markdown.tsx renders as React elements, so no text ever becomes HTML: `<script>` stays text, and
// a link is a link only when its URL is http(s) or mailto (`javascript:` and the rest stay text).

export type Inline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'strong' | 'em'; readonly children: readonly Inline[] }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly Inline[] };

export type Block =
  | { readonly type: 'paragraph'; readonly children: readonly Inline[] }
  | { readonly type: 'list'; readonly ordered: boolean; readonly items: readonly (readonly Inline[])[] }
  | { readonly type: 'code'; readonly text: string };

/** Descriptions are short; a longer text is read up to here and the rest is dropped with an ellipsis. */
const MAX_CHARS = 20_000;
const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const FENCE = /^\s{0,3}```/;

/** The URL when it is absolute and http(s) or mailto, else undefined. */
export function safeHref(href: string): string | undefined {
  try {
    const url = new URL(href.trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function parseMarkdown(source: string): Block[] {
  const text = source.length > MAX_CHARS ? `${source.slice(0, MAX_CHARS)}…` : source;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (FENCE.test(line)) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !FENCE.test(lines[i] as string)) code.push(lines[i] as string);
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (item) {
      const ordered = !BULLET.test(line);
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1] as string);
    } else if (list && /^\s/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Spans inside spans deeper than this stay text (a hostile description cannot exhaust the stack). */
const MAX_NESTING = 16;
/** A link's text and URL are bounded, so an unclosed `[` costs little however long the text. */
const LINK = /\[([^\]]{1,500})\]\(([^()\s]{1,2000})\)/y;

/** Inline spans of one paragraph or list item. Unclosed markers stay as the characters they are. */
export function parseInline(text: string, depth = 0): Inline[] {
  if (depth > MAX_NESTING) return text ? [{ type: 'text', text }] : [];
  const out: Inline[] = [];
  let plain = '';
  const push = (node: Inline) => {
    if (plain) out.push({ type: 'text', text: plain });
    plain = '';
    out.push(node);
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '\\' && i + 1 < text.length && /[\\`*_[\]()]/.test(text[i + 1] as string)) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (text.startsWith('**', i) || (text.startsWith('__', i) && !isWordChar(text[i - 1]))) {
      const marker = text.slice(i, i + 2);
      const end = text.indexOf(marker, i + 2);
      if (end > i + 2 && text[i + 2] !== ' ') {
        push({ type: 'strong', children: parseInline(text.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    }
    // `_` opens emphasis only at a word's start, so snake_case names stay whole.
    if ((char === '*' || (char === '_' && !isWordChar(text[i - 1]))) && text[i + 1] !== ' ') {
      const end = text.indexOf(char, i + 1);
      if (end > i + 1 && (char === '*' || !isWordChar(text[end + 1]))) {
        push({ type: 'em', children: parseInline(text.slice(i + 1, end), depth + 1) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[') {
      LINK.lastIndex = i;
      const link = LINK.exec(text);
      if (link) {
        const children = parseInline(link[1] as string, depth + 1);
        const href = safeHref(link[2] as string);
        if (href) push({ type: 'link', href, children });
        else for (const child of children) push(child);
        i += link[0].length;
        continue;
      }
    }
    plain += char;
    i++;
  }
  if (plain) out.push({ type: 'text', text: plain });
  return out;
}
