// complete through the real engine (docs/server.md §6; docs/groovy-compiler-notes.md §3 "Completion
// data"): members of inferred types with GDK methods, on source as it is being typed (patched and
// re-parsed), scope names, keywords, import packages, and nothing inside strings. `|` marks the
// cursor in each sample; its position is computed in UTF-16 from the text.
import { describe, expect, it } from 'vitest';
import { engineForFile, positionAt } from './engineHarness';

interface Item {
  label: string;
  kind: string;
  detail?: string;
  insertText?: string;
}
interface CompleteResult {
  uri: string;
  isIncomplete: boolean;
  items: Item[];
}

const h = engineForFile();

const uri = 'groovy-buffer:snippet';

/** Completes at the `|` of `marked` (removed from the text sent). */
async function complete(
  marked: string,
  related?: Array<{ uri: string; text: string }>,
): Promise<CompleteResult> {
  const at = marked.indexOf('|');
  if (at < 0) throw new Error('no cursor mark');
  const text = marked.slice(0, at) + marked.slice(at + 1);
  const { line, character } = positionAt(text, at);
  const args = { line, character };
  return h.result<CompleteResult>({ op: 'complete', uri, text, args, ...(related ? { related } : {}) });
}

const labels = (r: CompleteResult) => r.items.map((i) => i.label);
const item = (r: CompleteResult, label: string) => r.items.find((i) => i.label === label);

describe('complete', () => {
  it('lists List members and GDK methods after `list.`', async () => {
    const r = await complete('def list = [1, 2, 3]\nlist.|\n');
    expect(r.uri).toBe(uri);
    expect(item(r, 'each')).toMatchObject({ kind: 'method' });
    expect(item(r, 'collect')).toMatchObject({ kind: 'method' });
    expect(item(r, 'findAll')).toMatchObject({ kind: 'method' });
    // java.util.List's own methods and a getter read as a property.
    expect(item(r, 'add')).toMatchObject({ kind: 'method' });
    expect(item(r, 'size')).toEqual({
      label: 'size',
      kind: 'method',
      detail: 'int size()',
      insertText: 'size()',
    });
    expect(item(r, 'empty')).toEqual({ label: 'empty', kind: 'property', detail: 'boolean' });
    // String's methods are not List's.
    expect(labels(r)).not.toContain('toUpperCase');
    expect(r.isIncomplete).toBe(false);
  });

  it('lists String methods after `"str".`, filtered by the typed prefix', async () => {
    const r = await complete('def n = "str".toUp|\n');
    expect(r.items).toEqual([
      { label: 'toUpperCase', kind: 'method', detail: 'String toUpperCase() (+1 overload)' },
    ]);
    const all = await complete('"str".|');
    expect(labels(all)).toEqual(expect.arrayContaining(['substring', 'trim', 'padLeft', 'reverse', 'bytes']));
  });

  it('completes `obj.` typed after an unclosed call in the middle of a file, with a class from another buffer', async () => {
    const greeter = {
      uri: 'groovy-buffer:greeter',
      text: 'class Greeter {\n  String name\n  String greet(String who) { "hi $who" }\n}\n',
    };
    const r = await complete(
      'def g = new Greeter(name: "x")\nprintln(g.gr|\ndef later = 2\nprintln later\n',
      [greeter],
    );
    expect(r.items).toEqual([
      { label: 'greet', kind: 'method', detail: 'String greet(String who)' },
      { label: 'grep', kind: 'method', detail: 'Collection grep() (+1 overload)' },
    ]);
    // The unclosed call on an earlier line: the text is cut at the cursor and every bracket closed.
    const earlier = await complete('def g = new Greeter()\nfoo(1,\n  g.gre|\ndef later = 2\n', [greeter]);
    expect(labels(earlier)).toEqual(['greet', 'grep']);
    const empty = await complete('def g = new Greeter()\nfoo(1, g.|\nclass Other {}\n', [greeter]);
    expect(item(empty, 'name')).toEqual({ label: 'name', kind: 'property', detail: 'String' });
    expect(item(empty, 'greet')).toMatchObject({ kind: 'method' });
  });

  it('completes a bare prefix from locals and parameters in scope, not from later or sibling scopes', async () => {
    const r = await complete(
      [
        'def total = 0',
        'def twice(int number) {',
        '  def temp = number * 2',
        '  [1].each { tick -> if (true) { def inner = 1 } ; t| }',
        '  def tLater = 3',
        '}',
        '',
      ].join('\n'),
    );
    const names = r.items.filter((i) => i.kind === 'variable' || i.kind === 'parameter');
    expect(names).toEqual([
      { label: 'tick', kind: 'parameter' },
      { label: 'temp', kind: 'variable', detail: 'Integer' },
    ]);
    // A script variable is a local of the script body, not of a method.
    expect(labels(r)).not.toContain('total');
    expect(labels(r)).not.toContain('tLater');
    expect(labels(r)).toContain('twice');
    expect(labels(r)).toContain('true');
  });

  it('offers keywords, classes of the buffers and default-import classes for a bare prefix', async () => {
    const r = await complete('class Widget {}\ndef w = 1\nwh|');
    expect(r.items.filter((i) => i.kind === 'keyword')).toEqual([{ label: 'while', kind: 'keyword' }]);
    const classes = await complete('class Widget {}\nWid|');
    expect(item(classes, 'Widget')).toEqual({ label: 'Widget', kind: 'class', detail: 'Widget' });
    const jdk = await complete('def sb = new StringBui|');
    expect(jdk.items.filter((i) => i.kind === 'class')).toEqual([
      { label: 'StringBuilder', kind: 'class', detail: 'java.lang.StringBuilder' },
    ]);
  });

  it('offers only classes after `new`', async () => {
    const r = await complete('class Widget {}\ndef while1 = 1\ndef w = new W|');
    expect(r.items[0]).toEqual({ label: 'Widget', kind: 'class', detail: 'Widget' });
    expect(r.items.length).toBeGreaterThan(1);
    expect(r.items.every((i) => i.kind === 'class' || i.kind === 'interface' || i.kind === 'enum')).toBe(
      true,
    );
    expect(labels(r)).not.toContain('while');
  });

  it('caps a long list and says so', async () => {
    const r = await complete('|');
    expect(r.items.length).toBe(200);
    expect(r.isIncomplete).toBe(true);
  });

  it('completes after an emoji and a tab (UTF-16 cursor)', async () => {
    const r = await complete('\tdef s = "😀😀"; s.len|');
    expect(r.items).toEqual([
      { label: 'length', kind: 'method', detail: 'int length()', insertText: 'length()' },
    ]);
  });

  it('completes static members after a class name', async () => {
    const r = await complete('Math.ma|');
    expect(r.items.map((i) => [i.label, i.kind])).toEqual([['max', 'method']]);
    // The prefix matches as editors do, case ignored: fields first, then methods.
    const fields = await complete('Math.P|');
    expect(fields.items.map((i) => [i.label, i.kind])).toEqual([
      ['PI', 'field'],
      ['pow', 'method'],
    ]);
    expect(fields.items[0]?.detail).toBe('double');
  });

  it("completes an array's length and its GDK methods", async () => {
    const r = await complete('int[] a = [1, 2]\na.le|');
    expect(r.items).toEqual([{ label: 'length', kind: 'field', detail: 'int' }]);
    const words = await complete('String[] words = ["a"]\nwords.|');
    expect(labels(words)).toEqual(expect.arrayContaining(['length', 'each', 'sort', 'join']));
  });

  it('completes packages and classes in an import', async () => {
    const pkgs = await complete('import java.util.conc|');
    expect(pkgs.items).toEqual([
      {
        label: 'ConcurrentModificationException',
        kind: 'class',
        detail: 'java.util.ConcurrentModificationException',
      },
      { label: 'concurrent', kind: 'module', detail: 'java.util.concurrent' },
    ]);
    const top = await complete('import jav|');
    expect(top.items).toEqual(expect.arrayContaining([{ label: 'java', kind: 'module', detail: 'java' }]));
    const classes = await complete('import java.util.concurrent.TimeU|');
    expect(classes.items).toEqual([
      { label: 'TimeUnit', kind: 'class', detail: 'java.util.concurrent.TimeUnit' },
    ]);
    const statics = await complete('import static java.lang.Math.P|');
    expect(statics.items.map((i) => [i.label, i.kind])).toEqual([
      ['PI', 'field'],
      ['pow', 'method'],
    ]);
  });

  it('answers nothing inside a string or a comment', async () => {
    expect((await complete('def s = "abc|"\n')).items).toEqual([]);
    expect((await complete('def s = 1 // note|\n')).items).toEqual([]);
  });
});
