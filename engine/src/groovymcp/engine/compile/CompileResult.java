package groovymcp.engine.compile;

import groovymcp.engine.ast.AstIndex;
import groovymcp.engine.types.TypeFacts;
import java.util.List;

/**
 * The outcome of one compile of a request's buffers (main first, then related), shared through the
 * cache: treat it as read-only. The AST index (and, for TYPED, the type facts) is built on first use.
 */
public final class CompileResult {
  private final List<CompiledBuffer> buffers;
  private final CompileGoal goal;
  private final long weight;
  private AstIndex index;
  private TypeFacts types;

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

  public synchronized AstIndex index() {
    if (index == null) index = AstIndex.build(this);
    return index;
  }

  /** The type checker's facts of a {@link CompileGoal#TYPED} compile (IllegalStateException otherwise). */
  public synchronized TypeFacts types() {
    if (types == null) types = TypeFacts.build(this);
    return types;
  }
}
