package groovymcp.engine.tokens;

import groovymcp.engine.ast.AstIndex;
import groovymcp.engine.ast.AstIndex.Occurrence;
import groovymcp.engine.text.LexedTokens;
import groovymcp.engine.text.LexedTokens.Tok;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.groovy.parser.antlr4.GroovyLexer;

/**
 * Classifies the compiler's lexer tokens for colouring, LSP semantic-token style. The lexer decides
 * literals, keywords, operators and comments (comments come out as {@code NL} tokens and are told
 * apart by their text, docs/groovy-compiler-notes.md §4); identifiers take their kind from the AST index
 * when the compiler bound them (class, method, field, parameter, local…), else from their
 * neighbours (a name before {@code (} is a method, after {@code .} a property, after {@code @} an
 * annotation). Positions stay Groovy's; the op converts them.
 */
public final class TokenClassifier {

  public static final List<String> TOKEN_TYPES = List.of(
    "namespace",
    "type",
    "class",
    "enum",
    "interface",
    "typeParameter",
    "parameter",
    "variable",
    "property",
    "enumMember",
    "function",
    "method",
    "keyword",
    "modifier",
    "comment",
    "string",
    "number",
    "regexp",
    "operator",
    "decorator"
  );

  public static final List<String> TOKEN_MODIFIERS = List.of(
    "declaration",
    "static",
    "readonly",
    "deprecated",
    "abstract",
    "documentation",
    "defaultLibrary"
  );

  /** One classified token in Groovy coordinates (1-based line, 0-based code-point columns, end exclusive). */
  public record Classified(
    int line,
    int column,
    int endLine,
    int endColumn,
    String type,
    List<String> modifiers
  ) {}

  private final List<Tok> toks;
  private final Map<Long, Occurrence> occurrences = new HashMap<>();
  private final AstIndex index;

  /** {@code index} may be null (the buffer did not parse): identifiers are then classified by their neighbours only. */
  public TokenClassifier(LexedTokens tokens, AstIndex index, int buffer) {
    this.toks = tokens.tokens();
    this.index = index;
    if (index != null) {
      for (Occurrence o : index.inBuffer(buffer)) {
        // The first occurrence at a place wins: declarations come before usages of the same node.
        occurrences.putIfAbsent(key(o.line(), o.column() - 1), o);
      }
    }
  }

  private static long key(int line, int column0) {
    return ((long) line << 32) | (column0 & 0xffffffffL);
  }

  public List<Classified> classify() {
    List<Classified> out = new ArrayList<>();
    boolean inImport = false;
    boolean afterImportClass = false;
    for (int i = 0; i < toks.size(); i++) {
      Tok t = toks.get(i);
      int type = t.type();
      if (type == GroovyLexer.NL || type == GroovyLexer.SEMI) {
        String text = t.text();
        if (isComment(text)) {
          out.add(
            new Classified(
              t.line(),
              t.column(),
              t.endLine(),
              t.endColumn(),
              "comment",
              text.startsWith("/**") ? List.of("documentation") : List.of()
            )
          );
        } else {
          inImport = false;
          afterImportClass = false;
        }
        continue;
      }
      if (type == GroovyLexer.IMPORT || type == GroovyLexer.PACKAGE) {
        inImport = true;
        afterImportClass = false;
      }
      String kind = null;
      List<String> mods = List.of();
      switch (type) {
        case
          GroovyLexer.StringLiteral,
          GroovyLexer.GStringBegin,
          GroovyLexer.GStringPart,
          GroovyLexer.GStringEnd -> kind = "string";
        case GroovyLexer.GStringPathPart -> {
          // ".name" inside a GString: the name is a property read.
          if (t.text().length() > 1) out.add(
            new Classified(t.line(), t.column() + 1, t.endLine(), t.endColumn(), "property", List.of())
          );
          continue;
        }
        case GroovyLexer.IntegerLiteral, GroovyLexer.FloatingPointLiteral -> kind = "number";
        case GroovyLexer.BooleanLiteral, GroovyLexer.NullLiteral, GroovyLexer.BuiltInPrimitiveType -> kind =
          "keyword";
        case GroovyLexer.AT -> {
          kind = "decorator";
        }
        case GroovyLexer.Identifier, GroovyLexer.CapitalizedIdentifier -> {
          Occurrence o = occurrences.get(key(t.line(), t.column()));
          if (annotationName(i)) {
            kind = "decorator";
          } else if (o != null) {
            kind = BoundKinds.kindOf(o);
            mods = BoundKinds.modifiersOf(o, index);
          } else if (inImport) {
            boolean capital = type == GroovyLexer.CapitalizedIdentifier;
            kind = afterImportClass ? (capital ? "class" : "property") : capital ? "class" : "namespace";
            if (capital) afterImportClass = true;
          } else {
            kind = guess(i);
          }
        }
        default -> {
          if (isOperator(type)) kind = "operator";
          else if (isKeyword(type)) kind = "keyword";
        }
      }
      if (kind != null) out.add(new Classified(t.line(), t.column(), t.endLine(), t.endColumn(), kind, mods));
    }
    return out;
  }

  /** {@code //}, {@code /* *\/} and {@code /** *\/} come out as NL tokens; only their text tells. */
  public static boolean isComment(String text) {
    return text.startsWith("//") || text.startsWith("/*");
  }

  /** Word tokens of the lexer vocabulary, as CompilerFacts reads the keywords. */
  private static final boolean[] KEYWORD_TYPES = keywordTypes();

  private static boolean[] keywordTypes() {
    boolean[] words = new boolean[GroovyLexer.VOCABULARY.getMaxTokenType() + 1];
    for (int t = 0; t < words.length; t++) {
      String literal = GroovyLexer.VOCABULARY.getLiteralName(t);
      words[t] = literal != null && literal.matches("'[a-z][a-z-]*'");
    }
    return words;
  }

  private static boolean isKeyword(int type) {
    return type >= 0 && type < KEYWORD_TYPES.length && KEYWORD_TYPES[type];
  }

  /** Operators; brackets, commas, semicolons and the plain dot are punctuation and left uncoloured. */
  private static boolean isOperator(int type) {
    switch (type) {
      case
        GroovyLexer.LPAREN,
        GroovyLexer.RPAREN,
        GroovyLexer.LBRACE,
        GroovyLexer.RBRACE,
        GroovyLexer.LBRACK,
        GroovyLexer.RBRACK,
        GroovyLexer.COMMA,
        GroovyLexer.DOT,
        GroovyLexer.SEMI,
        GroovyLexer.AT -> {
        return false;
      }
      default -> {
        if (type >= GroovyLexer.RANGE_INCLUSIVE && type <= GroovyLexer.ELVIS_ASSIGN) return true;
        return type == GroovyLexer.ELLIPSIS;
      }
    }
  }

  /** An identifier the compiler did not bind (dynamic code, broken source): judged by its neighbours. */
  private String guess(int i) {
    Tok t = toks.get(i);
    Tok prev = previous(i);
    Tok next = i + 1 < toks.size() ? toks.get(i + 1) : null;
    boolean member =
      prev != null &&
      (prev.type() == GroovyLexer.DOT ||
        prev.type() == GroovyLexer.SAFE_DOT ||
        prev.type() == GroovyLexer.SPREAD_DOT ||
        prev.type() == GroovyLexer.SAFE_CHAIN_DOT ||
        prev.type() == GroovyLexer.METHOD_POINTER ||
        prev.type() == GroovyLexer.METHOD_REFERENCE);
    if (next != null && next.type() == GroovyLexer.LPAREN && next.line() == t.line()) return "method";
    if (
      member && next != null && next.type() == GroovyLexer.LBRACE && next.line() == t.line()
    ) return "method";
    if (
      prev != null &&
      (prev.type() == GroovyLexer.METHOD_POINTER || prev.type() == GroovyLexer.METHOD_REFERENCE)
    ) return "method";
    if (member) return "property";
    if (t.type() == GroovyLexer.CapitalizedIdentifier) return "class";
    if (
      statementStart(prev) && next != null && next.line() == t.line() && startsArgument(next.type())
    ) return "method";
    return "variable";
  }

  /** A part of an annotation's (possibly dotted) name: {@code @a.b.C}. */
  private boolean annotationName(int i) {
    // Walk back over ".name" pairs: the name must follow "@" or "@a.b.".
    for (int j = i - 1; j >= 0; j -= 2) {
      int type = toks.get(j).type();
      if (type == GroovyLexer.AT) return true;
      if (type != GroovyLexer.DOT || j == 0) return false;
      int name = toks.get(j - 1).type();
      if (name != GroovyLexer.Identifier && name != GroovyLexer.CapitalizedIdentifier) return false;
    }
    return false;
  }

  private Tok previous(int i) {
    for (int j = i - 1; j >= 0; j--) {
      Tok p = toks.get(j);
      if (p.type() == GroovyLexer.NL && isComment(p.text())) continue;
      return p;
    }
    return null;
  }

  private static boolean statementStart(Tok prev) {
    return (
      prev == null ||
      prev.type() == GroovyLexer.NL ||
      prev.type() == GroovyLexer.SEMI ||
      prev.type() == GroovyLexer.LBRACE ||
      prev.type() == GroovyLexer.ARROW
    );
  }

  /** What can start the first argument of a command expression ({@code println "x"}). */
  private static boolean startsArgument(int type) {
    return (
      type == GroovyLexer.StringLiteral ||
      type == GroovyLexer.GStringBegin ||
      type == GroovyLexer.IntegerLiteral ||
      type == GroovyLexer.FloatingPointLiteral ||
      type == GroovyLexer.BooleanLiteral ||
      type == GroovyLexer.NullLiteral ||
      type == GroovyLexer.Identifier ||
      type == GroovyLexer.CapitalizedIdentifier ||
      type == GroovyLexer.NEW ||
      type == GroovyLexer.THIS
    );
  }
}
