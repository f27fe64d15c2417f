// The position converter through the real compiler (docs/server.md §5; docs/groovy-compiler-notes.md §6):
// Groovy's 1-based code-point columns become 0-based UTF-16 characters; a tab counts 1; a lone \r
// ends a line like \n and \r\n. Expected ranges come from the text with the wire's own rules.
import { describe, expect, it } from 'vitest';
import { engineForFile, positionAt, rangeOf, type Range } from './engineHarness';

const h = engineForFile();

const uri = 'groovy-buffer:positions';

async function firstDiagnostic(text: string): Promise<Range | undefined> {
  const r = await h.result<{ diagnostics: Array<{ range: Range }> }>({ op: 'diagnostics', uri, text });
  return r.diagnostics[0]?.range;
}

async function selectionOf(text: string, name: string): Promise<Range | undefined> {
  const r = await h.result<{ symbols: Array<{ name: string; selectionRange: Range }> }>({
    op: 'symbols',
    uri,
    text,
  });
  return r.symbols.find((s) => s.name === name)?.selectionRange;
}

describe('positions', () => {
  it.each([
    ['an emoji (two UTF-16 units, one code point)', 'def s = "😀"; new Nope()\n'],
    ['emoji on several earlier lines', 'def a = "🎉"\ndef b = "👍🏽"\n  def c = "𝄞"; new Nope()\n'],
    ['a tab (one column)', '\t\tnew Nope()\n'],
    ['a tab and an emoji', '\tdef s = "😀"\t; new Nope()\n'],
    ['CRLF line ends', 'def a = 1\r\ndef b = 2\r\n  new Nope()\r\n'],
    ['lone CR line ends', 'def a = 1\rdef b = 2\r  new Nope()\r'],
    ['mixed line ends', 'def a = 1\rdef b = 2\r\ndef c = 3\n\tnew Nope()\n'],
  ])('maps a compiler range after %s', async (_what, text) => {
    expect(await firstDiagnostic(text)).toEqual(rangeOf(text, 'new Nope()'));
  });

  it('maps lexer-based name ranges after lone CRs and emoji', async () => {
    const text = 'def x = "😀"\rclass Box {}\r\n\tclass Späß {}\r';
    expect(await selectionOf(text, 'Box')).toEqual(rangeOf(text, 'Box'));
    expect(await selectionOf(text, 'Späß')).toEqual(rangeOf(text, 'Späß'));
  });

  it('counts a lone CR as a line for whole-declaration ranges', async () => {
    const text = 'class A {\r  int x\r}\r';
    const r = await h.result<{ symbols: Array<{ range: Range }> }>({ op: 'symbols', uri, text });
    expect(r.symbols[0]?.range).toEqual({
      start: positionAt(text, 0),
      end: positionAt(text, text.lastIndexOf('}') + 1),
    });
    expect(r.symbols[0]?.range.end.line).toBe(2);
  });

  it('keeps a surrogate pair whole at a range end', async () => {
    const text = 'class 𝒜 {}\n';
    expect(await selectionOf(text, '𝒜')).toEqual(rangeOf(text, '𝒜'));
  });
});
