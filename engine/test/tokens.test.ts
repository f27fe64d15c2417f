// tokens through the real engine (docs/server.md §6; docs/groovy-compiler-notes.md §4): the compiler's
// lexer tokens classified for colouring, UTF-16 positions (emoji, tab), comments told apart by
// text, GString parts, multi-line tokens split per line, and broken source still tokenized.
import { describe, expect, it } from 'vitest';
import { engineForFile, rangeOf, rangeWithin, type Range } from './engineHarness';

interface SemanticToken {
  line: number;
  character: number;
  length: number;
  type: string;
  modifiers: string[];
}
interface TokensResult {
  uri: string;
  legend: { tokenTypes: string[]; tokenModifiers: string[] };
  tokens: SemanticToken[];
}

const h = engineForFile();

const uri = 'groovy-buffer:snippet';
const tokenize = (text: string, args?: Record<string, unknown>) =>
  h.result<TokensResult>({ op: 'tokens', uri, text, ...(args ? { args } : {}) });

interface RelativeResult {
  uri: string;
  legend: { tokenTypes: string[]; tokenModifiers: string[] };
  encoding: 'relative';
  data: number[];
}

/** LSP's relative encoding decoded back to objects (the reading a client does). */
function decode({ legend, data }: RelativeResult): SemanticToken[] {
  expect(data.length % 5).toBe(0);
  const out: SemanticToken[] = [];
  let line = 0;
  let character = 0;
  for (let i = 0; i < data.length; i += 5) {
    const [deltaLine, deltaStart, length, type, bits] = data.slice(i, i + 5) as [
      number,
      number,
      number,
      number,
      number,
    ];
    line += deltaLine;
    character = deltaLine === 0 ? character + deltaStart : deltaStart;
    out.push({
      line,
      character,
      length,
      type: legend.tokenTypes[type]!,
      modifiers: legend.tokenModifiers.filter((_, bit) => (bits & (1 << bit)) !== 0),
    });
  }
  return out;
}

/** The token expected over a single-line range. */
function tok(range: Range, type: string, modifiers: string[] = []): SemanticToken {
  expect(range.start.line).toBe(range.end.line);
  return {
    line: range.start.line,
    character: range.start.character,
    length: range.end.character - range.start.character,
    type,
    modifiers,
  };
}

/** The token starting where `range` starts, if any. */
function at(tokens: SemanticToken[], range: Range): SemanticToken | undefined {
  return tokens.find((t) => t.line === range.start.line && t.character === range.start.character);
}

describe('tokens', () => {
  it('answers an LSP-like legend that names every type and modifier it uses', async () => {
    const text = '@Deprecated\nclass A { static final int X = 1; def f(String s) { s.size() + 1.5 } }\n';
    const r = await tokenize(text);
    expect(r.uri).toBe(uri);
    for (const t of [
      'keyword',
      'class',
      'method',
      'parameter',
      'property',
      'string',
      'number',
      'comment',
      'operator',
      'decorator',
    ]) {
      expect(r.legend.tokenTypes).toContain(t);
    }
    for (const t of r.tokens) {
      expect(r.legend.tokenTypes).toContain(t.type);
      for (const m of t.modifiers) expect(r.legend.tokenModifiers).toContain(m);
    }
  });

  it('classifies declarations and usages from the AST, with exact positions', async () => {
    const text = [
      '@Deprecated',
      'class Greeter {',
      '  static final int LIMIT = 0x1F',
      '  String greet(String who) { who.trim() + LIMIT }',
      '}',
      'def g = new Greeter()',
      'println g.greet("x")',
      '',
    ].join('\n');
    const { tokens } = await tokenize(text);
    expect(tokens.slice(0, 3)).toEqual([
      tok(rangeOf(text, '@'), 'decorator'),
      tok(rangeOf(text, 'Deprecated'), 'decorator'),
      tok(rangeOf(text, 'class'), 'keyword'),
    ]);
    expect(at(tokens, rangeOf(text, 'Greeter'))).toEqual(
      tok(rangeOf(text, 'Greeter'), 'class', ['declaration', 'deprecated']),
    );
    expect(at(tokens, rangeOf(text, 'static'))).toEqual(tok(rangeOf(text, 'static'), 'keyword'));
    expect(at(tokens, rangeOf(text, 'int'))).toEqual(tok(rangeOf(text, 'int'), 'keyword'));
    expect(at(tokens, rangeOf(text, 'LIMIT'))).toEqual(
      tok(rangeOf(text, 'LIMIT'), 'property', ['declaration', 'static', 'readonly']),
    );
    expect(at(tokens, rangeOf(text, '0x1F'))).toEqual(tok(rangeOf(text, '0x1F'), 'number'));
    expect(at(tokens, rangeOf(text, 'greet'))).toEqual(
      tok(rangeOf(text, 'greet'), 'method', ['declaration']),
    );
    expect(at(tokens, rangeOf(text, 'who'))).toEqual(tok(rangeOf(text, 'who'), 'parameter', ['declaration']));
    expect(at(tokens, rangeOf(text, 'who', 1))).toEqual(tok(rangeOf(text, 'who', 1), 'parameter'));
    expect(at(tokens, rangeOf(text, 'trim'))).toEqual(tok(rangeOf(text, 'trim'), 'method'));
    expect(at(tokens, rangeOf(text, '+'))).toEqual(tok(rangeOf(text, '+'), 'operator'));
    expect(at(tokens, rangeOf(text, 'LIMIT', 1))).toEqual(
      tok(rangeOf(text, 'LIMIT', 1), 'property', ['static', 'readonly']),
    );
    expect(at(tokens, rangeOf(text, 'g ='))).toEqual(
      tok(rangeWithin(text, 'def g', 'g'), 'variable', ['declaration']),
    );
    expect(at(tokens, rangeOf(text, 'Greeter', 1))).toEqual(
      tok(rangeOf(text, 'Greeter', 1), 'class', ['deprecated']),
    );
    expect(at(tokens, rangeOf(text, 'println'))).toEqual(tok(rangeOf(text, 'println'), 'method'));
    expect(at(tokens, rangeOf(text, 'g.greet'))).toEqual(tok(rangeWithin(text, 'g.greet', 'g'), 'variable'));
    expect(at(tokens, rangeOf(text, 'greet', 1))).toEqual(tok(rangeOf(text, 'greet', 1), 'method'));
    expect(at(tokens, rangeOf(text, '"x"'))).toEqual(tok(rangeOf(text, '"x"'), 'string'));
    // Punctuation is not coloured.
    expect(at(tokens, rangeOf(text, '{'))).toBeUndefined();
    expect(at(tokens, rangeOf(text, '.'))).toBeUndefined();
  });

  it('counts UTF-16 after an emoji and a tab', async () => {
    const text = 'def a = 1\n\tdef s = "😀😀"; def t = a\n';
    const { tokens } = await tokenize(text);
    const line1 = tokens.filter((t) => t.line === 1);
    expect(line1).toEqual([
      tok(rangeOf(text, 'def', 1), 'keyword'),
      tok(rangeWithin(text, 'def s', 's'), 'variable', ['declaration']),
      tok(rangeOf(text, '=', 1), 'operator'),
      tok(rangeOf(text, '"😀😀"'), 'string'),
      tok(rangeOf(text, 'def', 2), 'keyword'),
      tok(rangeWithin(text, 'def t', 't'), 'variable', ['declaration']),
      tok(rangeOf(text, '=', 2), 'operator'),
      tok(rangeWithin(text, '= a\n', 'a'), 'variable'),
    ]);
    // The string holds 2 emoji: 4 UTF-16 units and 2 quotes; the tab counts 1.
    expect(line1[3]).toMatchObject({ character: 9, length: 6 });
    expect(line1[4]).toMatchObject({ character: 17 });
  });

  it('finds comments by their text (the lexer calls them newlines)', async () => {
    const text = [
      '// line comment',
      'def a = 1 /* inline */ + 2',
      '/** doc',
      ' * more',
      ' */',
      'def b = a',
      '',
    ].join('\n');
    const { tokens } = await tokenize(text);
    const comments = tokens.filter((t) => t.type === 'comment');
    expect(comments).toEqual([
      tok(rangeOf(text, '// line comment'), 'comment'),
      tok(rangeOf(text, '/* inline */'), 'comment'),
      tok(rangeOf(text, '/** doc'), 'comment', ['documentation']),
      tok(rangeOf(text, ' * more'), 'comment', ['documentation']),
      tok(rangeOf(text, ' */', 1), 'comment', ['documentation']),
    ]);
    expect(at(tokens, rangeOf(text, '+'))).toEqual(tok(rangeOf(text, '+'), 'operator'));
  });

  it('splits GStrings into string parts and the interpolated code', async () => {
    const text = 'def name = "x"\ndef s = "hi ${name.size()} and $name.length end"\n';
    const { tokens } = await tokenize(text);
    expect(tokens.filter((t) => t.line === 1).slice(3)).toEqual([
      tok(rangeOf(text, '"hi $'), 'string'),
      tok(rangeWithin(text, '${name', 'name'), 'variable'),
      tok(rangeOf(text, 'size'), 'method'),
      tok(rangeOf(text, ' and $'), 'string'),
      tok(rangeWithin(text, '$name.length', 'name'), 'variable'),
      tok(rangeOf(text, 'length'), 'property'),
      tok(rangeOf(text, ' end"'), 'string'),
    ]);
  });

  it('splits a triple-quoted multi-line string into one token per line, empty lines left out', async () => {
    const text = 'def t = """first\n\n  second $x\nthird"""\nprintln t\n';
    const { tokens } = await tokenize(text);
    const strings = tokens.filter((t) => t.type === 'string');
    expect(strings).toEqual([
      tok(rangeOf(text, '"""first'), 'string'),
      tok(rangeOf(text, '  second $'), 'string'),
      tok(rangeOf(text, 'third"""'), 'string'),
    ]);
    expect(at(tokens, rangeOf(text, 'x'))).toEqual(tok(rangeOf(text, 'x'), 'variable'));
    expect(at(tokens, rangeOf(text, 'println'))).toEqual(tok(rangeOf(text, 'println'), 'method'));
  });

  it('keeps tokenizing past a bad character and an unterminated string', async () => {
    const text = 'def a = 1 ` 2\ndef s = "open\nclass Later { def m() { 42 } }\n';
    const { tokens } = await tokenize(text);
    expect(at(tokens, rangeOf(text, '2'))).toEqual(tok(rangeOf(text, '2'), 'number'));
    expect(at(tokens, rangeOf(text, 'class'))).toEqual(tok(rangeOf(text, 'class'), 'keyword'));
    // No AST: the name is classified by its neighbours.
    expect(at(tokens, rangeOf(text, 'Later'))).toEqual(tok(rangeOf(text, 'Later'), 'class'));
    expect(at(tokens, rangeOf(text, 'm()'))).toEqual(tok(rangeWithin(text, 'm()', 'm'), 'method'));
    expect(at(tokens, rangeOf(text, '42'))).toEqual(tok(rangeOf(text, '42'), 'number'));
  });

  it('colours a shebang line as a comment and imports as namespaces and classes', async () => {
    const text = '#!/usr/bin/env groovy\nimport java.util.concurrent.TimeUnit\nprintln TimeUnit.SECONDS\n';
    const { tokens } = await tokenize(text);
    expect(tokens.slice(0, 6)).toEqual([
      tok(rangeOf(text, '#!/usr/bin/env groovy'), 'comment'),
      tok(rangeOf(text, 'import'), 'keyword'),
      tok(rangeOf(text, 'java'), 'namespace'),
      tok(rangeOf(text, 'util'), 'namespace'),
      tok(rangeOf(text, 'concurrent'), 'namespace'),
      // The AST index binds the imported name: TimeUnit is a JDK enum.
      tok(rangeOf(text, 'TimeUnit'), 'enum', ['defaultLibrary']),
    ]);
  });
});

describe('tokens: range and relative encoding (docs/server.md §6, "tokens")', () => {
  const text = [
    '/** doc',
    ' */',
    '@Deprecated',
    'class Greeter {',
    '  static final int LIMIT = 0x1F',
    '  String greet(String who) { "hi ${who.trim()} 😀" + LIMIT }',
    '}',
    'def t = """a',
    'b"""',
    'println new Greeter().greet(t)',
    '',
  ].join('\n');

  it('answers exactly today\'s shape by default and for encoding "objects"', async () => {
    const plain = await tokenize(text);
    expect(Object.keys(plain)).toEqual(['uri', 'legend', 'tokens']);
    expect(await tokenize(text, { encoding: 'objects' })).toEqual(plain);
  });

  it('encodes the same tokens as LSP relative integers, with modifiers as a bitset', async () => {
    const { tokens } = await tokenize(text);
    const relative = await h.result<RelativeResult>({
      op: 'tokens',
      uri,
      text,
      args: { encoding: 'relative' },
    });
    expect(Object.keys(relative)).toEqual(['uri', 'legend', 'encoding', 'data']);
    expect(relative.encoding).toBe('relative');
    expect(decode(relative)).toEqual(tokens);
    // The first token counts from the start of the document; the greeter's name carries
    // declaration (bit 0) and deprecated (bit 3).
    expect(relative.data.slice(0, 5)).toEqual([
      0,
      0,
      7,
      relative.legend.tokenTypes.indexOf('comment'),
      1 << 5,
    ]);
    const greeter = tokens.findIndex((t) => t.line === 3 && t.type === 'class');
    expect(relative.data.slice(greeter * 5, greeter * 5 + 5)).toEqual([
      0,
      6,
      7,
      relative.legend.tokenTypes.indexOf('class'),
      (1 << 0) | (1 << 3),
    ]);
  });

  it.each([
    [0, 0],
    [3, 5],
    [5, 5],
    [7, 8],
    [9, 400],
    [50, 60],
  ])('keeps only the tokens on lines %i to %i (inclusive), in both encodings', async (startLine, endLine) => {
    const { tokens } = await tokenize(text);
    const expected = tokens.filter((t) => t.line >= startLine && t.line <= endLine);
    const range = { startLine, endLine };
    expect((await tokenize(text, { range })).tokens).toEqual(expected);
    const relative = await h.result<RelativeResult>({
      op: 'tokens',
      uri,
      text,
      args: { range, encoding: 'relative' },
    });
    // Still relative to the start of the document: the first delta is the first token's own line.
    expect(decode(relative)).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'endLine before startLine',
      { range: { startLine: 4, endLine: 3 } },
      'args.range.endLine must be >= args.range.startLine',
    ],
    [
      'a negative line',
      { range: { startLine: -1, endLine: 3 } },
      'args.range.startLine must be an integer >= 0',
    ],
    ['a range that is no object', { range: [1, 2] }, 'args.range must be an object'],
    ['an unknown encoding', { encoding: 'compact' }, 'args.encoding must be "objects" or "relative"'],
  ])('refuses %s as invalid', async (_, args, message) => {
    expect(await h.engine.request({ op: 'tokens', uri, text, args })).toEqual({
      error: { kind: 'invalid', message },
    });
  });
});
