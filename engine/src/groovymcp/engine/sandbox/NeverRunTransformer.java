package groovymcp.engine.sandbox;

import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;

/**
 * Layer 1 of the sandbox through {@code java.lang.instrument} (engine/README.md "Compile, never
 * run"): redirects Groovy's own evaluator of annotation values ({@link EvaluationRedirect}) as it
 * loads, and, only where the engine runs without its fail-closed hook ({@link FailClosedHook}, which
 * otherwise does this part), sees every class the JVM defines and makes inert ({@link InertClass})
 * each one that does not come from the JDK or the engine's own launch classpath (the engine jar and
 * the Groovy jars). That covers the classes of the user's {@code --classpath} (static
 * initializers, extension-module factories, collector {@code serializeClass}es, extensions) and
 * every class a compile generates and defines, whatever loader Groovy creates for it (an
 * annotation value evaluated by
 * {@code StaticTypeCheckingSupport.evaluateExpression}, a type-checking script, an {@code @ASTTest}
 * closure). A class that cannot be rewritten is refused (empty bytes: a {@link ClassFormatError});
 * but a class whose transform cannot even start (a nearly exhausted stack) is defined as it came,
 * which is why the hook exists. With the redirect, no annotation value is compiled into a class at
 * all: values come from the AST ({@link ConstantEvaluation}).
 */
final class NeverRunTransformer implements ClassFileTransformer {

  private static final byte[] REFUSED = new byte[0];

  private final ClassLoader platform = ClassLoader.getPlatformClassLoader();
  private final ClassLoader system = ClassLoader.getSystemClassLoader();
  private final boolean foreignClasses;

  /**
   * {@code foreignClasses}: make foreign classes inert here too; false when the fail-closed hook
   * ({@link FailClosedHook}) does it.
   */
  NeverRunTransformer(boolean foreignClasses) {
    this.foreignClasses = foreignClasses;
  }

  @Override
  public byte[] transform(
    ClassLoader loader,
    String className,
    Class<?> redefined,
    ProtectionDomain domain,
    byte[] classFile
  ) {
    if (trusted(loader)) {
      if (!EvaluationRedirect.OWNER.equals(className)) return null;
      try {
        return EvaluationRedirect.rewrite(classFile);
      } catch (Throwable e) {
        return REFUSED;
      }
    }
    if (!foreignClasses) return null;
    try {
      return InertClass.rewrite(classFile);
    } catch (Throwable e) {
      return REFUSED;
    }
  }

  /**
   * The JDK's loaders, the launch classpath's, and the JDK's reflection-accessor loader (it defines
   * the bytes the JDK itself generates to speed up reflective calls; an accessor of an inert method
   * can only call that inert method).
   */
  boolean trusted(ClassLoader loader) {
    return (
      loader == null ||
      loader == system ||
      loader == platform ||
      loader.getClass().getName().equals("jdk.internal.reflect.DelegatingClassLoader")
    );
  }
}
