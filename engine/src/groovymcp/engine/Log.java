package groovymcp.engine;

import java.io.PrintStream;

/**
 * Logging to stderr (stdout is the protocol). Failures are logged by exception class and stack
 * frames; an exception's message may quote source text, so it never reaches the log
 * (docs/server.md §4), and the wire gets it shortened.
 */
final class Log {

  private static final PrintStream ERR = System.err;

  private Log() {}

  static void info(String message) {
    ERR.println("engine: " + message);
  }

  static void failure(String context, Throwable e) {
    StringBuilder sb = new StringBuilder("engine: ")
      .append(context)
      .append(": ")
      .append(e.getClass().getName());
    StackTraceElement[] frames = e.getStackTrace();
    for (int i = 0; i < Math.min(frames.length, 12); i++) sb.append("\n\tat ").append(frames[i]);
    ERR.println(sb);
  }

  /** Exception class and a short message, for {@code internal} answers. */
  static String describe(Throwable e) {
    String m = e.getMessage();
    return m == null ? e.getClass().getName() : e.getClass().getName() + ": " + quote(m);
  }

  /** A client or compiler string made short and free of control characters (docs/server.md §4). */
  static String quote(String s) {
    StringBuilder sb = new StringBuilder();
    int n = 0;
    for (int i = 0; i < s.length() && n < 80; ) {
      int cp = s.codePointAt(i);
      i += Character.charCount(cp);
      sb.appendCodePoint(Character.isISOControl(cp) ? 0xFFFD : cp);
      n++;
    }
    if (n == 80 && sb.length() < s.length()) sb.append('…');
    return sb.toString();
  }
}
