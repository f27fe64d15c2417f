package groovymcp.engine.ops;

import groovymcp.engine.complete.SignatureHelp;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;

/** {@code signatures} (docs/server.md §6): {@link SignatureHelp} at {@code args.line}/{@code args.character}. */
final class SignaturesOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    request.requireSource();
    int line = request.intArg("line");
    int character = request.intArg("character");
    return new SignatureHelp(context.compiler(), context.deadline(), request.buffers()).at(line, character);
  }
}
