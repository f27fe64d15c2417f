// Related buffers compiled once into class files and reused while unchanged (CompileService
// .compileAgainstRelatedClasses): diagnostics and organize-imports of a changing main buffer
// resolve an unchanged related buffer's types from those class files, with the same answers as a
// compile of everything together; a related set that does not compile on its own falls back.
import { describe, expect, it } from 'vitest';
import { engineForFile } from './engineHarness';

const h = engineForFile({ devOps: true });

interface Stats {
  relatedClasses: { hits: number; misses: number; entries: number };
}
const stats = () => h.result<Stats>({ op: 'debug-cache' as never });

/** A library of many classes, one of them `Lib` with a typed method and a property. */
function library(classes: number): string {
  const lines = ['package lib', 'class Lib {', '  String name = "n"', '  int twice(int x) { x * 2 }', '}'];
  for (let i = 0; i < classes; i++) lines.push(`class Filler${i} { int f${i}(int a) { a + ${i} } }`);
  return lines.join('\n') + '\n';
}

const related = [{ uri: 'groovy-buffer:lib', text: library(2000) }];
const main = (n: number) =>
  [
    'import lib.Lib',
    '@groovy.transform.TypeChecked',
    'class Use {',
    `  int go() { new Lib().twice("x") + new Lib().name.size() + ${n} }`,
    '}',
    '',
  ].join('\n');

const messages = async (text: string, withRelated = related) =>
  (
    await h.result<{ diagnostics: Array<{ message: string }> }>({
      op: 'diagnostics',
      uri: 'groovy-buffer:main',
      text,
      related: withRelated,
    })
  ).diagnostics.map((d) => d.message);

describe('related buffers as class files', () => {
  it('compiles an unchanged related buffer once across changes of the main buffer', async () => {
    const before = await stats();
    const first = await messages(main(1));
    const second = await messages(main(2));
    const after = await stats();
    expect(first).toEqual([
      expect.stringMatching(/Cannot find matching method lib\.Lib#twice\(java\.lang\.String\)/),
    ]);
    expect(second).toEqual(first);
    expect(after.relatedClasses.misses - before.relatedClasses.misses).toBe(1);
    expect(after.relatedClasses.hits - before.relatedClasses.hits).toBe(1);
  });

  it('gives the answer of a compile of everything together', async () => {
    // A related set that refers back to the main buffer cannot compile alone: the whole unit is
    // compiled together, and the answer must be the same as through the class files.
    const backRef = [{ uri: 'groovy-buffer:lib', text: library(3) + 'class Back { Use u }\n' }];
    expect(await messages(main(3), backRef)).toEqual(await messages(main(4)));
  });

  it('falls back when a related buffer has errors, and still reports none of them', async () => {
    const broken = [{ uri: 'groovy-buffer:other', text: 'class Other { int x = new Nope() }' }];
    expect(await messages('println new Other().x\n', broken)).toEqual([]);
  });

  it('organizes imports against the class files too', async () => {
    const text = 'import lib.Lib\nimport java.util.List\nnew Lib()\n';
    const result = await h.result<{ edits: Array<{ newText: string }> }>({
      op: 'organize-imports',
      uri: 'groovy-buffer:imports',
      text,
      related,
    });
    expect(result.edits.map((e) => e.newText).join('')).toBe('import lib.Lib');
  });
});
