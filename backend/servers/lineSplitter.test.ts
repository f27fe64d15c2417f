import { describe, expect, it } from 'vitest';
import { LineSplitter } from './lineSplitter';

function split(chunks: readonly string[], maxHeldBytes = 1024, end = false) {
  const out: string[] = [];
  const splitter = new LineSplitter({
    maxHeldBytes,
    onLine: (line) => out.push(line.toString('latin1')),
    onOverlong: (bytes) => out.push(`<overlong ${bytes}>`),
  });
  for (const chunk of chunks) splitter.push(Buffer.from(chunk, 'latin1'));
  if (end) splitter.end();
  return { out, held: splitter.bytesHeld };
}

describe('LineSplitter', () => {
  it.each<[string, string[], string[]]>([
    ['one line per chunk', ['a\n', 'b\n'], ['a', 'b']],
    ['a line across chunks', ['{"a"', ':1}\n'], ['{"a":1}']],
    ['two lines in a chunk', ['a\nb\n'], ['a', 'b']],
    ['a CR stays (byte for byte)', ['a\r\n'], ['a\r']],
    ['an empty line is a line', ['\n'], ['']],
    ['bytes that are not UTF-8 pass untouched', ['\xff\xfe\n'], ['\xff\xfe']],
  ])('%s', (_what, chunks, lines) => {
    expect(split(chunks).out).toEqual(lines);
  });

  it('a line over the bound is dropped and said with its length; the next line is whole', () => {
    const { out, held } = split(['x'.repeat(600), 'y'.repeat(600), 'z\nnext\n'], 1024);
    expect(out).toEqual(['<overlong 1201>', 'next']);
    expect(held).toBe(0);
  });

  it('never holds more than the bound', () => {
    const { held } = split(['x'.repeat(1000), 'x'.repeat(1000)], 1024);
    expect(held).toBeLessThanOrEqual(1024);
  });

  it('a last line without newline is still a line when the output ends', () => {
    expect(split(['a\nb'], 1024, true).out).toEqual(['a', 'b']);
  });
});
