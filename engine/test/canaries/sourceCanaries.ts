// The canaries that need nothing but their source: annotation values Groovy 4 evaluates, the
// transforms denied by name, and code a compile must never start (corpus.ts).
import { canaryOf, groovyMark, groovyMarkStatement, DIAGNOSED, INDEXED, TYPED, type Canary } from './canary';

export function sourceCanaries(markers: string): Canary[] {
  const m = (name: string) => groovyMark(markers, name);
  const s = (name: string) => groovyMarkStatement(markers, name);
  const canary = canaryOf(false);
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
