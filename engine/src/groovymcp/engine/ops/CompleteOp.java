package groovymcp.engine.ops;

import groovymcp.engine.complete.Completer;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;

/** {@code complete} (docs/server.md §6): {@link Completer} at {@code args.line}/{@code args.character}. */
final class CompleteOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    request.requireSource();
    int line = request.intArg("line");
    int character = request.intArg("character");
    return new Completer(context.compiler(), context.deadline(), request.buffers()).complete(line, character);
  }
}
