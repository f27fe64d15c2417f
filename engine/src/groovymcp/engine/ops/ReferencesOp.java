package groovymcp.engine.ops;

import groovymcp.engine.ast.AstIndex.Occurrence;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code references} (docs/server.md §6): every occurrence the AST index bound to the symbol at the
 * position, across the buffers, in buffer and text order; the declaration too unless {@code
 * includeDeclaration} is false. Only compiler bindings (never text matches): a dynamic call on an
 * untyped receiver is not a reference.
 */
final class ReferencesOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    Object flag = request.args().get("includeDeclaration");
    if (flag != null && !(flag instanceof Boolean)) throw EngineFailure.invalid(
      "args.includeDeclaration must be a boolean"
    );
    boolean includeDeclaration = flag == null || (Boolean) flag;
    SymbolAt at = SymbolAt.of(request, context);
    List<Object> locations = new ArrayList<>();
    if (at.occurrence() != null) {
      for (Occurrence o : at.index().occurrences(at.occurrence().declaration())) {
        if (o.isDeclaration() && !includeDeclaration) continue;
        locations.add(at.location(o));
      }
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", at.uri());
    out.put("locations", locations);
    return out;
  }
}
