package groovymcp.engine.ops;

import groovymcp.engine.ast.AstIndex;
import groovymcp.engine.compile.CompileGoal;
import groovymcp.engine.compile.CompileResult;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hidden op (only with {@code --dev-ops}): the AST index's occurrences in the main buffer, each
 * with the range of its declaration, so that the index can be tested and inspected before the
 * navigation ops that use it exist.
 */
final class IndexDumpOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    CompileResult result = context.compile(request, CompileGoal.INDEX);
    AstIndex index = AstIndex.of(result);
    CompiledBuffer main = result.main();
    List<Object> occurrences = new ArrayList<>();
    for (AstIndex.Occurrence o : index.inBuffer(0)) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("kind", o.kind().name().toLowerCase());
      m.put("range", main.positions().range(o.line(), o.column(), o.endLine(), o.endColumn()));
      m.put("isDeclaration", o.isDeclaration());
      m.put("byName", o.byName());
      AstIndex.Occurrence d = index.declarationOf(o.declaration());
      if (d != null) {
        CompiledBuffer db = result.buffers().get(d.buffer());
        Map<String, Object> decl = new LinkedHashMap<>();
        decl.put("uri", db.uri());
        decl.put("range", db.positions().range(d.line(), d.column(), d.endLine(), d.endColumn()));
        m.put("declaration", decl);
      }
      occurrences.add(m);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", main.uri());
    out.put("occurrences", occurrences);
    return out;
  }
}
