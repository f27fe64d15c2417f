package groovymcp.engine.ops;

import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;

/**
 * One engine op: a tool of docs/server.md §6 (or {@code info}/{@code ping}). It returns the tool's
 * {@code structuredContent} as plain maps and lists (positions already 0-based UTF-16), or throws
 * an {@link EngineFailure}. Ops are stateless and run concurrently.
 */
public interface Op {
  Object run(Request request, OpContext context) throws EngineFailure, InterruptedException;

  /** True for ops that never compile: answered on the reader thread, ahead of queued compiles. */
  default boolean inline() {
    return false;
  }
}
