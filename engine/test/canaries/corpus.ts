// The canary corpus of the engine's sandbox (engine/README.md "Compile, never run"): every known
// way Groovy 4 can be made to run code while it only compiles, each one writing a marker file when
// it runs. `buildCorpus()` makes a fresh folder with the markers folder, a compiled `--classpath`
// folder of hostile classes and resources, and the sources. Tests assert the markers folder stays
// empty; the control test proves each canary really writes its marker when the sandbox is off.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { groovyLibDir } from '../../../backend/engine/engineCommand';

export interface Canary {
  /** Also the marker's file name. */
  name: string;
  /** The Groovy source that would run code; `mark(name)` is an expression writing the marker. */
  text: string;
  /** Needs the hostile `--classpath` folder. */
  classpath: boolean;
  /** The ops on which the unguarded compiler ran it (the control test checks these). */
  ranOn: readonly string[];
}

export interface Corpus {
  root: string;
  markers: string;
  /** The hostile `--classpath` folder. */
  classpath: string;
  /** An empty folder to serve as HOME (a @Grab would write below it). */
  home: string;
  canaries: readonly Canary[];
}

/** A Groovy expression that writes the marker file and evaluates to true. */
const groovyMark = (markers: string, name: string): string =>
  `(new File(${JSON.stringify(join(markers, name))}).text = 'ran')`;

/** A Groovy statement that writes the marker. */
const groovyMarkStatement = (markers: string, name: string): string =>
  `new File(${JSON.stringify(join(markers, name))}).text = 'ran'`;

const TYPED = ['describe', 'definition', 'references', 'implementations', 'rename', 'complete'];
const INDEXED = ['diagnostics', 'symbols', 'describe', 'definition', 'references', 'rename', 'as-related'];
/** Also through a buffer that has the canary as its related buffer (runCorpus.ts CANARY_OPS). */
const DIAGNOSED = ['diagnostics', 'as-related'];

function sourceCanaries(markers: string): Canary[] {
  const m = (name: string) => groovyMark(markers, name);
  const s = (name: string) => groovyMarkStatement(markers, name);
  const canary = (name: string, lines: string[], ranOn: readonly string[]): Canary => ({
    name,
    text: lines.join('\n') + '\n',
    classpath: false,
    ranOn,
  });
  return [
    canary(
      'collector-mode',
      [
        'import groovy.transform.*',
        `@AnnotationCollector(mode = ${m('collector-mode')} ? AnnotationCollectorMode.DUPLICATE : AnnotationCollectorMode.DUPLICATE)`,
        '@interface Alias {}',
        '@Alias class X {}',
      ],
      INDEXED,
    ),
    canary(
      'collector-mode-aliased-import',
      [
        'import groovy.transform.AnnotationCollector as AC',
        'import groovy.transform.AnnotationCollectorMode',
        `@AC(mode = ${m('collector-mode-aliased-import')} ? AnnotationCollectorMode.DUPLICATE : AnnotationCollectorMode.DUPLICATE)`,
        '@interface Alias {}',
        '@Alias class X {}',
      ],
      INDEXED,
    ),
    canary(
      'collector-processor',
      [
        'import groovy.transform.*',
        `@AnnotationCollector(processor = ${m('collector-processor')} ? 'x' : 'x')`,
        '@interface Alias {}',
        '@Alias class X {}',
      ],
      INDEXED,
    ),
    canary(
      'delegates-to-strategy',
      [
        `class D { static void m(@DelegatesTo(value = String, strategy = ${m('delegates-to-strategy')} ? 1 : 1) Closure c) {} }`,
        'D.m { length() }',
      ],
      TYPED,
    ),
    canary(
      'delegates-to-strategy-typechecked',
      [
        '@groovy.transform.TypeChecked',
        `class D { static void m(@DelegatesTo(value = String, strategy = ${m('delegates-to-strategy-typechecked')} ? 1 : 1) Closure c) {}`,
        '  static void n() { m { length() } } }',
      ],
      [...DIAGNOSED, ...TYPED],
    ),
    // Read only when it is a constant in Groovy 4.0.26 (never evaluated): kept as a canary in case.
    canary(
      'delegates-to-generic-index',
      [
        `class D { static <T> void m(@DelegatesTo.Target List<T> l, @DelegatesTo(genericTypeIndex = ${m('delegates-to-generic-index')} ? 0 : 0) Closure c) {} }`,
        "D.m(['a']) { size() }",
      ],
      [],
    ),
    canary(
      'delegates-to-target',
      [
        `class D { static void m(@DelegatesTo.Target('a') Object o, @DelegatesTo(target = 'a', strategy = ${m('delegates-to-target')} ? 1 : 1) Closure c) {} }`,
        "D.m('x') { length() }",
      ],
      TYPED,
    ),
    // The verifier evaluates a container's non-enum @Retention, but in Groovy 4.0.26 the annotation
    // visitor rejects such a value first ("Expected enum value"): kept as a canary in case.
    canary(
      'repeatable-retention',
      [
        'import java.lang.annotation.*',
        `@Retention(${m('repeatable-retention')} ? RetentionPolicy.RUNTIME : RetentionPolicy.RUNTIME)`,
        '@interface Rs { R[] value() }',
        '@Repeatable(Rs) @Retention(RetentionPolicy.RUNTIME)',
        '@interface R { String value() }',
        "@R('a') @R('b') class X {}",
      ],
      [],
    ),
    canary(
      'closure-params-options',
      [
        'import groovy.transform.stc.*',
        `def f(@ClosureParams(value = SimpleType, options = [${m('closure-params-options')} ? 'java.lang.String' : 'x']) Closure c) {}`,
        'f { it.length() }',
      ],
      [],
    ),
    // @ASTTest and @Grab are denied by name in every transform loader, whatever layers are on.
    canary(
      'ast-test',
      ['import groovy.transform.ASTTest', `@ASTTest(value = { ${s('ast-test')} })`, 'class A {}'],
      [],
    ),
    canary(
      'ast-test-alias',
      [
        'import groovy.transform.*',
        `@ASTTest(value = { ${s('ast-test-alias')} })`,
        '@AnnotationCollector',
        '@interface Sneaky {}',
        '@Sneaky class C {}',
      ],
      [],
    ),
    canary(
      'static-initializer-script-main',
      [
        'class S {',
        `  static { ${s('static-initializer-script-main')} }`,
        `  static void main(String[] args) { ${s('static-initializer-script-main')} }`,
        '}',
        s('static-initializer-script-main'),
      ],
      [],
    ),
    canary(
      'base-script',
      [
        'abstract class Base extends Script {',
        `  Base() { ${s('base-script')} }`,
        '}',
        '@groovy.transform.BaseScript Base base',
        'println 1',
      ],
      [],
    ),
    canary(
      'conditional-interrupt',
      [
        `@groovy.transform.ConditionalInterrupt({ ${m('conditional-interrupt')} })`,
        'class CI { void m() { } }',
      ],
      [],
    ),
  ];
}

function classpathCanaries(): Canary[] {
  const canary = (name: string, lines: string[], ranOn: readonly string[]): Canary => ({
    name,
    text: lines.join('\n') + '\n',
    classpath: true,
    ranOn,
  });
  return [
    canary(
      'tc-extension-txt',
      ["@groovy.transform.TypeChecked(extensions = 'evil/ext.txt')", 'class E { void m() { int x = 1 } }'],
      DIAGNOSED,
    ),
    canary(
      'tc-extension-nosuffix',
      ["@groovy.transform.TypeChecked(extensions = 'evil/Ext')", 'class E { void m() { int x = 1 } }'],
      DIAGNOSED,
    ),
    canary(
      'tc-extension-upper',
      ["@groovy.transform.TypeChecked(extensions = 'Ext.GROOVY')", 'class E { void m() { int x = 1 } }'],
      DIAGNOSED,
    ),
    canary(
      'tc-extension-groovy',
      ["@groovy.transform.TypeChecked(extensions = 'evil/Ext.groovy')", 'class E { void m() { int x = 1 } }'],
      [],
    ),
    canary(
      'tc-extension-class',
      ["@groovy.transform.TypeChecked(extensions = 'evil.ExtClass')", 'class E { void m() { int x = 1 } }'],
      [],
    ),
    canary(
      'extension-module',
      ["'abc'.shout()", 'class U { def m() { "x".shout() } }'],
      ['describe', 'definition', 'references', 'rename'],
    ),
    canary('collector-serialize-class', ['@evil.SerAlias class X {}'], DIAGNOSED),
    // A static initializer runs once per JVM: the control sees it on its first op only.
    canary('nonconstant-static', ['@SuppressWarnings(evil.Clinit.NONCONST) class Y {}'], ['diagnostics']),
    canary('global-transform', ['class F { }'], []),
    canary('local-transform', ['@evil.Run class G { }'], []),
    canary(
      'closure-signature-hint',
      [
        'def f(@groovy.transform.stc.ClosureParams(evil.Hint) Closure c) {}',
        '@groovy.transform.TypeChecked def g() { f { it.length() } }',
      ],
      [],
    ),
    canary(
      'builder-strategy',
      ['@groovy.transform.builder.Builder(builderStrategy = evil.Strategy) class B { int x }'],
      [],
    ),
    canary('base-script-classpath', ['@groovy.transform.BaseScript evil.EvilBase base', 'println 1'], []),
  ];
}

/** Java sources of the hostile classpath; each writes `markers/<name>` when any of its code runs. */
function javaSources(markers: string): Record<string, string> {
  const mark = `static String mark(String n) { try { java.nio.file.Files.writeString(java.nio.file.Path.of(${JSON.stringify(markers)}, n), "ran"); } catch (Exception e) { } return n; }`;
  const transform = (name: string, phase: string) => `package evil;
      @org.codehaus.groovy.transform.GroovyASTTransformation(phase = org.codehaus.groovy.control.CompilePhase.${phase})
      public class ${name} implements org.codehaus.groovy.transform.ASTTransformation {
        ${mark}
        static { mark("${name === 'GlobalTransform' ? 'global-transform' : 'local-transform'}"); }
        public void visit(org.codehaus.groovy.ast.ASTNode[] nodes, org.codehaus.groovy.control.SourceUnit source) { mark("${name === 'GlobalTransform' ? 'global-transform' : 'local-transform'}"); }
      }`;
  return {
    'evil/Plain.java': 'package evil; public class Plain { public int size() { return 1; } }',
    'evil/ExtClass.java': `package evil;
      public class ExtClass extends org.codehaus.groovy.transform.stc.AbstractTypeCheckingExtension {
        ${mark}
        static { mark("tc-extension-class"); }
        public ExtClass(org.codehaus.groovy.transform.stc.StaticTypeCheckingVisitor v) { super(v); mark("tc-extension-class"); }
        public ExtClass() { super(null); mark("tc-extension-class"); }
      }`,
    'evil/GlobalTransform.java': transform('GlobalTransform', 'CONVERSION'),
    'evil/LocalTransform.java': transform('LocalTransform', 'SEMANTIC_ANALYSIS'),
    'evil/Run.java': `package evil;
      @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
      @java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE)
      @org.codehaus.groovy.transform.GroovyASTTransformationClass("evil.LocalTransform")
      public @interface Run { }`,
    'evil/Factory.java': `package evil;
      public class Factory extends org.codehaus.groovy.runtime.m12n.PropertiesModuleFactory {
        ${mark}
        static { mark("extension-module"); }
        public Factory() { mark("extension-module"); }
        public org.codehaus.groovy.runtime.m12n.ExtensionModule newModule(java.util.Properties p, ClassLoader cl) {
          mark("extension-module");
          return new org.codehaus.groovy.runtime.m12n.SimpleExtensionModule("evil", "1") {
            public java.util.List<Class> getInstanceMethodsExtensionClasses() { mark("extension-module"); return java.util.List.of(Shout.class); }
            public java.util.List<Class> getStaticMethodsExtensionClasses() { return java.util.List.of(); }
          };
        }
      }`,
    'evil/Shout.java': `package evil;
      public class Shout { ${mark} static { mark("extension-module"); } public static String shout(String self) { return mark("extension-module"); } }`,
    'evil/Ser.java': `package evil;
      public class Ser { ${mark} static { mark("collector-serialize-class"); } public static Object[][] value() { mark("collector-serialize-class"); return new Object[0][]; } }`,
    'evil/SerAlias.java': `package evil;
      @groovy.transform.AnnotationCollector(serializeClass = Ser.class)
      @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
      public @interface SerAlias { }`,
    'evil/Clinit.java': `package evil;
      public class Clinit { ${mark} public static final String NONCONST = mark("nonconstant-static"); }`,
    'evil/Hint.java': `package evil;
      public class Hint extends groovy.transform.stc.ClosureSignatureHint {
        ${mark}
        static { mark("closure-signature-hint"); }
        public Hint() { mark("closure-signature-hint"); }
        public java.util.List<org.codehaus.groovy.ast.ClassNode[]> getClosureSignatures(org.codehaus.groovy.ast.MethodNode node, org.codehaus.groovy.control.SourceUnit su, org.codehaus.groovy.control.CompilationUnit cu, String[] options, org.codehaus.groovy.ast.ASTNode usage) {
          mark("closure-signature-hint");
          return java.util.List.of();
        }
      }`,
    'evil/Strategy.java': `package evil;
      public class Strategy extends groovy.transform.builder.DefaultStrategy {
        ${mark}
        static { mark("builder-strategy"); }
        public Strategy() { mark("builder-strategy"); }
        public void build(org.codehaus.groovy.transform.BuilderASTTransformation t, org.codehaus.groovy.ast.AnnotatedNode n, org.codehaus.groovy.ast.AnnotationNode a) { mark("builder-strategy"); }
      }`,
    'evil/EvilBase.java': `package evil;
      public abstract class EvilBase extends groovy.lang.Script {
        ${mark}
        static { mark("base-script-classpath"); }
        public EvilBase() { mark("base-script-classpath"); }
      }`,
  };
}

/** Type-checking extension scripts, under names the compiler looks up. */
function scripts(markers: string): Record<string, string> {
  const stmt = (name: string) => groovyMarkStatement(markers, name) + '\n';
  return {
    'evil/ext.txt': stmt('tc-extension-txt'),
    'evil/Ext': stmt('tc-extension-nosuffix'),
    'Ext.GROOVY': stmt('tc-extension-upper'),
    'evil/Ext.groovy': stmt('tc-extension-groovy'),
    'META-INF/services/org.codehaus.groovy.transform.ASTTransformation': 'evil.GlobalTransform\n',
    'META-INF/groovy/org.codehaus.groovy.runtime.ExtensionModule':
      'moduleName=evil\nmoduleVersion=1\nmoduleFactory=evil.Factory\n',
  };
}

export function buildCorpus(): Corpus {
  const root = mkdtempSync(join(tmpdir(), 'engine-canaries-'));
  const markers = join(root, 'markers');
  const home = join(root, 'home');
  const classpath = join(root, 'classpath');
  const src = join(root, 'src');
  for (const d of [markers, home, classpath, src]) mkdirSync(d, { recursive: true });
  const sources = javaSources(markers);
  for (const [path, text] of Object.entries(sources)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  const lib = groovyLibDir();
  const groovyJar = readdirSync(lib).find((n) => /^groovy-\d[\w.-]*\.jar$/.test(n)) ?? 'groovy.jar';
  execFileSync('javac', [
    '--release',
    '17',
    '-nowarn',
    '-cp',
    join(lib, groovyJar),
    '-d',
    classpath,
    ...Object.keys(sources).map((p) => join(src, p)),
  ]);
  for (const [path, text] of Object.entries(scripts(markers))) {
    mkdirSync(dirname(join(classpath, path)), { recursive: true });
    writeFileSync(join(classpath, path), text);
  }
  return {
    root,
    markers,
    classpath,
    home,
    canaries: [...sourceCanaries(markers), ...classpathCanaries()],
  };
}

/** The marker files written so far. */
export function markersWritten(corpus: Corpus): string[] {
  return readdirSync(corpus.markers).sort();
}
