package groovymcp.engine.ops;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The op table: adding an op is one class implementing {@link Op} and one line here. Ops of
 * engine-protocol.md that are not written yet answer {@code invalid} "op not implemented".
 */
public final class OpRegistry {
  /** The tool ops of groovymcp.md §6 (minus {@code close}) not implemented yet. */
  private static final List<String> NOT_YET =
      List.of(
          "describe",
          "definition",
          "implementations",
          "references",
          "complete",
          "signatures",
          "tokens",
          "format",
          "organize-imports",
          "rename");

  private final Map<String, Op> ops = new LinkedHashMap<>();

  /** The production table; {@code withDevOps} adds the hidden ops for benches and tests ({@code --dev-ops}). */
  public static OpRegistry standard(boolean withDevOps) {
    OpRegistry r = new OpRegistry();
    for (String name : NOT_YET) r.ops.put(name, new NotImplementedOp(name));
    r.ops.put("ping", new PingOp());
    r.ops.put("info", new InfoOp());
    r.ops.put("diagnostics", new DiagnosticsOp());
    r.ops.put("symbols", new SymbolsOp());
    if (withDevOps) {
      r.ops.put("bench-bare", new BenchBareOp());
      r.ops.put("debug-index", new IndexDumpOp());
    }
    return r;
  }

  /** The op of that name, or null (answered {@code invalid} "unknown op"). */
  public Op get(String name) {
    return ops.get(name);
  }
}
