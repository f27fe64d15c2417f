package groovymcp.engine.format;

import org.apache.groovy.parser.antlr4.GroovyLexer;

/**
 * What a token of the compiler's lexer means for indentation ({@link Reindenter}): strings, the
 * brackets and how they pair, the control keywords whose body may go without braces, and the
 * tokens that carry a statement on to the next line.
 */
final class IndentTokens {

  private IndentTokens() {}

  static boolean isString(int type) {
    return (
      type == GroovyLexer.StringLiteral ||
      type == GroovyLexer.GStringBegin ||
      type == GroovyLexer.GStringPart ||
      type == GroovyLexer.GStringEnd
    );
  }

  static boolean isCloser(int type) {
    return type == GroovyLexer.RPAREN || type == GroovyLexer.RBRACK || type == GroovyLexer.RBRACE;
  }

  static boolean matches(int opener, int closer) {
    return (
      (opener == GroovyLexer.LPAREN && closer == GroovyLexer.RPAREN) ||
      (opener == GroovyLexer.LBRACK && closer == GroovyLexer.RBRACK) ||
      (opener == GroovyLexer.LBRACE && closer == GroovyLexer.RBRACE)
    );
  }

  static boolean isControl(int keyword) {
    return keyword == GroovyLexer.IF || keyword == GroovyLexer.FOR || keyword == GroovyLexer.WHILE;
  }

  /** A line starting with one of these continues the statement above (a chained call, a ternary…). */
  static boolean startsContinuation(int type) {
    return switch (type) {
      case
        GroovyLexer.DOT,
        GroovyLexer.SAFE_DOT,
        GroovyLexer.SPREAD_DOT,
        GroovyLexer.SAFE_CHAIN_DOT,
        GroovyLexer.METHOD_POINTER,
        GroovyLexer.METHOD_REFERENCE,
        GroovyLexer.ELVIS,
        GroovyLexer.AND,
        GroovyLexer.OR,
        GroovyLexer.QUESTION,
        GroovyLexer.COLON -> true;
      default -> false;
    };
  }

  /** A line ending in one of these goes on on the next line. */
  static boolean endsContinuation(int type) {
    switch (type) {
      case
        GroovyLexer.ARROW,
        GroovyLexer.COLON,
        GroovyLexer.INC,
        GroovyLexer.DEC,
        GroovyLexer.NOT,
        GroovyLexer.BITNOT,
        GroovyLexer.ELLIPSIS,
        GroovyLexer.SAFE_INDEX -> {
        return false;
      }
      case
        GroovyLexer.DOT,
        GroovyLexer.ASSIGN,
        GroovyLexer.GT,
        GroovyLexer.LT,
        GroovyLexer.QUESTION,
        GroovyLexer.EQUAL,
        GroovyLexer.LE,
        GroovyLexer.GE,
        GroovyLexer.NOTEQUAL,
        GroovyLexer.AND,
        GroovyLexer.OR,
        GroovyLexer.ADD,
        GroovyLexer.SUB,
        GroovyLexer.MUL,
        GroovyLexer.DIV,
        GroovyLexer.BITAND,
        GroovyLexer.BITOR,
        GroovyLexer.XOR,
        GroovyLexer.MOD,
        GroovyLexer.INSTANCEOF,
        GroovyLexer.IN -> {
        return true;
      }
      default -> {
        // The range, safe-navigation, regex, elvis, power, spaceship, identity and compound-assignment operators.
        return (
          (type >= GroovyLexer.RANGE_INCLUSIVE && type <= GroovyLexer.NOT_IN) ||
          (type >= GroovyLexer.ADD_ASSIGN && type <= GroovyLexer.ELVIS_ASSIGN)
        );
      }
    }
  }
}
