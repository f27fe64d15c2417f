package groovymcp.engine.sandbox;

import groovyjarjarasm.asm.ClassReader;
import groovyjarjarasm.asm.ClassVisitor;
import groovyjarjarasm.asm.ClassWriter;
import groovyjarjarasm.asm.MethodVisitor;
import groovyjarjarasm.asm.Opcodes;

/**
 * Rewrites a class file so that none of its code can run: every method and constructor body becomes
 * {@code throw new SecurityException(CodeNotRun.MESSAGE + " (Owner.method)")}, and the static initializer becomes an empty
 * {@code return} (a compile may read a class's types and constants; its statics keep their default
 * or {@code ConstantValue} values, and reading one must not fail). Names, signatures, fields,
 * constants, annotations and generic signatures are kept, so the compiler still resolves the type.
 */
public final class InertClass {

  private static final String WALL = "java/lang/SecurityException";
  private static final int API = Opcodes.ASM9;
  private static final boolean LOG = Boolean.getBoolean("groovymcp.debug.inert");

  private InertClass() {}

  public static byte[] rewrite(byte[] classFile) {
    ClassReader reader = new ClassReader(classFile);
    if (LOG) System.err.println("engine: sandbox: made inert: " + reader.getClassName());
    // COMPUTE_MAXS only: the new bodies have no branches, so they need no stack-map frames.
    ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    reader.accept(new Inert(writer), ClassReader.SKIP_FRAMES);
    return writer.toByteArray();
  }

  private static final class Inert extends ClassVisitor {

    private String owner = "?";

    Inert(ClassVisitor next) {
      super(API, next);
    }

    @Override
    public void visit(
      int version,
      int access,
      String name,
      String signature,
      String superName,
      String[] interfaces
    ) {
      owner = name.replace('/', '.');
      super.visit(version, access, name, signature, superName, interfaces);
    }

    @Override
    public MethodVisitor visitMethod(
      int access,
      String name,
      String descriptor,
      String signature,
      String[] exceptions
    ) {
      MethodVisitor target = super.visitMethod(access, name, descriptor, signature, exceptions);
      if ((access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0 || target == null) return target;
      return new Body(target, owner + "." + name, name.equals("<clinit>"));
    }
  }

  /** Keeps a method's annotations and parameters, replaces its code. */
  private static final class Body extends MethodVisitor {

    private final MethodVisitor target;
    private final String what;
    private final boolean staticInitializer;

    Body(MethodVisitor target, String what, boolean staticInitializer) {
      // Forwarding stops at visitCode: annotations and parameter names still reach the writer.
      super(API, target);
      this.target = target;
      this.what = what;
      this.staticInitializer = staticInitializer;
    }

    @Override
    public void visitCode() {
      target.visitCode();
      if (staticInitializer) {
        target.visitInsn(Opcodes.RETURN);
      } else {
        target.visitTypeInsn(Opcodes.NEW, WALL);
        target.visitInsn(Opcodes.DUP);
        target.visitLdcInsn(CodeNotRun.MESSAGE + " (" + what + ")");
        target.visitMethodInsn(Opcodes.INVOKESPECIAL, WALL, "<init>", "(Ljava/lang/String;)V", false);
        target.visitInsn(Opcodes.ATHROW);
      }
      target.visitMaxs(0, 0);
      target.visitEnd();
      // The original instructions are dropped from here on.
      mv = null;
    }
  }
}
