package groovymcp.engine.ops;

import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;

/** Placeholder for an op of docs/engine-protocol.md not written yet; replace its registry line. */
final class NotImplementedOp implements Op {
  private final String name;

  NotImplementedOp(String name) {
    this.name = name;
  }

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure {
    throw EngineFailure.invalid("op not implemented: " + name);
  }

  @Override
  public boolean inline() {
    return true;
  }
}
