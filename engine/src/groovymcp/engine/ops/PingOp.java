package groovymcp.engine.ops;

import groovymcp.engine.wire.Request;
import java.util.Map;

/** {@code ping} → {@code {}} (docs/engine-protocol.md), answered without queueing behind compiles. */
final class PingOp implements Op {

  @Override
  public Object run(Request request, OpContext context) {
    return Map.of();
  }

  @Override
  public boolean inline() {
    return true;
  }
}
