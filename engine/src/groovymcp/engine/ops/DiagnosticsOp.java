package groovymcp.engine.ops;

import groovymcp.engine.compile.CompileGoal;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.compile.CompilerMessage;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code diagnostics} (docs/server.md §6): the compiler's messages for the main buffer, compiled to
 * CLASS_GENERATION leniently so several phases report at once; deduplicated (the verifier reports
 * a duplicate method three times); a message without a position sits at 0:0. Messages of
 * {@code related} buffers are not reported here.
 */
final class DiagnosticsOp implements Op {

  /** Text order; messages at the same place keep the compiler's (phase) order. */
  @SuppressWarnings("unchecked")
  private static final Comparator<Map<String, Object>> BY_START = Comparator.comparingInt(
    (Map<String, Object> d) -> start(d).get("line")
  ).thenComparingInt(d -> start(d).get("character"));

  @SuppressWarnings("unchecked")
  private static Map<String, Integer> start(Map<String, Object> d) {
    return (Map<String, Integer>) ((Map<String, Object>) d.get("range")).get("start");
  }

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    CompiledBuffer main = context.compileMain(request, CompileGoal.DIAGNOSTICS).main();
    List<Map<String, Object>> diagnostics = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (CompilerMessage m : main.messages()) {
      Map<String, Object> range =
        m.startLine() < 1
          ? main.positions().range(1, 1, 1, 1)
          : main.positions().range(m.startLine(), m.startColumn(), m.endLine(), m.endColumn());
      if (!seen.add(m.severity() + "\u0000" + m.message() + "\u0000" + range)) continue;
      Map<String, Object> d = new LinkedHashMap<>();
      d.put("range", range);
      d.put("severity", m.severity());
      d.put("message", m.message());
      d.put("source", "groovyc");
      diagnostics.add(d);
    }
    diagnostics.sort(BY_START);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("uri", main.uri());
    result.put("diagnostics", diagnostics);
    return result;
  }
}
