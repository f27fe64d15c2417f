// signatures through the real engine (docs/server.md §6; docs/groovy-compiler-notes.md §3): the overloads
// of the call around the cursor, on unfinished calls (patched and re-parsed), user methods across
// buffers with their groovydoc, JDK overloads and constructors, the active parameter (commas before
// the cursor) and the active overload. `|` marks the cursor; its position is computed in UTF-16.
import { describe, expect, it } from 'vitest';
import { engineForFile, positionAt } from './engineHarness';

interface SignaturesResult {
  uri: string;
  signatures: Array<{
    label: string;
    documentation?: string;
    parameters: Array<{ label: string; documentation?: string }>;
  }>;
  activeSignature: number;
  activeParameter: number;
}

const h = engineForFile();

const uri = 'groovy-buffer:snippet';

async function signatures(
  marked: string,
  related?: Array<{ uri: string; text: string }>,
): Promise<SignaturesResult> {
  const at = marked.indexOf('|');
  if (at < 0) throw new Error('no cursor mark');
  const text = marked.slice(0, at) + marked.slice(at + 1);
  const { line, character } = positionAt(text, at);
  return h.result<SignaturesResult>({
    op: 'signatures',
    uri,
    text,
    args: { line, character },
    ...(related ? { related } : {}),
  });
}

const labels = (r: SignaturesResult) => r.signatures.map((s) => s.label);

describe('signatures', () => {
  it('shows the user method of an unclosed `add(1, ` with activeParameter 1', async () => {
    const r = await signatures('def add(int a, int b) { a + b }\nprintln add(1, |\n');
    expect(r).toEqual({
      uri,
      signatures: [{ label: 'def add(int a, int b)', parameters: [{ label: 'int a' }, { label: 'int b' }] }],
      activeSignature: 0,
      activeParameter: 1,
    });
    const first = await signatures('def add(int a, int b) { a + b }\nadd(|)\n');
    expect(first.activeParameter).toBe(0);
    expect(labels(first)).toEqual(['def add(int a, int b)']);
  });

  it('finds a method of a class in another buffer through the inferred receiver type, with its groovydoc', async () => {
    const greeter = {
      uri: 'groovy-buffer:greeter',
      text: [
        'class Greeter {',
        '  /**',
        '   * Greets someone.',
        '   * @param who the name',
        '   * @param times how often',
        '   */',
        '  String greet(String who, int times) { "hi $who" * times }',
        '  String greet(String who) { greet(who, 1) }',
        '}',
        '',
      ].join('\n'),
    };
    const r = await signatures('def greeter = new Greeter()\ngreeter.greet("x", |\nprintln 1\n', [greeter]);
    expect(r.signatures).toEqual([
      { label: 'String greet(String who)', parameters: [{ label: 'String who' }] },
      {
        label: 'String greet(String who, int times)',
        documentation: 'Greets someone.',
        parameters: [
          { label: 'String who', documentation: 'the name' },
          { label: 'int times', documentation: 'how often' },
        ],
      },
    ]);
    // One comma: only the two-parameter overload takes a second argument.
    expect(r.activeSignature).toBe(1);
    expect(r.activeParameter).toBe(1);
  });

  it('lists the overloads of a JDK method and picks the one the arguments fit', async () => {
    const r = await signatures('def m = Math.max(1, |)\n');
    expect(r.signatures.map((s) => s.label.replace(/\(.*/, ''))).toEqual([
      'int max',
      'long max',
      'float max',
      'double max',
    ]);
    expect(r.signatures.every((s) => s.parameters.length === 2)).toBe(true);
    // The first argument is an int: the int overload.
    expect(r.signatures[r.activeSignature]?.label).toMatch(/^int max\(int \w+, int \w+\)$/);
    expect(r.activeParameter).toBe(1);

    const s = await signatures('def s = "abc"\ns.substring(1, |\n');
    expect(labels(s)).toEqual(['String substring(int arg0)', 'String substring(int arg0, int arg1)']);
    expect(s.activeSignature).toBe(1);
  });

  it('shows constructors after `new Greeter(`, unclosed, counting commas outside nested brackets', async () => {
    const text = [
      'class Greeter {',
      '  Greeter(String name) {}',
      '  Greeter(String name, List<String> tags) {}',
      '}',
      'def g = new Greeter("a", [1, 2, |',
      '',
    ].join('\n');
    const r = await signatures(text);
    expect(labels(r)).toEqual(['Greeter(String name)', 'Greeter(String name, List<String> tags)']);
    expect(r.activeParameter).toBe(1);
    expect(r.activeSignature).toBe(1);
    const bare = await signatures('class Plain {}\nnew Plain(|');
    expect(labels(bare)).toEqual(['Plain()']);
  });

  it('counts UTF-16 after an emoji and a tab', async () => {
    const r = await signatures('def add(int a, int b) { a + b }\n\tdef s = "😀"; add(1, |');
    expect(labels(r)).toEqual(['def add(int a, int b)']);
    expect(r.activeParameter).toBe(1);
  });

  it('answers no signatures outside an argument list', async () => {
    expect(await signatures('def add(int a, int b) { a + b }\nadd(1, 2)\n|')).toEqual({
      uri,
      signatures: [],
      activeSignature: 0,
      activeParameter: 0,
    });
    const inClosure = await signatures('def add(int a, Closure c) { a }\nadd(1) { it.| }\n');
    expect(inClosure.signatures).toEqual([]);
  });
});
