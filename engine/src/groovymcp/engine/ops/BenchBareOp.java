package groovymcp.engine.ops;

import groovymcp.engine.compile.CompileService;
import groovymcp.engine.compile.Deadline;
import groovymcp.engine.compile.SourceBuffer;
import groovymcp.engine.text.PositionConverter;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.codehaus.groovy.control.CompilationFailedException;
import org.codehaus.groovy.control.CompilationUnit;
import org.codehaus.groovy.control.Phases;

/**
 * Hidden op for {@code bench/engine.bench.ts} (only with {@code --dev-ops}): the plain compiler's own
 * compile of the request's buffers to CLASS_GENERATION in this JVM, with the same safe loaders,
 * {@code args.iterations} times; answers the time of each run in nanoseconds. With {@code
 * args.engine: true} it times the engine's own diagnostics path instead (lenient safe compile,
 * message mapping; a fresh cache each run so nothing is reused), so that the two compare without
 * the JSON-lines round trip.
 */
final class BenchBareOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    request.requireSource();
    int iterations = Math.max(1, Math.min(10_000, request.intArg("iterations")));
    boolean engine = Boolean.TRUE.equals(request.args().get("engine"));
    List<Long> nanos = new ArrayList<>(iterations);
    for (int i = 0; i < iterations; i++) {
      if (engine) {
        long t0 = System.nanoTime();
        CompileService fresh = new CompileService(context.compiler().setup());
        new DiagnosticsOp().run(request, new OpContext(fresh, Deadline.none()));
        nanos.add(System.nanoTime() - t0);
        continue;
      }
      long t0 = System.nanoTime();
      CompilationUnit unit = context.compiler().setup().newBareUnit();
      int n = 0;
      for (SourceBuffer b : request.buffers()) {
        unit.addSource("Bench" + n++ + ".groovy", PositionConverter.normalizeLoneCr(b.text()));
      }
      try {
        unit.compile(Phases.CLASS_GENERATION);
      } catch (CompilationFailedException expected) {
        // The errors are the answer of a diagnostics run; only the time matters here.
      }
      nanos.add(System.nanoTime() - t0);
    }
    return Map.of("nanos", nanos);
  }
}
