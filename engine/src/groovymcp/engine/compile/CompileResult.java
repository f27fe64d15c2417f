package groovymcp.engine.compile;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The outcome of one compile of a request's buffers (main first, then related), shared through the
 * cache: treat it as read-only. What is derived from it (the AST index, the type facts) is built on
 * first use and kept with it, through {@link #derived}: the packages that derive it depend on this
 * one, never the other way round.
 */
public final class CompileResult {

  private final List<CompiledBuffer> buffers;
  private final CompileGoal goal;
  private final long weight;
  private final Map<Class<?>, Object> derived = new HashMap<>();

  CompileResult(List<CompiledBuffer> buffers, CompileGoal goal, long weight) {
    this.buffers = List.copyOf(buffers);
    this.goal = goal;
    this.weight = weight;
  }

  /** The buffer the request's position refers to. */
  public CompiledBuffer main() {
    return buffers.get(0);
  }

  public List<CompiledBuffer> buffers() {
    return buffers;
  }

  public CompileGoal goal() {
    return goal;
  }

  /** Characters compiled, for the cache budget. */
  long weight() {
    return weight;
  }

  /**
   * The {@code kind} of fact derived from this compile, built by {@code build} on the first call and
   * the same object afterwards (also for the other requests that get this result from the cache).
   */
  public synchronized <T> T derived(Class<T> kind, Function<CompileResult, T> build) {
    Object found = derived.get(kind);
    if (found == null) {
      found = build.apply(this);
      derived.put(kind, found);
    }
    return kind.cast(found);
  }
}
