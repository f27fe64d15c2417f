// Java sources of the generated corpus's classpath payloads (generatedCorpus.ts): a class of the
// shape a compile would accept (PayloadShape.java) whose static initializer, constructors and
// methods each, if run, write the marker, sleep and throw a recognizable error, so execution shows
// even where a layer denies the write.
import type { PayloadShape } from './inventory';

export const PAYLOAD_PACKAGE = 'evil.gen';

/** The `ran()` method: marker, sleep, throw. */
function javaRan(marker: string, name: string): string {
  return `static void ran() {
    try { java.nio.file.Files.writeString(java.nio.file.Path.of(${JSON.stringify(marker)}), "ran"); } catch (Throwable e) { }
    try { Thread.sleep(50); } catch (Throwable e) { }
    throw new Error("canary ran: ${name}");
  }`;
}

const NO_SHAPE: PayloadShape = { bound: null, superClause: '', superCall: '', superParams: '', methods: [] };

/** A payload class `evil.gen.<simpleName>` of `shape`, plus any `extra` members and annotations. */
export function payloadClass(
  simpleName: string,
  marker: string,
  name: string,
  shape: PayloadShape = NO_SHAPE,
  extra: { members?: string[]; annotations?: string } = {},
): string {
  const ctors = [`public ${simpleName}() { ${shape.superCall} ran(); }`];
  if (shape.superParams) {
    const args = shape.superParams.split(', ').map((_, i) => `a${i}`);
    ctors.push(`public ${simpleName}(${shape.superParams}) { super(${args.join(', ')}); ran(); }`);
  }
  return `package ${PAYLOAD_PACKAGE};
${extra.annotations ?? ''}
public class ${simpleName} ${shape.superClause} {
  ${javaRan(marker, name)}
  static { ran(); }
  ${ctors.join('\n  ')}
  ${[...shape.methods, ...(extra.members ?? [])].join('\n  ')}
}
`;
}

/** A global AST transformation payload (its annotation says when it runs). */
export function globalTransform(simpleName: string, marker: string, name: string): string {
  return payloadClass(
    simpleName,
    marker,
    name,
    { ...NO_SHAPE, superClause: 'implements org.codehaus.groovy.transform.ASTTransformation' },
    {
      annotations:
        '@org.codehaus.groovy.transform.GroovyASTTransformation(phase = org.codehaus.groovy.control.CompilePhase.CONVERSION)',
      members: [
        'public void visit(org.codehaus.groovy.ast.ASTNode[] n, org.codehaus.groovy.control.SourceUnit s) { ran(); }',
      ],
    },
  );
}

/** An extension-method class payload: `'x'.<method>()` would call it. */
export function extensionMethods(simpleName: string, marker: string, name: string, method: string): string {
  return payloadClass(simpleName, marker, name, NO_SHAPE, {
    members: [`public static String ${method}(String self) { ran(); return self; }`],
  });
}
