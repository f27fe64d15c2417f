package groovymcp.engine.ops;

import groovymcp.engine.ast.AstIndex.Occurrence;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code definition} (docs/server.md §6): the name-only range of the declaration the compiler bound
 * the symbol at the position to, in whichever buffer declares it. A symbol declared outside the
 * buffers (a JDK or Groovy class) has no source: no location.
 */
final class DefinitionOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    SymbolAt at = SymbolAt.of(request, context);
    List<Object> locations = new ArrayList<>();
    Occurrence site = at.declarationSite();
    if (site != null) locations.add(at.location(site));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", at.uri());
    out.put("locations", locations);
    return out;
  }
}
