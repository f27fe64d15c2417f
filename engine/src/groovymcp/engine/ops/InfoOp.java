package groovymcp.engine.ops;

import groovymcp.engine.facts.CompilerFacts;
import groovymcp.engine.sandbox.Sandbox;
import groovymcp.engine.wire.Request;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code info}: Groovy version, keywords and default imports, all read from the compiler (docs/engine-protocol.md). */
final class InfoOp implements Op {

  @Override
  public Object run(Request request, OpContext context) {
    CompilerFacts f = context.facts();
    Map<String, Object> imports = new LinkedHashMap<>();
    imports.put("packages", f.defaultImportPackages());
    imports.put("classes", f.defaultImportClasses());
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("groovyVersion", CompilerFacts.groovyVersion());
    m.put("keywords", f.keywords());
    m.put("defaultImports", imports);
    m.put("sandbox", Sandbox.status());
    m.put("sandboxLayers", Sandbox.layers());
    return m;
  }
}
