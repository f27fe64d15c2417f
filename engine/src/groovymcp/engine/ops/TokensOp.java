package groovymcp.engine.ops;

import groovymcp.engine.ast.AstIndex;
import groovymcp.engine.compile.CompileGoal;
import groovymcp.engine.compile.CompileResult;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.text.PositionConverter;
import groovymcp.engine.text.PositionConverter.Position;
import groovymcp.engine.tokens.TokenClassifier;
import groovymcp.engine.tokens.TokenClassifier.Classified;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code tokens} (docs/server.md §6, "tokens"): the main buffer's lexer tokens classified for
 * colouring ({@link TokenClassifier}), with an LSP-like legend. LSP semantic tokens are
 * single-line, so a token spanning lines (block comment, triple-quoted string) is split into one
 * token per line; empty pieces are left out. Positions go through {@link PositionConverter}:
 * {@code character} and {@code length} count UTF-16 units. A shebang line is a comment (the lexer
 * drops it).
 *
 * <p>{@code args.range} ({@code startLine}, {@code endLine}: 0-based, both inclusive) keeps only
 * the tokens on those lines, so an editor asks for what it shows; the whole buffer is still
 * compiled, since a name's kind comes from the AST. {@code args.encoding} picks the answer's shape:
 * {@code "objects"} (the default) one JSON object per token; {@code "relative"} LSP's integer
 * array, five per token (deltaLine, deltaStartChar, length, type index, modifier bitset), relative
 * to the start of the document, about a seventh of the size.
 */
final class TokensOp implements Op {

  /** One single-line token in wire coordinates (0-based line, UTF-16 character and length). */
  private record Token(int line, int character, int length, String type, List<String> modifiers) {}

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    LineRange range = LineRange.of(request.args().get("range"));
    boolean relative = relativeEncoding(request.args().get("encoding"));
    CompileResult result = context.compile(request, CompileGoal.INDEX);
    CompiledBuffer main = result.main();
    AstIndex index = main.module() == null ? null : AstIndex.of(result);
    PositionConverter positions = main.positions();
    List<Token> tokens = new ArrayList<>();
    if (main.normalizedText().startsWith("#!")) {
      add(tokens, positions, range, 1, 0, Integer.MAX_VALUE - 1, "comment", List.of());
    }
    for (Classified c : new TokenClassifier(main.tokens(), index, main.index()).classify()) {
      for (int line = c.line(); line <= c.endLine(); line++) {
        int from = line == c.line() ? c.column() : 0;
        // Past the end of a line means "to its end": toWire clamps into the line.
        int to = line == c.endLine() ? c.endColumn() : Integer.MAX_VALUE - 1;
        add(tokens, positions, range, line, from, to, c.type(), c.modifiers());
      }
    }
    Map<String, Object> legend = new LinkedHashMap<>();
    legend.put("tokenTypes", TokenClassifier.TOKEN_TYPES);
    legend.put("tokenModifiers", TokenClassifier.TOKEN_MODIFIERS);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", main.uri());
    out.put("legend", legend);
    if (relative) {
      out.put("encoding", "relative");
      out.put("data", relativeData(tokens));
    } else {
      out.put("tokens", tokens.stream().map(TokensOp::asObject).toList());
    }
    return out;
  }

  private static boolean relativeEncoding(Object encoding) throws EngineFailure {
    if (encoding == null || "objects".equals(encoding)) return false;
    if ("relative".equals(encoding)) return true;
    throw EngineFailure.invalid("args.encoding must be \"objects\" or \"relative\"");
  }

  /** The lines asked for (0-based, both ends inclusive); every line when no range is given. */
  private record LineRange(int startLine, int endLine) {
    static LineRange of(Object arg) throws EngineFailure {
      if (arg == null) return new LineRange(0, Integer.MAX_VALUE);
      if (!(arg instanceof Map<?, ?> m)) throw EngineFailure.invalid("args.range must be an object");
      int start = lineOf(m.get("startLine"), "startLine");
      int end = lineOf(m.get("endLine"), "endLine");
      if (end < start) throw EngineFailure.invalid("args.range.endLine must be >= args.range.startLine");
      return new LineRange(start, end);
    }

    private static int lineOf(Object v, String name) throws EngineFailure {
      if (v instanceof Number n) {
        double d = n.doubleValue();
        if (d >= 0 && d == Math.floor(d)) return d >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) d;
      }
      throw EngineFailure.invalid("args.range." + name + " must be an integer >= 0");
    }

    boolean contains(int line) {
      return line >= startLine && line <= endLine;
    }
  }

  /** One single-line token; Groovy columns are 0-based code points here, toWire takes them 1-based. */
  private static void add(
    List<Token> out,
    PositionConverter positions,
    LineRange range,
    int line,
    int column0,
    int endColumn0,
    String type,
    List<String> modifiers
  ) {
    Position start = positions.toWire(line, column0 + 1);
    if (!range.contains(start.line())) return;
    Position end = positions.toWire(line, endColumn0 + 1);
    if (end.line() != start.line() || end.character() <= start.character()) return;
    out.add(new Token(start.line(), start.character(), end.character() - start.character(), type, modifiers));
  }

  private static Map<String, Object> asObject(Token t) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("line", t.line());
    m.put("character", t.character());
    m.put("length", t.length());
    m.put("type", t.type());
    m.put("modifiers", t.modifiers());
    return m;
  }

  /**
   * LSP's relative encoding: each token as deltaLine (from the previous token's line; the first
   * from line 0), deltaStartChar (from the previous token's start when on the same line, else from
   * 0), length, its type's index in the legend and a bitset of its modifiers' indexes. Sorted first,
   * so every delta is >= 0.
   */
  private static List<Integer> relativeData(List<Token> tokens) {
    List<Token> sorted = new ArrayList<>(tokens);
    sorted.sort(Comparator.comparingInt(Token::line).thenComparingInt(Token::character));
    List<Integer> data = new ArrayList<>(sorted.size() * 5);
    int line = 0;
    int character = 0;
    for (Token t : sorted) {
      data.add(t.line() - line);
      data.add(t.line() == line ? t.character() - character : t.character());
      data.add(t.length());
      data.add(TokenClassifier.TOKEN_TYPES.indexOf(t.type()));
      int bits = 0;
      for (String m : t.modifiers()) bits |= 1 << TokenClassifier.TOKEN_MODIFIERS.indexOf(m);
      data.add(bits);
      line = t.line();
      character = t.character();
    }
    return data;
  }
}
