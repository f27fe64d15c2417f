package groovymcp.engine.ops;

import groovymcp.engine.compile.CompileGoal;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.imports.ImportOrganizer;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code organize-imports} (docs/server.md §6): at most one edit replacing the main buffer's import
 * block with its used imports, sorted ({@link ImportOrganizer} says what counts as used and when
 * nothing is done). Needs the resolved AST of SEMANTIC_ANALYSIS, where static imports are already
 * bound to their members.
 */
final class OrganizeImportsOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    CompiledBuffer main = context.compileMain(request, CompileGoal.INDEX).main();
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", main.uri());
    out.put("edits", new ImportOrganizer(main).edits());
    return out;
  }
}
