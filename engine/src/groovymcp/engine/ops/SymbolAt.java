package groovymcp.engine.ops;

import groovymcp.engine.ast.AstIndex;
import groovymcp.engine.ast.AstIndex.Occurrence;
import groovymcp.engine.compile.CompileGoal;
import groovymcp.engine.compile.CompileResult;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.text.PositionConverter;
import groovymcp.engine.text.PositionConverter.GroovyPosition;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The symbol under a navigation request's position ({@code args.line}, {@code args.character},
 * through the one PositionConverter): the TYPED compile of the request's buffers (so that the
 * index also holds what the type checker proved, and describe has types), the Groovy position, and
 * the AST index occurrence covering it (null when the position is on no indexed name). Both are
 * null for a position outside the text (past the end of its line or after the last line).
 */
record SymbolAt(CompileResult result, AstIndex index, GroovyPosition position, Occurrence occurrence) {
  static SymbolAt of(Request request, OpContext context) throws EngineFailure, InterruptedException {
    int line = request.intArg("line");
    int character = request.intArg("character");
    CompileResult result = context.compile(request, CompileGoal.TYPED);
    PositionConverter positions = result.main().positions();
    AstIndex index = AstIndex.of(result);
    // The converter clamps; a position past the end of its line or of the text is on nothing.
    boolean inside =
      line < positions.lineCount() &&
      positions.offsetOf(line, character) - positions.offsetOf(line, 0) == character;
    if (!inside) return new SymbolAt(result, index, null, null);
    GroovyPosition p = positions.toGroovy(line, character);
    return new SymbolAt(result, index, p, index.at(0, p.line(), p.column()));
  }

  /** The declaring occurrence of the symbol, or null (nothing here, or declared outside the buffers). */
  Occurrence declarationSite() {
    return occurrence == null ? null : index.declarationOf(occurrence.declaration());
  }

  String uri() {
    return result.main().uri();
  }

  /** {@code {uri, range}} of an occurrence, in its own buffer's wire coordinates. */
  Map<String, Object> location(Occurrence o) {
    CompiledBuffer b = result.buffers().get(o.buffer());
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("uri", b.uri());
    m.put("range", range(o));
    return m;
  }

  Map<String, Object> range(Occurrence o) {
    return result
      .buffers()
      .get(o.buffer())
      .positions()
      .range(o.line(), o.column(), o.endLine(), o.endColumn());
  }
}
