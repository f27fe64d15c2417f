package groovymcp.engine.complete;

import groovymcp.engine.text.LexedTokens.Tok;
import java.util.List;
import org.apache.groovy.parser.antlr4.GroovyLexer;

/**
 * The call around a cursor, from the lexer alone (the call is usually unfinished): the innermost
 * {@code (} still open at the cursor (a list literal inside the arguments is looked through; a
 * closure body is not: its code is not an argument list), the name before it ({@code add},
 * {@code greeter.greet}, {@code new Greeter}, {@code new java.util.ArrayList<String>}), and the
 * number of top-level commas between the {@code (} and the cursor: the active parameter.
 */
public final class CallSite {

  /** The method or class name token. */
  public final Tok name;
  /** True for {@code new X(}. */
  public final boolean constructor;
  /** True for {@code this(} / {@code super(} in a constructor. */
  public final boolean selfConstructor;
  public final int activeParameter;
  /** The {@code (} token. */
  public final Tok paren;

  private CallSite(Tok name, boolean constructor, boolean selfConstructor, int activeParameter, Tok paren) {
    this.name = name;
    this.constructor = constructor;
    this.selfConstructor = selfConstructor;
    this.activeParameter = activeParameter;
    this.paren = paren;
  }

  /** The call around the cursor, or null when the cursor is not in an argument list. */
  public static CallSite at(List<Tok> toks, CursorContext at) {
    List<Tok> open = at.openBrackets;
    Tok paren = null;
    for (int i = open.size() - 1; i >= 0; i--) {
      int type = open.get(i).type();
      if (type == GroovyLexer.LPAREN) {
        paren = open.get(i);
        break;
      }
      if (type == GroovyLexer.LBRACE) return null;
    }
    if (paren == null) return null;
    int p = indexOf(toks, paren);
    if (p <= 0) return null;
    int j = p - 1;
    // new ArrayList<String>( : step back over the type arguments.
    if (toks.get(j).type() == GroovyLexer.GT) {
      int depth = 0;
      for (; j >= 0; j--) {
        int type = toks.get(j).type();
        if (type == GroovyLexer.GT) depth++;
        else if (type == GroovyLexer.LT && --depth == 0) break;
      }
      j--;
      if (j < 0) return null;
    }
    Tok name = toks.get(j);
    boolean self = name.type() == GroovyLexer.THIS || name.type() == GroovyLexer.SUPER;
    if (
      !self && name.type() != GroovyLexer.Identifier && name.type() != GroovyLexer.CapitalizedIdentifier
    ) return null;
    // A qualified class name after new: java.util.ArrayList(
    int k = j - 1;
    while (
      k >= 1 &&
      toks.get(k).type() == GroovyLexer.DOT &&
      (toks.get(k - 1).type() == GroovyLexer.Identifier ||
        toks.get(k - 1).type() == GroovyLexer.CapitalizedIdentifier)
    ) {
      k -= 2;
    }
    boolean constructor = k >= 0 && toks.get(k).type() == GroovyLexer.NEW;
    // A keyword before "(" (if, while, for, switch, catch) is no call: the name check above excluded it.
    int commas = 0;
    int depth = 0;
    for (int i = p + 1; i < toks.size(); i++) {
      Tok t = toks.get(i);
      if (!t.endsAtOrBefore(at.position.line(), at.position.column() - 1)) break;
      switch (t.type()) {
        case GroovyLexer.LPAREN, GroovyLexer.LBRACK, GroovyLexer.LBRACE, GroovyLexer.SAFE_INDEX -> depth++;
        case GroovyLexer.RPAREN, GroovyLexer.RBRACK, GroovyLexer.RBRACE -> depth--;
        case GroovyLexer.COMMA -> {
          if (depth == 0) commas++;
        }
        default -> {
        }
      }
    }
    return new CallSite(name, constructor, self, commas, paren);
  }

  private static int indexOf(List<Tok> toks, Tok t) {
    for (int i = 0; i < toks.size(); i++) if (toks.get(i) == t) return i;
    return -1;
  }
}
