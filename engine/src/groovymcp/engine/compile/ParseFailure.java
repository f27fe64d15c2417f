package groovymcp.engine.compile;

import groovymcp.engine.text.LexedTokens;
import org.apache.groovy.parser.antlr4.GroovyLexer;
import org.codehaus.groovy.control.CompilationFailedException;

/**
 * The diagnostic for a compile that failed without saying why. The parser gives up on very deep
 * nesting with a {@link StackOverflowError} that it turns into a bare "parsing failed" with no
 * message in the collector; reported as nothing, that looked like a clean file. The message goes
 * where the nesting is deepest (the lexer does not recurse, so it still works on such input); it is
 * 1:1 when the text has no brackets.
 */
final class ParseFailure {

  private ParseFailure() {}

  static CompilerMessage describe(int buffer, String normalizedText, CompilationFailedException failure) {
    String message = "parsing failed" + reason(failure);
    int[] at = deepestOpener(normalizedText);
    return new CompilerMessage(buffer, "error", message, at[0], at[1], at[0], at[1] + 1);
  }

  private static String reason(CompilationFailedException failure) {
    for (Throwable t = failure.getCause(); t != null; t = t.getCause()) {
      if (t instanceof StackOverflowError) return ": nesting too deep";
      if (t.getCause() == t) break;
    }
    Throwable cause = failure.getCause();
    return cause == null ? "" : ": " + cause.getClass().getSimpleName();
  }

  /** 1-based line and column (code points) of the first bracket that opens the deepest level. */
  private static int[] deepestOpener(String normalizedText) {
    int depth = 0;
    int best = 0;
    int[] at = { 1, 1 };
    for (LexedTokens.Tok t : LexedTokens.lex(normalizedText).tokens()) {
      switch (t.type()) {
        case GroovyLexer.LPAREN, GroovyLexer.LBRACK, GroovyLexer.SAFE_INDEX, GroovyLexer.LBRACE -> {
          depth++;
          if (depth > best) {
            best = depth;
            at = new int[] { t.line(), t.column() + 1 };
          }
        }
        case GroovyLexer.RPAREN, GroovyLexer.RBRACK, GroovyLexer.RBRACE -> depth = Math.max(0, depth - 1);
        default -> {
        }
      }
    }
    return at;
  }
}
