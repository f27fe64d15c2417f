// The whole sandbox (engine/README.md "Compile, never run"): every canary of the corpus on every
// tool op, with all four layers in force, writes nothing; the values Groovy would have run come back
// as diagnostics; and the features the compiler legitimately runs at compile time still work.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markersWritten } from './corpus';
import {
  executionsSeen,
  runCanaries,
  runCanary,
  sandboxInfo,
  startCorpusEngine,
  type CorpusEngine,
} from './runCorpus';

let engine: CorpusEngine;
beforeAll(async () => {
  engine = await startCorpusEngine([]);
}, 60_000);
afterAll(async () => engine?.close());

const NOT_RUN = 'not evaluated: this server never runs code';
const uri = 'groovy-buffer:sandbox';

const diagnose = async (text: string): Promise<string[]> =>
  (
    await engine.harness.result<{ diagnostics: Array<{ message: string }> }>({ op: 'diagnostics', uri, text })
  ).diagnostics.map((d) => d.message);

describe('the engine sandbox, all layers', () => {
  it('is enforced, every layer in force', async () => {
    const info = await sandboxInfo(engine);
    expect(info.sandbox).toBe('enforced');
    expect(info.sandboxLayers).toEqual({
      neverRun: true,
      annotationVetting: true,
      classpathResources: true,
      leastPrivilege: true,
    });
    expect(engine.harness.engine.sandbox).toBe('enforced');
  });

  it('stops every canary on every op', async () => {
    for (const canary of engine.corpus.canaries) await runCanary(engine, canary);
    expect(markersWritten(engine.corpus)).toEqual([]);
    // @Grab resolved nothing, so nothing was downloaded below HOME.
    expect(readdirSync(engine.corpus.home)).toEqual([]);
  }, 300_000);

  it('runs no generated canary on any compile path (docs/never-run.md)', async () => {
    await runCanaries(engine, engine.generated.canaries);
    expect(executionsSeen(engine)).toEqual([]);
  }, 300_000);

  it.each([
    ['collector-mode', '@AnnotationCollector(mode)'],
    ['collector-mode-aliased-import', '@AnnotationCollector(mode)'],
    ['collector-processor', '@AnnotationCollector(processor)'],
    ['delegates-to-strategy-typechecked', '@DelegatesTo(strategy)'],
    ['delegates-to-target', '@DelegatesTo(strategy)'],
    ['repeatable-retention', '@Retention(value)'],
    ['closure-params-options', '@ClosureParams(options)'],
  ])('turns the annotation value of %s into a diagnostic', async (name, member) => {
    const canary = engine.corpus.canaries.find((c) => c.name === name)!;
    const messages = await diagnose(canary.text);
    expect(messages.find((m) => m.startsWith(NOT_RUN))).toContain(member);
  });

  it('says which extension script it would not load, whatever its name', async () => {
    for (const name of ['evil/ext.txt', 'evil/Ext', 'Ext.GROOVY', 'evil/Ext.groovy']) {
      const messages = await diagnose(
        `@groovy.transform.TypeChecked(extensions = '${name}')\nclass E { void m() { int x = 1 } }\n`,
      );
      expect(messages.join('\n')).toContain(`${name}' was not found on the classpath`);
    }
  });

  it('names the @ASTTest transformation it refused', async () => {
    const canary = engine.corpus.canaries.find((c) => c.name === 'ast-test')!;
    expect((await diagnose(canary.text)).join('\n')).toMatch(/ASTTestTransformation/);
  });

  it('resolves and downloads nothing for @Grab, and the compile still answers', async () => {
    const messages = await diagnose(
      "@Grab('org.apache.commons:commons-lang3:3.12.0')\nimport org.apache.commons.lang3.StringUtils\nprintln StringUtils.capitalize('x')\n",
    );
    expect(messages).toContain('unable to resolve class org.apache.commons.lang3.StringUtils');
    expect(readdirSync(engine.corpus.home)).toEqual([]);
  });
});

describe('what the compiler may still do at compile time', () => {
  it('resolves classes from the classpath (its code stays inert)', async () => {
    expect(await diagnose('println new evil.Plain().size()\n')).toEqual([]);
  });

  it('type-checks with @DelegatesTo constants, a strategy from Closure included', async () => {
    const text = [
      '@groovy.transform.TypeChecked',
      'class D {',
      '  static void m(@DelegatesTo(value = String, strategy = Closure.DELEGATE_FIRST) Closure c) {}',
      '  static void n() { m { length() } }',
      '  static void bad() { m { nope() } }',
      '}',
      '',
    ].join('\n');
    const messages = await diagnose(text);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Cannot find matching method .*nope\(\)/);
  });

  it('runs the bundled AST transformations (@Canonical, @Immutable, @Builder, @ToString, @CompileStatic)', async () => {
    const text = [
      'import groovy.transform.*',
      'import groovy.transform.builder.Builder',
      '@Canonical class P { int x }',
      '@Immutable class Q { String name }',
      '@Builder class R { int a; String b }',
      '@ToString(includeNames = true) class S { int y }',
      '@CompileStatic class T { String go() { new P(1).toString() + new Q(name: "n").name + R.builder().a(1).build().b + new S(y: 2) } }',
      '',
    ].join('\n');
    expect(await diagnose(text)).toEqual([]);
    const symbols = await engine.harness.result<{ symbols: Array<{ name: string }> }>({
      op: 'symbols',
      uri,
      text,
    });
    expect(symbols.symbols.map((s) => s.name)).toEqual(['P', 'Q', 'R', 'S', 'T']);
  });

  it('still reports a @CompileStatic error', async () => {
    const messages = await diagnose('@groovy.transform.CompileStatic\nclass U { int f() { "s".nope() } }\n');
    expect(messages.join('\n')).toMatch(/nope/);
  });

  it('evaluates an @AnnotationCollector mode given as an enum constant', async () => {
    const text = [
      'import groovy.transform.*',
      '@ToString @EqualsAndHashCode',
      '@AnnotationCollector(mode = AnnotationCollectorMode.PREFER_COLLECTOR)',
      '@interface Both {}',
      '@Both class V { int z }',
      '',
    ].join('\n');
    expect(await diagnose(text)).toEqual([]);
  });
});
