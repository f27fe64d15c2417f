package groovymcp.engine.compile;

import java.util.Map;
import java.util.regex.Pattern;
import org.codehaus.groovy.control.messages.ExceptionMessage;
import org.codehaus.groovy.control.messages.LocatedMessage;
import org.codehaus.groovy.control.messages.Message;
import org.codehaus.groovy.control.messages.SimpleMessage;
import org.codehaus.groovy.control.messages.SyntaxErrorMessage;
import org.codehaus.groovy.syntax.CSTNode;
import org.codehaus.groovy.syntax.SyntaxException;

/**
 * The compiler's messages as the engine reports them: each kind of Groovy {@link Message} to one
 * {@link CompilerMessage} with its buffer and range, the text without the position Groovy repeats.
 */
final class CompilerMessages {

  private CompilerMessages() {}

  static CompilerMessage of(Message m, String severity, Map<String, Integer> indexByName) {
    if (m instanceof SyntaxErrorMessage sem) {
      SyntaxException se = sem.getCause();
      Integer buffer = se.getSourceLocator() == null ? null : indexByName.get(se.getSourceLocator());
      return new CompilerMessage(
        buffer == null ? 0 : buffer,
        severity,
        clean(se.getOriginalMessage()),
        se.getStartLine(),
        se.getStartColumn(),
        se.getEndLine(),
        se.getEndColumn()
      );
    }
    if (m instanceof LocatedMessage lm) {
      CSTNode ctx = lm.getContext();
      int line = ctx == null ? 0 : ctx.getStartLine();
      int col = ctx == null ? 0 : ctx.getStartColumn();
      return new CompilerMessage(0, severity, clean(lm.getMessage()), line, col, line, col);
    }
    if (m instanceof SimpleMessage sm) {
      return new CompilerMessage(0, severity, clean(sm.getMessage()), 0, 0, 0, 0);
    }
    if (m instanceof ExceptionMessage em) {
      Exception e = em.getCause();
      String text =
        e == null ? "compiler exception" : e.getMessage() != null ? e.getMessage() : e.getClass().getName();
      return new CompilerMessage(0, severity, clean(text), 0, 0, 0, 0);
    }
    return new CompilerMessage(0, severity, clean(String.valueOf(m)), 0, 0, 0, 0);
  }

  /** Verifier messages end with a position already in the range ("\n. At [5:3]"). */
  private static final Pattern TRAILING_POSITION = Pattern.compile("\\s*\\.?\\s*At \\[\\d+:\\d+\\]\\s*$");

  private static String clean(String s) {
    return s == null ? "" : TRAILING_POSITION.matcher(s.strip()).replaceFirst("").strip();
  }
}
