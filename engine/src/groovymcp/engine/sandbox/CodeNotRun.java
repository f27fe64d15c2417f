package groovymcp.engine.sandbox;

/**
 * The words of the wall: every method of a class the engine made inert ({@link InertClass}) throws a
 * {@link SecurityException} with this message, and an annotation value that would have been run
 * becomes a diagnostic that starts with it. The server compiles source and never runs it
 * (docs/server.md §8), so code the compiler would have run names itself instead. The exception is the
 * JDK's own, so an inert class can throw it whatever loader defined it.
 */
public final class CodeNotRun {

  public static final String MESSAGE = "not evaluated: this server never runs code";

  private CodeNotRun() {}

  /** True when {@code e} or one of its causes is this wall. */
  public static boolean isCause(Throwable e) {
    int depth = 0;
    for (Throwable t = e; t != null && depth < 32; t = t.getCause(), depth++) {
      if (
        t instanceof SecurityException && t.getMessage() != null && t.getMessage().startsWith(MESSAGE)
      ) return true;
    }
    return false;
  }
}
