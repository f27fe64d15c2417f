package groovymcp.engine.sandbox;

import java.lang.instrument.Instrumentation;

/**
 * The engine jar's {@code Premain-Class} ({@code java -javaagent:engine.jar}): installs layer 1
 * ({@link NeverRunTransformer}) before the engine's {@code main} runs, so no compile ever happens
 * without it. Without the flag (or with the test-only switch) the layer reports itself absent.
 */
public final class NeverRunAgent {

  private static volatile boolean installed;

  private NeverRunAgent() {}

  public static void premain(String args, Instrumentation instrumentation) {
    if (SandboxSwitches.disabled(SandboxSwitches.NEVER_RUN)) return;
    // Load the rewriter's classes now, not inside the first transform.
    InertClass.rewrite(probeClass());
    instrumentation.addTransformer(new NeverRunTransformer(), false);
    // Load Groovy's evaluator now (not initialized) so that the layer reports itself in force only
    // once the redirect is really in place.
    try {
      Class.forName(EvaluationRedirect.OWNER.replace('/', '.'), false, ClassLoader.getSystemClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      return;
    }
    installed = EvaluationRedirect.applied();
  }

  /** True when the transformer is installed and Groovy's annotation evaluator is redirected. */
  public static boolean installed() {
    return installed;
  }

  /** A minimal class file (an empty public class), to warm the rewriter up. */
  private static byte[] probeClass() {
    groovyjarjarasm.asm.ClassWriter w = new groovyjarjarasm.asm.ClassWriter(0);
    w.visit(
      groovyjarjarasm.asm.Opcodes.V17,
      groovyjarjarasm.asm.Opcodes.ACC_PUBLIC,
      "Probe",
      null,
      "java/lang/Object",
      null
    );
    w.visitEnd();
    return w.toByteArray();
  }
}
