import { describe, expect, it } from 'vitest';
import { LineSplitter } from './lineSplitter';

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** What the splitter hands on, as latin1 text (one char a byte) so that any byte shows as it is. */
function split(
  chunks: readonly (string | Uint8Array)[],
  options: { maxHeldBytes?: number; end?: boolean } = {},
) {
  const out: string[] = [];
  let maxHeld = 0;
  const splitter = new LineSplitter({
    maxHeldBytes: options.maxHeldBytes ?? 1024,
    onLine: (line) => out.push(String.fromCharCode(...line)),
    onOverlong: (bytes) => out.push(`<overlong ${bytes}>`),
  });
  for (const chunk of chunks) {
    splitter.push(typeof chunk === 'string' ? latin1(chunk) : chunk);
    maxHeld = Math.max(maxHeld, splitter.bytesHeld);
  }
  if (options.end) splitter.end();
  return { out, held: splitter.bytesHeld, maxHeld };
}

const utf8 = new TextEncoder().encode('ü😀\n');

describe('LineSplitter', () => {
  // [case, chunks, max held bytes, end the stream, lines handed on]
  it.each<[string, (string | Uint8Array)[], number, boolean, string[]]>([
    ['one line per chunk', ['a\n', 'b\n'], 1024, false, ['a', 'b']],
    ['a line across chunks', ['{"a"', ':1}\n'], 1024, false, ['{"a":1}']],
    ['two lines in a chunk', ['a\nb\n'], 1024, false, ['a', 'b']],
    ['a CR stays (byte for byte)', ['a\r\n'], 1024, false, ['a\r']],
    ['an empty line is a line', ['\n', '\r\n'], 1024, false, ['', '\r']],
    ['bytes that are not UTF-8 pass untouched', ['\xff\xfe\n'], 1024, false, ['\xff\xfe']],
    [
      'a character cut across chunks is joined byte for byte',
      [utf8.subarray(0, 1), utf8.subarray(1, 4), utf8.subarray(4)],
      1024,
      false,
      [String.fromCharCode(...utf8.subarray(0, -1))],
    ],
    ['an unfinished line waits for its newline', ['a\nb'], 1024, false, ['a']],
    ['a last line without newline is a line when the stream ends', ['a\nb'], 1024, true, ['a', 'b']],
    ['nothing held at the end is no line', ['a\n'], 1024, true, ['a']],
    ['exactly the bound is held', ['abcd\n'], 4, false, ['abcd']],
    ['one byte over the bound is dropped', ['abcde\n', 'ok\n'], 4, false, ['<overlong 5>', 'ok']],
    [
      'a line over the bound is said with its length; the next line is whole',
      ['x'.repeat(600), 'y'.repeat(600), 'z\nnext\n'],
      1024,
      false,
      ['<overlong 1201>', 'next'],
    ],
    [
      'an overlong last line is said when the stream ends',
      ['a\n', 'x'.repeat(10)],
      4,
      true,
      ['a', '<overlong 10>'],
    ],
  ])('%s', (_what, chunks, maxHeldBytes, end, lines) => {
    const { out, held } = split(chunks, { maxHeldBytes, end });
    expect(out).toEqual(lines);
    if (end) expect(held).toBe(0);
  });

  it('hands on a copy, not a view that keeps the whole chunk', () => {
    const chunk = latin1('ab\ncd');
    let line: Uint8Array | undefined;
    const splitter = new LineSplitter({ maxHeldBytes: 8, onLine: (l) => (line ??= l), onOverlong: () => {} });
    splitter.push(chunk);
    expect(line?.buffer.byteLength).toBe(2);
  });

  it('never holds more than the bound, however long the line (100 MiB without a newline)', () => {
    const out: string[] = [];
    const splitter = new LineSplitter({
      maxHeldBytes: 1024,
      onLine: (line) => out.push(new TextDecoder().decode(line)),
      onOverlong: (bytes) => out.push(`<overlong ${bytes}>`),
    });
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let maxHeld = 0;
    for (let i = 0; i < 1600; i++) {
      splitter.push(chunk);
      maxHeld = Math.max(maxHeld, splitter.bytesHeld);
    }
    splitter.push(new TextEncoder().encode('\n{"next":1}\n'));
    expect(maxHeld).toBeLessThanOrEqual(1024);
    expect(out).toEqual([`<overlong ${1600 * 64 * 1024}>`, '{"next":1}']);
  });

  it('holds at most the bound while a line grows towards it', () => {
    expect(split(['x'.repeat(1000), 'x'.repeat(1000)]).maxHeld).toBeLessThanOrEqual(1024);
  });
});
