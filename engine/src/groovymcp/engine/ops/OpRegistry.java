package groovymcp.engine.ops;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The op table: adding an op is one class implementing {@link Op} and one line here (or in
 * {@link NavigationOps} / {@link EditingOps} for those groups).
 */
public final class OpRegistry {

  private final Map<String, Op> ops = new LinkedHashMap<>();

  /** The production table; {@code withDevOps} adds the hidden ops for benches and tests ({@code --dev-ops}). */
  public static OpRegistry standard(boolean withDevOps) {
    OpRegistry r = new OpRegistry();
    NavigationOps.register(r.ops);
    EditingOps.register(r.ops);
    r.ops.put("ping", new PingOp());
    r.ops.put("info", new InfoOp());
    r.ops.put("diagnostics", new DiagnosticsOp());
    r.ops.put("symbols", new SymbolsOp());
    if (withDevOps) {
      r.ops.put("bench-bare", new BenchBareOp());
      r.ops.put("debug-index", new IndexDumpOp());
      r.ops.put("debug-cache", new CacheStatsOp());
    }
    return r;
  }

  /** The op of that name, or null (answered {@code invalid} "unknown op"). */
  public Op get(String name) {
    return ops.get(name);
  }
}
