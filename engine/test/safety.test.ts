// Safety canaries (groovymcp.md §8; groovy-compiler-notes.md §2): each would write a marker file if
// the engine ran code at compile time. The engine gets a classpath directory holding a
// type-checking extension script, a precompiled extension class, a global transformation listed
// in META-INF/services and a local transformation, all of which write markers when run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groovyLibDir } from '../../backend/engine/engineCommand';
import { startEngine, type Harness } from './engineHarness';

let h: Harness;
let root: string;
let markers: string;
let home: string;

const javaSources = (dir: string): Record<string, string> => {
  const mark = `static void mark(String n) { try { java.nio.file.Files.writeString(java.nio.file.Path.of(${JSON.stringify(dir)}, n), "ran"); } catch (Exception e) { } }`;
  return {
    'evil/Plain.java': 'package evil; public class Plain { public int size() { return 1; } }',
    'evil/ExtClass.java': `package evil;
      public class ExtClass extends org.codehaus.groovy.transform.stc.AbstractTypeCheckingExtension {
        ${mark}
        static { mark("ExtClass-clinit"); }
        public ExtClass(org.codehaus.groovy.transform.stc.StaticTypeCheckingVisitor v) { super(v); mark("ExtClass-new"); }
        public ExtClass() { super(null); mark("ExtClass-new"); }
      }`,
    'evil/GlobalTransform.java': `package evil;
      @org.codehaus.groovy.transform.GroovyASTTransformation(phase = org.codehaus.groovy.control.CompilePhase.CONVERSION)
      public class GlobalTransform implements org.codehaus.groovy.transform.ASTTransformation {
        ${mark}
        static { mark("GlobalTransform-clinit"); }
        public void visit(org.codehaus.groovy.ast.ASTNode[] nodes, org.codehaus.groovy.control.SourceUnit source) { mark("GlobalTransform-visit"); }
      }`,
    'evil/LocalTransform.java': `package evil;
      @org.codehaus.groovy.transform.GroovyASTTransformation(phase = org.codehaus.groovy.control.CompilePhase.SEMANTIC_ANALYSIS)
      public class LocalTransform implements org.codehaus.groovy.transform.ASTTransformation {
        ${mark}
        static { mark("LocalTransform-clinit"); }
        public void visit(org.codehaus.groovy.ast.ASTNode[] nodes, org.codehaus.groovy.control.SourceUnit source) { mark("LocalTransform-visit"); }
      }`,
    'evil/Run.java': `package evil;
      @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
      @java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE)
      @org.codehaus.groovy.transform.GroovyASTTransformationClass("evil.LocalTransform")
      public @interface Run { }`,
  };
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'engine-safety-'));
  markers = join(root, 'markers');
  home = join(root, 'home');
  const cp = join(root, 'classpath');
  const src = join(root, 'src');
  for (const d of [markers, home, join(cp, 'evil'), join(cp, 'META-INF', 'services'), join(src, 'evil')]) {
    mkdirSync(d, { recursive: true });
  }
  const sources = javaSources(markers);
  for (const [path, text] of Object.entries(sources)) writeFileSync(join(src, path), text);
  const lib = groovyLibDir();
  const groovyJar = readdirSync(lib).find((n) => /^groovy-\d[\w.-]*\.jar$/.test(n)) ?? 'groovy.jar';
  execFileSync('javac', [
    '--release',
    '17',
    '-cp',
    join(lib, groovyJar),
    '-d',
    cp,
    ...Object.keys(sources).map((p) => join(src, p)),
  ]);
  writeFileSync(
    join(cp, 'META-INF', 'services', 'org.codehaus.groovy.transform.ASTTransformation'),
    'evil.GlobalTransform\n',
  );
  // A type-checking extension script in a classpath directory ran in the proof of concept.
  writeFileSync(
    join(cp, 'evil', 'Ext.groovy'),
    `new File(${JSON.stringify(join(markers, 'ExtScript-run'))}).text = 'ran'\n`,
  );
  h = await startEngine({
    classpath: [cp],
    jvmArgs: [`-Duser.home=${home}`],
    env: { ...process.env, HOME: home },
  });
}, 60_000);

afterAll(async () => {
  await h?.engine.close();
  rmSync(root, { recursive: true, force: true });
});

const uri = 'groovy-buffer:canary';
const marker = (name: string) => join(markers, name);
const noMarkers = () => expect(readdirSync(markers)).toEqual([]);
const diagnose = async (text: string) =>
  (
    await h.result<{ diagnostics: Array<{ message: string }> }>({ op: 'diagnostics', uri, text })
  ).diagnostics.map((d) => d.message);

describe('safety canaries', () => {
  it('resolves classes from the launch classpath (the canaries below are reachable)', async () => {
    expect(await diagnose('println new evil.Plain().size()\n')).toEqual([]);
    noMarkers();
  });

  it('never runs an @ASTTest closure', async () => {
    const file = marker('ASTTest-run');
    const messages = await diagnose(
      `import groovy.transform.ASTTest\n@ASTTest(value = { new File(${JSON.stringify(file)}).text = 'ran' })\nclass A {}\n`,
    );
    expect(messages.join('\n')).toMatch(/ASTTestTransformation/);
    expect(existsSync(file)).toBe(false);
    // Also for the symbols compile, which stops at SEMANTIC_ANALYSIS.
    await h.result({
      op: 'symbols',
      uri,
      text: `@groovy.transform.ASTTest(value = { new File(${JSON.stringify(file)}).text = 'ran' })\nclass B {}\n`,
    });
    expect(existsSync(file)).toBe(false);
  });

  it('never runs an @ASTTest reached through an @AnnotationCollector alias', async () => {
    const file = marker('ASTTest-alias-run');
    await diagnose(
      [
        'import groovy.transform.*',
        `@ASTTest(value = { new File(${JSON.stringify(file)}).text = 'ran' })`,
        '@AnnotationCollector',
        '@interface Sneaky {}',
        '@Sneaky class C {}',
        '',
      ].join('\n'),
    );
    expect(existsSync(file)).toBe(false);
  });

  it('resolves and downloads nothing for @Grab, and the compile still answers', async () => {
    const messages = await diagnose(
      "@Grab('org.apache.commons:commons-lang3:3.12.0')\nimport org.apache.commons.lang3.StringUtils\nprintln StringUtils.capitalize('x')\n",
    );
    expect(messages).toContain('unable to resolve class org.apache.commons.lang3.StringUtils');
    expect(readdirSync(home)).toEqual([]);
  });

  it('never runs a type-checking extension script, even from a classpath directory', async () => {
    const messages = await diagnose(
      "@groovy.transform.TypeChecked(extensions = 'evil/Ext.groovy')\nclass D { void m() { int x = 1 } }\n",
    );
    expect(messages.join('\n')).toMatch(/evil\/Ext\.groovy/);
    expect(existsSync(marker('ExtScript-run'))).toBe(false);
  });

  it('never instantiates a precompiled type-checking extension from the classpath', async () => {
    await diagnose(
      "@groovy.transform.TypeChecked(extensions = 'evil.ExtClass')\nclass E { void m() { int x = 1 } }\n",
    );
    noMarkers();
  });

  it('runs no global transformation listed in the classpath and no local one declared there', async () => {
    await diagnose('class F { }\n');
    await diagnose('@evil.Run\nclass G { }\n');
    noMarkers();
  });

  it('never runs static initializers, script bodies or main', async () => {
    const text = [
      'class S {',
      `  static { new File(${JSON.stringify(marker('clinit'))}).text = 'ran' }`,
      `  static void main(String[] args) { new File(${JSON.stringify(marker('main'))}).text = 'ran' }`,
      '}',
      `new File(${JSON.stringify(marker('script'))}).text = 'ran'`,
      `static void main(String[] args) { new File(${JSON.stringify(marker('script-main'))}).text = 'ran' }`,
      '',
    ].join('\n');
    await diagnose(text);
    await h.result({ op: 'symbols', uri, text });
    noMarkers();
  });
});
