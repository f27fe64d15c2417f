package groovymcp.engine.ops;

import groovymcp.engine.ast.AstIndex.Occurrence;
import groovymcp.engine.ast.NameRanges;
import groovymcp.engine.ast.TypeHierarchy;
import groovymcp.engine.types.TypeFacts;
import groovymcp.engine.types.TypeNames;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.AnnotatedNode;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.expr.ConstantExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.MethodCallExpression;
import org.codehaus.groovy.ast.expr.PropertyExpression;
import org.codehaus.groovy.ast.expr.VariableExpression;
import org.codehaus.groovy.transform.trait.Traits;

/**
 * {@code describe} (docs/server.md §6): what the compiler knows about the symbol at the position,
 * from the TYPED compile (docs/groovy-compiler-notes.md §3 "Types for hover and signatures"). A name the
 * AST index bound gives its declaration's name and kind, the type (the type checker's inference at
 * that use where it has one, e.g. {@code def list = [1, 2]} → {@code java.util.List<java.lang.Integer>},
 * else the declared type), a signature for methods and constructors, the groovydoc comment the
 * parser attached to the declaration, and the name-only range under the cursor. A call or property
 * the type checker resolved to a library member ({@code "a".toUpperCase()}) is described from the
 * member it selected. Anything else is {@code found: false}.
 */
final class DescribeOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure, InterruptedException {
    SymbolAt at = SymbolAt.of(request, context);
    TypeFacts types = TypeFacts.of(at.result());
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", at.uri());
    Occurrence o = at.occurrence();
    if (o != null) {
      ASTNode decl = o.declaration();
      ClassNode type = useSiteType(types, o);
      if (type == null) type = types.typeOfDeclaration(decl);
      describe(out, NameRanges.nameOf(decl), kindOf(decl), type, decl);
      if (!out.containsKey("documentation") && decl instanceof MethodNode m) {
        // An override without its own comment is documented by the method it overrides.
        for (MethodNode other : TypeHierarchy.of(at.result()).family(m).methods()) {
          ClassNode owner = other.getDeclaringClass();
          boolean overridden =
            owner != m.getDeclaringClass() &&
            (m.getDeclaringClass().isDerivedFrom(owner) || m.getDeclaringClass().implementsInterface(owner));
          String doc = overridden ? documentation(other) : null;
          if (doc != null) {
            out.put("documentation", doc);
            break;
          }
        }
      }
      out.put("range", at.range(o));
      return out;
    }
    if (!describeLibraryMember(out, at, types)) out.put("found", false);
    return out;
  }

  private static void describe(
    Map<String, Object> out,
    String name,
    String kind,
    ClassNode type,
    ASTNode decl
  ) {
    out.put("found", true);
    out.put("name", name);
    out.put("kind", kind);
    if (type != null) out.put("type", TypeNames.display(type, true));
    if (decl instanceof MethodNode m) out.put("signature", TypeNames.signature(m));
    String doc = documentation(decl);
    if (doc != null) out.put("documentation", doc);
  }

  /** The type at a use of a variable or parameter: the type checker's flow type there. */
  private static ClassNode useSiteType(TypeFacts types, Occurrence o) {
    if (!(o.declaration() instanceof VariableExpression || o.declaration() instanceof Parameter)) return null;
    VariableExpression ve = types.innermost(o.buffer(), o.line(), o.column(), VariableExpression.class);
    if (ve == null || ve.getLineNumber() != o.line() || ve.getColumnNumber() != o.column()) return null;
    return types.typeOf(ve);
  }

  /** A method call or property the index does not bind (a library member) but the type checker resolved. */
  private static boolean describeLibraryMember(Map<String, Object> out, SymbolAt at, TypeFacts types) {
    if (at.position() == null) return false;
    int line = at.position().line();
    int column = at.position().column();
    Expression e = types.expressionAt(0, line, column);
    if (!(e instanceof ConstantExpression name) || !(name.getValue() instanceof String text)) return false;
    MethodCallExpression call = types.innermost(0, line, column, MethodCallExpression.class);
    if (call != null && call.getMethod() == name) {
      MethodNode selected = TypeFacts.selectedMethod(call);
      if (selected == null) return false;
      ClassNode type = types.typeOf(call);
      describe(out, text, "method", type != null ? type : selected.getReturnType(), selected);
      out.put("range", at.result().main().positions().range(name));
      return true;
    }
    PropertyExpression property = types.innermost(0, line, column, PropertyExpression.class);
    if (property != null && property.getProperty() == name) {
      ClassNode type = types.typeOf(property);
      if (type == null) return false;
      describe(out, text, "property", type, null);
      out.put("range", at.result().main().positions().range(name));
      return true;
    }
    return false;
  }

  static String kindOf(ASTNode decl) {
    if (decl instanceof ClassNode cn) {
      if (Traits.isTrait(cn)) return "trait";
      if (cn.isEnum()) return "enum";
      if (cn.isInterface()) return "interface";
      return "class";
    }
    if (decl instanceof ConstructorNode) return "constructor";
    if (decl instanceof MethodNode) return "method";
    if (decl instanceof PropertyNode) return "property";
    if (decl instanceof FieldNode f) return f.isEnum() ? "enumMember" : "field";
    if (decl instanceof Parameter) return "parameter";
    return "local";
  }

  /**
   * The groovydoc comment the parser attached to a declaration, without its delimiters and
   * leading stars; null when there is none.
   */
  static String documentation(ASTNode decl) {
    AnnotatedNode node =
      decl instanceof PropertyNode pn && !pn.getGroovydoc().isPresent()
        ? pn.getField()
        : decl instanceof AnnotatedNode an
          ? an
          : null;
    if (node == null || node instanceof Expression || !node.getGroovydoc().isPresent()) return null;
    String raw = node.getGroovydoc().getContent();
    if (raw.startsWith("/**")) raw = raw.substring(3);
    if (raw.endsWith("*/")) raw = raw.substring(0, raw.length() - 2);
    List<String> lines = new ArrayList<>();
    for (String l : raw.split("\\R", -1)) {
      String t = l.strip();
      if (t.startsWith("*")) t = t.substring(1);
      if (t.startsWith(" ")) t = t.substring(1);
      lines.add(t.stripTrailing());
    }
    while (!lines.isEmpty() && lines.get(0).isEmpty()) lines.remove(0);
    while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) lines.remove(lines.size() - 1);
    return lines.isEmpty() ? null : String.join("\n", lines);
  }
}
