// The canaries that need the hostile compiled `--classpath` (corpus.ts), and that folder itself:
// Java classes and resources that each write their canary's marker file if any of their code runs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { groovyLibDir } from '../../../backend/engine/engineCommand';
import { canaryOf, groovyMarkStatement, DIAGNOSED, type Canary } from './canary';

export function classpathCanaries(): Canary[] {
  const canary = canaryOf(true);
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

/**
 * Writes the hostile `--classpath` folder: the Java classes compiled with javac against the Groovy
 * jar (their sources under `src`), then the resources beside them.
 */
export function buildHostileClasspath(markers: string, classpath: string, src: string): void {
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
