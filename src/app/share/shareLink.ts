// A shareable link (docs/playground.md, "Share a link"): the buffers, the revision and optionally one
// tool call, as JSON compressed with the browser's own deflate (CompressionStream) and written in
// base64url into the URL's fragment, `#share=v1.<data>`. The fragment never reaches a server, so
// nothing is stored anywhere; opening the link reads it back here. The format is versioned so that a
// later one can be told apart, and everything read is checked: a link is input from anyone.
import { z } from '../../contracts/zodMini';
import { REVISIONS, type Revision } from '../../client';

/** The fragment's key and this format's version. */
export const SHARE_PREFIX = '#share=v1.';

/**
 * The longest fragment a link may carry. Browsers take far more (Chromium 2 MB), but chat tools,
 * mail clients and issue trackers cut or refuse long URLs well before: 32 KiB keeps a link usable
 * there and still holds a few thousand lines of Groovy, compressed.
 */
export const MAX_SHARE_CHARS = 32 * 1024;

/** What a link carries. */
export interface SharedDemo {
  readonly revision: Revision;
  /** Buffer names (the part after `groovy-buffer:`) and texts, in tab order. */
  readonly buffers: readonly { readonly name: string; readonly text: string }[];
  /** The name of the buffer that was active. */
  readonly active?: string;
  /** One `tools/call`'s params, opened in Raw for the person to send. */
  readonly call?: { readonly name: string; readonly arguments?: Record<string, unknown> };
}

const SHARED_DEMO = z.object({
  revision: z.enum(REVISIONS as [Revision, ...Revision[]]),
  buffers: z
    .array(z.object({ name: z.string().check(z.minLength(1)), text: z.string() }))
    .check(z.minLength(1)),
  active: z.optional(z.string()),
  call: z.optional(
    z.object({
      name: z.string().check(z.minLength(1)),
      arguments: z.optional(z.record(z.string(), z.unknown())),
    }),
  ),
});

export type ShareLinkResult = { ok: true; fragment: string } | { ok: false; problem: string };

/** The fragment for `demo`, or why it cannot be a link (too long). */
export async function shareFragment(demo: SharedDemo): Promise<ShareLinkResult> {
  const compressed = await pipe(
    new TextEncoder().encode(JSON.stringify(demo)),
    new CompressionStream('deflate-raw'),
  );
  const fragment = SHARE_PREFIX + toBase64Url(compressed);
  if (fragment.length > MAX_SHARE_CHARS) {
    return {
      ok: false,
      problem: `Too long for a link: ${kib(fragment.length)} compressed, and a link holds at most ${kib(MAX_SHARE_CHARS)}. Close or shorten buffers and share again.`,
    };
  }
  return { ok: true, fragment };
}

export type ReadShareResult = { ok: true; demo: SharedDemo } | { ok: false; problem: string } | undefined;

/** The demo a URL fragment carries; undefined when it is no share link at all. */
export async function readShareFragment(hash: string): Promise<ReadShareResult> {
  if (!hash.startsWith('#share=')) return undefined;
  if (!hash.startsWith(SHARE_PREFIX)) {
    return {
      ok: false,
      problem: 'This link was made by another version of the playground (its format is not v1).',
    };
  }
  if (hash.length > MAX_SHARE_CHARS) {
    return { ok: false, problem: `This link is longer than a share link may be (${kib(MAX_SHARE_CHARS)}).` };
  }
  const damaged = 'This link is damaged (it may have been cut short when it was copied).';
  const compressed = fromBase64Url(hash.slice(SHARE_PREFIX.length));
  if (compressed === undefined) return { ok: false, problem: damaged };
  let json: string;
  try {
    const bytes = await pipe(compressed, new DecompressionStream('deflate-raw'));
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: damaged };
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, problem: 'This link is damaged: what it carries is not JSON.' };
  }
  const parsed = SHARED_DEMO.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      problem: `This link carries no demo the playground can open: ${issue.path.join('.') || 'it'}: ${issue.message}.`,
    };
  }
  return { ok: true, demo: parsed.data };
}

const kib = (chars: number) => `${(chars / 1024).toFixed(1)} KiB`;

async function pipe(
  bytes: Uint8Array,
  transform: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes, or undefined when `text` is not base64url. */
function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
