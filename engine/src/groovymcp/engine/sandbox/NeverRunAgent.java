package groovymcp.engine.sandbox;

import java.lang.instrument.Instrumentation;

/**
 * The engine jar's {@code Premain-Class} ({@code java -javaagent:engine.jar}): installs layer 1
 * before the engine's {@code main} runs, so no compile ever happens without it: arms the
 * fail-closed hook ({@link FailClosedHook}) and redirects Groovy's annotation evaluator
 * ({@link NeverRunTransformer}). Without the flags (or with the test-only switch) the layer
 * reports itself absent, and why.
 */
public final class NeverRunAgent {

  private static volatile boolean installed;
  private static volatile String why = "the engine was started without its agent (-javaagent)";

  private NeverRunAgent() {}

  public static void premain(String args, Instrumentation instrumentation) {
    if (SandboxSwitches.disabled(SandboxSwitches.NEVER_RUN)) {
      why = "switched off for a test";
      return;
    }
    // Load the rewriter's classes now, not inside the first transform.
    InertClass.rewrite(probeClass());
    // Foreign classes go through the JVMTI hook, which fails closed. The transformer redirects
    // Groovy's evaluator, and makes foreign classes inert itself only where the hook is missing.
    boolean failClosed = FailClosedHook.arm();
    NeverRunTransformer transformer = new NeverRunTransformer(!failClosed);
    instrumentation.addTransformer(transformer, false);
    // Load Groovy's evaluator now (not initialized) so that the layer reports itself in force only
    // once the redirect is really in place.
    try {
      Class.forName(EvaluationRedirect.OWNER.replace('/', '.'), false, ClassLoader.getSystemClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      why = "Groovy's annotation evaluator could not be loaded: " + e;
      return;
    } finally {
      // With the hook, the transformer's work is done; removed, java.lang.instrument no longer
      // calls into Java for each class the JVM loads.
      if (failClosed) instrumentation.removeTransformer(transformer);
    }
    installed = failClosed && EvaluationRedirect.applied();
    if (!failClosed) {
      why =
        "its fail-closed class-file hook is missing (engine/build/libfailclosedhook.so: install a C " +
        "compiler, scripts/setup-engine.sh, and run node engine/build.mjs)";
    } else if (!installed) why = "Groovy's annotation evaluator was not redirected";
    else why = "";
  }

  /**
   * True when the fail-closed hook is armed and Groovy's annotation evaluator is redirected. Without
   * the hook the transformer still makes foreign classes inert, but a class defined on a nearly
   * exhausted stack would escape it, so the layer does not count as in force.
   */
  public static boolean installed() {
    return installed;
  }

  /** Why the layer is not in force (empty when it is). */
  public static String why() {
    return why;
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
