package groovymcp.engine.text;

import groovyjarjarantlr4.v4.runtime.ANTLRErrorListener;
import groovyjarjarantlr4.v4.runtime.CharStreams;
import groovyjarjarantlr4.v4.runtime.RecognitionException;
import groovyjarjarantlr4.v4.runtime.Recognizer;
import groovyjarjarantlr4.v4.runtime.Token;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.groovy.parser.antlr4.GroovyLangLexer;
import org.apache.groovy.parser.antlr4.GroovyLexer;

/**
 * The tokens of one buffer from the compiler's own lexer, for name-only ranges: the AST has none
 * (docs/groovy-compiler-notes.md §3–§4). Positions are Groovy's (1-based line, 0-based code-point column
 * as Antlr gives it); convert through {@link PositionConverter}.
 */
public final class LexedTokens {

  /** One token; {@code column} is 0-based in code points, {@code endColumn} exclusive. */
  public record Tok(int type, String text, int line, int column, int endLine, int endColumn) {
    public boolean startsAtOrAfter(int l, int c) {
      return line > l || (line == l && column >= c);
    }

    public boolean endsAtOrBefore(int l, int c) {
      return endLine < l || (endLine == l && endColumn <= c);
    }
  }

  private final List<Tok> tokens;

  private LexedTokens(List<Tok> tokens) {
    this.tokens = tokens;
  }

  public List<Tok> tokens() {
    return tokens;
  }

  /** Lexes text whose lone {@code \r} are already normalized; lexer errors skip ahead (they extend AssertionError). */
  public static LexedTokens lex(String normalizedText) {
    GroovyLangLexer lexer = new GroovyLangLexer(CharStreams.fromString(normalizedText));
    lexer.removeErrorListeners();
    lexer.addErrorListener(
      new ANTLRErrorListener<Integer>() {
        @Override
        public <T extends Integer> void syntaxError(
          Recognizer<T, ?> recognizer,
          T offendingSymbol,
          int line,
          int charPositionInLine,
          String msg,
          RecognitionException e
        ) {}
      }
    );
    List<Tok> out = new ArrayList<>();
    int guard = normalizedText.length() * 2 + 16;
    while (guard-- > 0) {
      Token t;
      int before = lexer.getInputStream().index();
      try {
        t = lexer.nextToken();
      } catch (AssertionError | RuntimeException e) {
        // GroovySyntaxError (an AssertionError) on a bad character or an unterminated string:
        // lexing resumes with the next call, but make sure it advances.
        if (lexer.getInputStream().index() == before) {
          if (lexer.getInputStream().LA(1) == Token.EOF) break;
          lexer.getInputStream().consume();
        }
        continue;
      }
      if (t.getType() == Token.EOF) break;
      if (t.getType() == GroovyLexer.RollBackOne) continue;
      String text = t.getText();
      if (text == null) continue;
      int endLine = t.getLine();
      int endColumn = t.getCharPositionInLine();
      for (int i = 0; i < text.length(); ) {
        int cp = text.codePointAt(i);
        i += Character.charCount(cp);
        if (cp == '\n') {
          endLine++;
          endColumn = 0;
        } else {
          endColumn++;
        }
      }
      out.add(new Tok(t.getType(), text, t.getLine(), t.getCharPositionInLine(), endLine, endColumn));
    }
    return new LexedTokens(Collections.unmodifiableList(out));
  }

  /** Index of the first token starting at or after the Groovy position (1-based line, 0-based column). */
  public int firstAtOrAfter(int line, int column0) {
    int lo = 0;
    int hi = tokens.size();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (tokens.get(mid).startsAtOrAfter(line, column0)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * The identifier token spelling {@code name} inside a node's Groovy range (1-based columns,
   * end exclusive), starting the search at {@code fromLine/fromColumn} (to skip annotations).
   * With {@code callLike}, the token must be followed by {@code (} (methods, constructors); a
   * quoted method name ({@code def "a b"()}) matches its unquoted text.
   */
  public Tok findName(
    String name,
    int fromLine,
    int fromColumn,
    int endLine,
    int endColumn,
    boolean callLike
  ) {
    if (name == null || name.isEmpty() || fromLine < 1) return null;
    for (int i = firstAtOrAfter(fromLine, Math.max(0, fromColumn - 1)); i < tokens.size(); i++) {
      Tok t = tokens.get(i);
      if (endLine >= 1 && !t.endsAtOrBefore(endLine, endColumn - 1)) break;
      boolean identifier =
        t.type() == GroovyLexer.Identifier || t.type() == GroovyLexer.CapitalizedIdentifier;
      boolean matches = identifier
        ? t.text().equals(name)
        : callLike && t.type() == GroovyLexer.StringLiteral && unquote(t.text()).equals(name);
      if (!matches && !(isKeywordLike(t) && t.text().equals(name))) continue;
      if (callLike && !nextIsParen(i)) continue;
      return t;
    }
    return null;
  }

  private static boolean isKeywordLike(Tok t) {
    return !t.text().isEmpty() && Character.isJavaIdentifierStart(t.text().charAt(0));
  }

  private boolean nextIsParen(int i) {
    for (int j = i + 1; j < tokens.size(); j++) {
      Tok t = tokens.get(j);
      if (t.type() == GroovyLexer.NL || t.type() == GroovyLexer.WS) continue;
      return t.type() == GroovyLexer.LPAREN;
    }
    return false;
  }

  private static String unquote(String s) {
    if (s.length() >= 6 && (s.startsWith("'''") || s.startsWith("\"\"\""))) {
      return s.substring(3, s.length() - 3);
    }
    if (s.length() >= 2) return s.substring(1, s.length() - 1);
    return s;
  }
}
