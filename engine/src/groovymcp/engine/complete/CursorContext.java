package groovymcp.engine.complete;

import groovymcp.engine.text.LexedTokens;
import groovymcp.engine.text.LexedTokens.Tok;
import groovymcp.engine.text.PositionConverter;
import groovymcp.engine.text.PositionConverter.GroovyPosition;
import groovymcp.engine.tokens.TokenClassifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.apache.groovy.parser.antlr4.GroovyLexer;

/**
 * What the text says at a cursor, from the lexer and the characters before it, before any compile:
 * the word being typed (its prefix up to the cursor), whether it follows a member operator
 * ({@code .}, {@code ?.}, {@code *.}, {@code .&}, {@code ::}), stands in an {@code import}
 * statement, or lies inside a string or comment; and the brackets still open at the cursor (for
 * closing them when the source is patched). Offsets are UTF-16 offsets in the text.
 */
public final class CursorContext {

  public enum Kind {
    /** After a member operator: members of the receiver. */
    MEMBER,
    /** A bare name: scope, classes, keywords. */
    BARE,
    /** In an import statement: packages and classes. */
    IMPORT,
    /** Inside a string or a comment: nothing to complete. */
    NONE,
  }

  public final String text;
  public final int cursor;
  public final int wordStart;
  public final String prefix;
  public final Kind kind;
  /** For IMPORT: the qualified name typed before the word ({@code java.util.}), and whether it is static. */
  public final String qualifier;
  public final boolean staticImport;
  /** The word follows {@code new}: only classes make sense. */
  public final boolean afterNew;
  /** The opening tokens ({@code ( [ {}) not closed before the cursor, outermost first. */
  public final List<Tok> openBrackets;
  /** The cursor in compiler coordinates (1-based line, 1-based code-point column). */
  public final GroovyPosition position;
  public final GroovyPosition wordPosition;
  /** The lexer's tokens of the whole text (completion and signature help both read them). */
  public final List<Tok> tokens;

  private CursorContext(
    List<Tok> tokens,
    String text,
    int cursor,
    int wordStart,
    Kind kind,
    String qualifier,
    boolean staticImport,
    boolean afterNew,
    List<Tok> openBrackets,
    GroovyPosition position,
    GroovyPosition wordPosition
  ) {
    this.tokens = tokens;
    this.text = text;
    this.cursor = cursor;
    this.wordStart = wordStart;
    this.prefix = text.substring(wordStart, cursor);
    this.kind = kind;
    this.qualifier = qualifier;
    this.staticImport = staticImport;
    this.afterNew = afterNew;
    this.openBrackets = openBrackets;
    this.position = position;
    this.wordPosition = wordPosition;
  }

  /** The cursor at wire position {@code line}/{@code character} of {@code text}, which is lexed here. */
  public static CursorContext inText(String text, int line, int character) {
    LexedTokens tokens = LexedTokens.lex(PositionConverter.normalizeLoneCr(text));
    return at(text, tokens, new PositionConverter(text), line, character);
  }

  /** {@code line}/{@code character}: the wire position of the cursor (clamped into the text). */
  private static CursorContext at(
    String text,
    LexedTokens tokens,
    PositionConverter positions,
    int line,
    int character
  ) {
    int cursor = positions.offsetOf(line, character);
    int wordStart = cursor;
    while (wordStart > 0) {
      int cp = Character.codePointBefore(text, wordStart);
      if (!Character.isJavaIdentifierPart(cp) || cp == 0) break;
      wordStart -= Character.charCount(cp);
    }
    GroovyPosition position = groovy(positions, cursor);
    GroovyPosition wordPosition = groovy(positions, wordStart);
    List<Tok> toks = tokens.tokens();
    int col0 = position.column() - 1;

    List<Tok> open = openBrackets(toks, position);

    // Inside a string or a comment (the cursor strictly inside, or at the end of an unfinished line comment).
    for (Tok t : toks) {
      if (t.line() > position.line()) break;
      boolean string =
        t.type() == GroovyLexer.StringLiteral ||
        t.type() == GroovyLexer.GStringBegin ||
        t.type() == GroovyLexer.GStringPart ||
        t.type() == GroovyLexer.GStringEnd;
      boolean comment = t.type() == GroovyLexer.NL && TokenClassifier.isComment(t.text());
      if (!string && !comment) continue;
      boolean afterStart = position.line() > t.line() || (position.line() == t.line() && col0 > t.column());
      boolean beforeEnd =
        position.line() < t.endLine() || (position.line() == t.endLine() && col0 < t.endColumn());
      boolean lineCommentEnd =
        comment && t.text().startsWith("//") && position.line() == t.endLine() && col0 == t.endColumn();
      if (afterStart && (beforeEnd || lineCommentEnd)) {
        return new CursorContext(
          toks,
          text,
          cursor,
          wordStart,
          Kind.NONE,
          "",
          false,
          false,
          open,
          position,
          wordPosition
        );
      }
    }

    // An import statement: its first token on the cursor's line is `import`.
    List<Tok> before = new ArrayList<>();
    for (Tok t : toks) {
      if (t.line() < position.line()) continue;
      if (t.line() > position.line() || t.column() >= wordPosition.column() - 1) break;
      if (t.type() == GroovyLexer.NL) continue;
      before.add(t);
    }
    if (!before.isEmpty() && before.get(0).type() == GroovyLexer.IMPORT) {
      boolean isStatic = before.size() > 1 && before.get(1).type() == GroovyLexer.STATIC;
      StringBuilder q = new StringBuilder();
      for (int i = isStatic ? 2 : 1; i < before.size(); i++) q.append(before.get(i).text());
      return new CursorContext(
        toks,
        text,
        cursor,
        wordStart,
        Kind.IMPORT,
        q.toString(),
        isStatic,
        false,
        open,
        position,
        wordPosition
      );
    }

    Kind kind = isMemberOperatorBefore(text, wordStart) ? Kind.MEMBER : Kind.BARE;
    boolean afterNew = false;
    for (Tok t : toks) {
      if (!t.endsAtOrBefore(wordPosition.line(), wordPosition.column() - 1)) break;
      if (t.type() != GroovyLexer.NL) afterNew = t.type() == GroovyLexer.NEW;
    }
    return new CursorContext(
      toks,
      text,
      cursor,
      wordStart,
      kind,
      "",
      false,
      afterNew,
      open,
      position,
      wordPosition
    );
  }

  private static GroovyPosition groovy(PositionConverter positions, int offset) {
    PositionConverter.Position p = positions.positionOf(offset);
    return positions.toGroovy(p.line(), p.character());
  }

  /** {@code a.}, {@code a?.}, {@code a*.}, {@code a.&}, {@code A::}, also with spaces or a newline before the word; not {@code 1..}. */
  private static boolean isMemberOperatorBefore(String text, int wordStart) {
    int i = wordStart;
    while (i > 0 && (text.charAt(i - 1) == ' ' || text.charAt(i - 1) == '\t')) i--;
    if (i >= 2 && text.startsWith("::", i - 2)) return true;
    if (i >= 2 && text.startsWith(".&", i - 2)) return true;
    if (i >= 1 && text.charAt(i - 1) == '.') {
      if (i >= 2 && text.charAt(i - 2) == '.') return false;
      // "1." is the start of a number, not a member access.
      return !(i >= 2 && Character.isDigit(text.charAt(i - 2)) && !identifierBefore(text, i - 1));
    }
    return false;
  }

  /** True when the digits before {@code end} end an identifier ({@code a1.}), not a number ({@code 1.}). */
  private static boolean identifierBefore(String text, int end) {
    int j = end;
    while (j > 0 && Character.isJavaIdentifierPart(text.charAt(j - 1))) j--;
    return j < end && Character.isJavaIdentifierStart(text.charAt(j));
  }

  private static List<Tok> openBrackets(List<Tok> toks, GroovyPosition position) {
    Deque<Tok> stack = new ArrayDeque<>();
    int col0 = position.column() - 1;
    for (Tok t : toks) {
      if (!t.endsAtOrBefore(position.line(), col0)) break;
      switch (t.type()) {
        case GroovyLexer.LPAREN, GroovyLexer.LBRACK, GroovyLexer.LBRACE, GroovyLexer.SAFE_INDEX -> stack.push(
          t
        );
        case GroovyLexer.RPAREN, GroovyLexer.RBRACK, GroovyLexer.RBRACE -> {
          // Pop to the matching opener; a stray closer matches nothing and is ignored.
          int want =
            t.type() == GroovyLexer.RPAREN
              ? GroovyLexer.LPAREN
              : t.type() == GroovyLexer.RBRACK
                ? GroovyLexer.LBRACK
                : GroovyLexer.LBRACE;
          boolean found = false;
          for (Tok o : stack) {
            if (opener(o.type()) == want) {
              found = true;
              break;
            }
          }
          if (found) {
            while (!stack.isEmpty() && opener(stack.pop().type()) != want) {
              // unclosed inner brackets are closed by this one
            }
          }
        }
        default -> {
        }
      }
    }
    List<Tok> out = new ArrayList<>(stack);
    java.util.Collections.reverse(out);
    return out;
  }

  private static int opener(int type) {
    return type == GroovyLexer.SAFE_INDEX ? GroovyLexer.LBRACK : type;
  }

  /** The closing text of an opener. */
  public static String closer(Tok opener) {
    return switch (opener(opener.type())) {
      case GroovyLexer.LPAREN -> ")";
      case GroovyLexer.LBRACK -> "]";
      default -> "\n}";
    };
  }
}
