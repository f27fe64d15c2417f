// Share links (docs/playground.md, "Share a link"): what goes in comes back out; a link too long
// says so instead of breaking; a damaged, foreign or hostile fragment gets a clear problem and never
// a demo.
import { describe, expect, it } from 'vitest';
import {
  MAX_SHARE_CHARS,
  readShareFragment,
  shareFragment,
  SHARE_PREFIX,
  type SharedDemo,
} from './shareLink';

const DEMO: SharedDemo = {
  revision: '2025-06-18',
  buffers: [
    { name: 'Main.groovy', text: 'class Main { static void main(String[] a) { println "héllo ✓" } }\n' },
    { name: 'Util.groovy', text: 'class Util {}\n' },
  ],
  active: 'Util.groovy',
  call: { name: 'diagnostics', arguments: { source: { uri: 'groovy-buffer:Main.groovy' } } },
};

async function fragmentOf(demo: unknown): Promise<string> {
  const made = await shareFragment(demo as SharedDemo);
  if (!made.ok) throw new Error(made.problem);
  return made.fragment;
}

/** A v1 fragment carrying `json` as it is, valid or not. */
async function rawFragment(json: string): Promise<string> {
  const stream = new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return SHARE_PREFIX + Buffer.from(bytes).toString('base64url');
}

describe('a share link', () => {
  it('gives back the buffers, the active one, the revision and the call it was made from', async () => {
    const fragment = await fragmentOf(DEMO);
    expect(fragment.startsWith('#share=v1.')).toBe(true);
    expect(fragment.slice(SHARE_PREFIX.length)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await readShareFragment(fragment)).toEqual({ ok: true, demo: DEMO });
  });

  it('compresses: 2,000 lines of Groovy fit in a link', async () => {
    const text = Array.from({ length: 2_000 }, (_, i) => `def v${i} = ${i} // line ${i}`).join('\n');
    const fragment = await fragmentOf({ revision: '2025-11-25', buffers: [{ name: 'Big.groovy', text }] });
    expect(fragment.length).toBeLessThan(MAX_SHARE_CHARS);
    expect(fragment.length).toBeLessThan(text.length / 2);
  });

  it('says a demo over the limit is too long for a link, with both sizes', async () => {
    // Random text does not compress: past the limit for sure.
    const bytes = new Uint8Array(40_000).map(() => 33 + Math.floor(Math.random() * 90));
    const text = new TextDecoder().decode(bytes);
    const made = await shareFragment({ revision: '2025-11-25', buffers: [{ name: 'Noise.groovy', text }] });
    expect(made).toEqual({
      ok: false,
      problem: expect.stringMatching(
        /^Too long for a link: \d+\.\d KiB compressed, and a link holds at most 32\.0 KiB\./,
      ),
    });
  });

  it('is no share link when the fragment is something else', async () => {
    expect(await readShareFragment('')).toBeUndefined();
    expect(await readShareFragment('#tools')).toBeUndefined();
  });

  it.each([
    ['another format version', '#share=v2.abc', /another version of the playground/],
    ['characters outside base64url', '#share=v1.<script>', /damaged/],
    ['a link cut short', 'cut', /damaged/],
    ['not JSON', 'json', /not JSON/],
    ['no buffers', { revision: '2025-11-25', buffers: [] }, /buffers: /],
    [
      'an unknown revision',
      { revision: '1999-01-01', buffers: [{ name: 'A.groovy', text: '' }] },
      /revision: /,
    ],
    ['a call with no tool name', { ...DEMO, call: { arguments: {} } }, /call\.name: /],
    [
      'a text that is not a string',
      { revision: '2025-11-25', buffers: [{ name: 'A.groovy', text: 1 }] },
      /buffers\.0\.text: /,
    ],
  ])('refuses %s with a clear problem', async (_label, input, problem) => {
    let fragment: string;
    if (input === 'cut') fragment = (await fragmentOf(DEMO)).slice(0, 40);
    else if (input === 'json') fragment = await rawFragment('{"revision": ');
    else if (typeof input === 'string') fragment = input;
    else fragment = await rawFragment(JSON.stringify(input));
    const read = await readShareFragment(fragment);
    expect(read?.ok).toBe(false);
    expect(read && !read.ok && read.problem).toMatch(problem);
  });

  it('refuses a fragment over the limit before decompressing it', async () => {
    const read = await readShareFragment(SHARE_PREFIX + 'A'.repeat(MAX_SHARE_CHARS));
    expect(read).toEqual({ ok: false, problem: expect.stringContaining('longer than a share link may be') });
  });
});
