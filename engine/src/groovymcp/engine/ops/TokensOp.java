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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code tokens} (docs/server.md §6): the main buffer's lexer tokens classified for colouring
 * ({@link TokenClassifier}), with an LSP-like legend. LSP semantic tokens are single-line, so a
 * token spanning lines (block comment, triple-quoted string) is split into one token per line;
 * empty pieces are left out. Positions go through {@link PositionConverter}: {@code character} and
 * {@code length} count UTF-16 units. A shebang line is a comment (the lexer drops it).
 */
final class TokensOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    CompileResult result = context.compile(request, CompileGoal.INDEX);
    CompiledBuffer main = result.main();
    AstIndex index = main.module() == null ? null : AstIndex.of(result);
    PositionConverter positions = main.positions();
    List<Map<String, Object>> tokens = new ArrayList<>();
    if (main.normalizedText().startsWith("#!")) {
      add(tokens, positions, 1, 0, 1, Integer.MAX_VALUE - 1, "comment", List.of());
    }
    for (Classified c : new TokenClassifier(main.tokens(), index, main.index()).classify()) {
      for (int line = c.line(); line <= c.endLine(); line++) {
        int from = line == c.line() ? c.column() : 0;
        // Past the end of a line means "to its end": toWire clamps into the line.
        int to = line == c.endLine() ? c.endColumn() : Integer.MAX_VALUE - 1;
        add(tokens, positions, line, from, line, to, c.type(), c.modifiers());
      }
    }
    Map<String, Object> legend = new LinkedHashMap<>();
    legend.put("tokenTypes", TokenClassifier.TOKEN_TYPES);
    legend.put("tokenModifiers", TokenClassifier.TOKEN_MODIFIERS);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", main.uri());
    out.put("legend", legend);
    out.put("tokens", tokens);
    return out;
  }

  /** One single-line token; Groovy columns are 0-based code points here, toWire takes them 1-based. */
  private static void add(
    List<Map<String, Object>> out,
    PositionConverter positions,
    int line,
    int column0,
    int endLine,
    int endColumn0,
    String type,
    List<String> modifiers
  ) {
    Position start = positions.toWire(line, column0 + 1);
    Position end = positions.toWire(endLine, endColumn0 + 1);
    if (end.line() != start.line() || end.character() <= start.character()) return;
    Map<String, Object> t = new LinkedHashMap<>();
    t.put("line", start.line());
    t.put("character", start.character());
    t.put("length", end.character() - start.character());
    t.put("type", type);
    t.put("modifiers", modifiers);
    out.add(t);
  }
}
