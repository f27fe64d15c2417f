package groovymcp.engine.sandbox;

/**
 * The Java side of layer 1's class-file hook (engine/native/failClosedHook.c, loaded by the JVM with
 * {@code -agentpath}): arming it makes the JVM hand every foreign class file to
 * {@link InertClass#rewrite} and refuse the class when that cannot happen, where
 * {@code java.lang.instrument} would define the class as it came when its own call into Java fails
 * (engine/README.md "Compile, never run").
 */
final class FailClosedHook {

  private FailClosedHook() {}

  /** Arms the hook; false when the JVM was started without it (the engine was built without a C compiler). */
  static boolean arm() {
    try {
      return arm(
        ClassLoader.getSystemClassLoader(),
        ClassLoader.getPlatformClassLoader(),
        reflectionLoader(),
        InertClass.class
      );
    } catch (LinkageError e) {
      return false;
    }
  }

  /** The JDK's loader of generated reflection accessors (gone from Java 22, which uses method handles). */
  private static Class<?> reflectionLoader() {
    try {
      return Class.forName("jdk.internal.reflect.DelegatingClassLoader", false, null);
    } catch (ClassNotFoundException e) {
      return null;
    }
  }

  private static native boolean arm(
    ClassLoader system,
    ClassLoader platform,
    Class<?> reflectionLoader,
    Class<?> rewriter
  );
}
