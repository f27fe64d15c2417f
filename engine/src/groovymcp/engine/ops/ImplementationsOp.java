package groovymcp.engine.ops;

import groovymcp.engine.ast.AstIndex.Occurrence;
import groovymcp.engine.ast.TypeHierarchy;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.transform.trait.Traits;

/**
 * {@code implementations} (docs/server.md §6), from the resolved supertypes of the compiled classes:
 * for a class, interface or trait (declared in the buffers or not, e.g. {@code Runnable}) the
 * classes of the buffers that extend or implement it, directly or not (plain interfaces extending
 * it are not implementations); for a method, the non-abstract methods of those classes that
 * override or implement it. Name-only ranges, in buffer and text order.
 */
final class ImplementationsOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    SymbolAt at = SymbolAt.of(request, context);
    List<Object> locations = new ArrayList<>();
    ASTNode decl = at.occurrence() == null ? null : at.occurrence().declaration();
    TypeHierarchy hierarchy = TypeHierarchy.of(at.result());
    List<ASTNode> found = new ArrayList<>();
    if (decl instanceof ClassNode type) {
      for (ClassNode c : hierarchy.subtypes(type)) {
        if (!c.isInterface() || Traits.isTrait(c)) found.add(c);
      }
    } else if (decl instanceof MethodNode method && !(decl instanceof ConstructorNode)) {
      for (MethodNode m : hierarchy.overriders(method)) if (!m.isAbstract()) found.add(m);
    }
    List<Occurrence> sites = new ArrayList<>();
    for (ASTNode n : found) {
      Occurrence site = at.index().declarationOf(n);
      if (site != null) sites.add(site);
    }
    sites.sort(
      Comparator.comparingInt(Occurrence::buffer)
        .thenComparingInt(Occurrence::line)
        .thenComparingInt(Occurrence::column)
    );
    for (Occurrence site : sites) locations.add(at.location(site));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", at.uri());
    out.put("locations", locations);
    return out;
  }
}
