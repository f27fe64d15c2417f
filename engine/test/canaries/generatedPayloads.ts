// Java sources of the generated corpus's classpath payloads (generatedCorpus.ts): a class of the
// shape a compile would accept (PayloadShape.java) whose static initializer, constructors and
// methods each, if run, write the marker and, but for the initializer, throw a recognizable
// error, so execution shows even where a layer denies the write.
import type { PayloadShape } from './inventory';

export const PAYLOAD_PACKAGE = 'evil.gen';

/** A transformation class must say its phase, or the compiler refuses it before instantiating it. */
const TRANSFORM_PHASE =
  '@org.codehaus.groovy.transform.GroovyASTTransformation(phase = org.codehaus.groovy.control.CompilePhase.CONVERSION)';

/** The system property naming the markers folder of the engine JVM that runs the corpus. */
export const MARKERS_PROPERTY = 'groovymcp.canary.markers';

/**
 * `mark()` writes the marker; `ran()` also throws. The markers folder comes from the
 * JVM (MARKERS_PROPERTY), so the compiled payloads are shared by every corpus run (each its own
 * folder). The static initializer only marks: an error thrown there would reach the compiler as
 * an ExceptionInInitializerError without the recognizable message.
 */
function javaRan(name: string): string {
  return `static void mark() {
    try { java.nio.file.Files.writeString(java.nio.file.Path.of(System.getProperty("${MARKERS_PROPERTY}"), "${name}"), "ran"); } catch (Throwable e) { }
  }
  static void ran() { mark(); throw new Error("canary ran: ${name}"); }`;
}

const NO_SHAPE: PayloadShape = { bound: null, superClause: '', superCall: '', superParams: '', methods: [] };

/** A payload class `evil.gen.<simpleName>` of `shape`, plus any `extra` members and annotations. */
export function payloadClass(
  simpleName: string,
  name: string,
  shape: PayloadShape = NO_SHAPE,
  extra: { members?: string[]; annotations?: string } = {},
): string {
  const ctors = [`public ${simpleName}() { ${shape.superCall} ran(); }`];
  if (shape.superParams) {
    const args = shape.superParams.split(', ').map((_, i) => `a${i}`);
    ctors.push(`public ${simpleName}(${shape.superParams}) { super(${args.join(', ')}); ran(); }`);
  } else {
    // Strategies a transform makes with its loader (LogASTTransformation's logging strategies).
    ctors.push(`public ${simpleName}(groovy.lang.GroovyClassLoader loader) { this(); }`);
  }
  const transform = shape.bound === 'org.codehaus.groovy.transform.ASTTransformation';
  return `package ${PAYLOAD_PACKAGE};
${extra.annotations ?? (transform ? TRANSFORM_PHASE : '')}
public class ${simpleName} ${shape.superClause} {
  ${javaRan(name)}
  static { mark(); }
  ${ctors.join('\n  ')}
  ${[...shape.methods, ...(extra.members ?? [])].join('\n  ')}
}
`;
}

/**
 * A global AST transformation payload (its annotation says when it runs). It runs on every compile
 * once listed, so it throws only on its own canary's source (which declares `trigger`): elsewhere it
 * would stop every other canary's compile at CONVERSION and hide them from the control.
 */
export function globalTransform(simpleName: string, name: string, trigger: string): string {
  return payloadClass(
    simpleName,
    name,
    { ...NO_SHAPE, superClause: 'implements org.codehaus.groovy.transform.ASTTransformation' },
    {
      annotations: TRANSFORM_PHASE,
      members: [
        `public void visit(org.codehaus.groovy.ast.ASTNode[] n, org.codehaus.groovy.control.SourceUnit s) {
    for (org.codehaus.groovy.ast.ClassNode c : s.getAST().getClasses()) if (c.getName().equals("${trigger}")) ran();
  }`,
      ],
    },
  );
}

/** An extension-method class payload: `'x'.<method>()` would call it. */
export function extensionMethods(simpleName: string, name: string, method: string): string {
  return payloadClass(simpleName, name, NO_SHAPE, {
    members: [`public static String ${method}(String self) { ran(); return self; }`],
  });
}
