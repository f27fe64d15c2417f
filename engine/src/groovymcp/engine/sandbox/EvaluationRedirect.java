package groovymcp.engine.sandbox;

import groovyjarjarasm.asm.ClassReader;
import groovyjarjarasm.asm.ClassVisitor;
import groovyjarjarasm.asm.ClassWriter;
import groovyjarjarasm.asm.MethodVisitor;
import groovyjarjarasm.asm.Opcodes;

/**
 * Rewrites Groovy's {@code StaticTypeCheckingSupport} as it is loaded so that
 * {@code evaluateExpression(Expression, CompilerConfiguration, GroovyClassLoader)}, the one method
 * through which Groovy 4 compiles annotation values into classes and runs them (its four callers are
 * listed in engine/README.md), calls {@link ConstantEvaluation#evaluate} instead. The two-argument
 * overload delegates to this one, so both are covered.
 */
final class EvaluationRedirect {

  static final String OWNER = "org/codehaus/groovy/transform/stc/StaticTypeCheckingSupport";
  private static final String NAME = "evaluateExpression";
  private static final String DESCRIPTOR =
    "(Lorg/codehaus/groovy/ast/expr/Expression;Lorg/codehaus/groovy/control/CompilerConfiguration;" +
    "Lgroovy/lang/GroovyClassLoader;)Ljava/lang/Object;";
  private static final String TARGET = "groovymcp/engine/sandbox/ConstantEvaluation";

  private static volatile boolean applied;

  private EvaluationRedirect() {}

  static byte[] rewrite(byte[] classFile) {
    ClassReader reader = new ClassReader(classFile);
    ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
    reader.accept(
      new ClassVisitor(Opcodes.ASM9, writer) {
        @Override
        public MethodVisitor visitMethod(
          int access,
          String name,
          String descriptor,
          String signature,
          String[] exceptions
        ) {
          MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
          if (!name.equals(NAME) || !descriptor.equals(DESCRIPTOR)) return mv;
          applied = true;
          mv.visitCode();
          mv.visitVarInsn(Opcodes.ALOAD, 0);
          mv.visitVarInsn(Opcodes.ALOAD, 1);
          mv.visitVarInsn(Opcodes.ALOAD, 2);
          mv.visitMethodInsn(Opcodes.INVOKESTATIC, TARGET, "evaluate", DESCRIPTOR, false);
          mv.visitInsn(Opcodes.ARETURN);
          mv.visitMaxs(0, 0);
          mv.visitEnd();
          return null; // the original body is dropped
        }
      },
      0
    ); // other methods keep their stack-map frames, copied as they are

    return writer.toByteArray();
  }

  /** True once Groovy's class has been loaded with the redirect in place. */
  static boolean applied() {
    return applied;
  }
}
