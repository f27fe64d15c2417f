package groovymcp.engine.complete;

import groovymcp.engine.compile.CompileResult;
import groovymcp.engine.compile.CompileService;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.compile.Deadline;
import groovymcp.engine.compile.SourceBuffer;
import groovymcp.engine.types.TypeFacts;
import groovymcp.engine.types.TypeNames;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.ImportNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.expr.ArgumentListExpression;
import org.codehaus.groovy.ast.expr.ClassExpression;
import org.codehaus.groovy.ast.expr.ConstructorCallExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.MethodCallExpression;
import org.codehaus.groovy.ast.expr.StaticMethodCallExpression;
import org.codehaus.groovy.ast.expr.TupleExpression;
import org.codehaus.groovy.ast.stmt.Statement;

/**
 * {@code signatures}: the overloads of the method or constructor whose argument list holds the
 * cursor (docs/server.md §6), on unfinished calls too ({@code add(1, }). The call is found by the
 * lexer ({@link CallSite}); the source is patched until it parses and compiled with inferred types
 * ({@link RecoveringCompile}); the candidates are the methods of that name the receiver's type has
 * (own, inherited, GDK: {@link TypeFacts#methodsNamed}), on an implicit {@code this} the enclosing
 * classes' and the static imports', after {@code new X(} X's constructors; when the receiver's type
 * is unknown, the buffers' methods of that name. {@code activeParameter} is the number of commas
 * before the cursor; {@code activeSignature} the method the type checker selected when it fits,
 * else the overload whose parameters best take the argument types written so far.
 */
public final class SignatureHelp {

  private final CompileService compiler;
  private final Deadline deadline;
  private final List<SourceBuffer> buffers;

  public SignatureHelp(CompileService compiler, Deadline deadline, List<SourceBuffer> buffers) {
    this.compiler = compiler;
    this.deadline = deadline;
    this.buffers = buffers;
  }

  public Map<String, Object> at(int line, int character) throws InterruptedException {
    SourceBuffer main = buffers.get(0);
    CursorContext at = CursorContext.inText(main.text(), line, character);
    CallSite site = CallSite.at(at.tokens, at);
    List<MethodNode> candidates = List.of();
    int active = 0;
    int activeParameter = site == null ? 0 : site.activeParameter;
    if (site != null) {
      String before = at.text.substring(0, at.wordStart).stripTrailing();
      String insertion = before.endsWith(",") ? RecoveringCompile.PLACEHOLDER : "";
      RecoveringCompile.Parsed parsed = RecoveringCompile.compile(
        compiler,
        deadline,
        buffers,
        at,
        insertion,
        false
      );
      if (parsed != null) {
        Found found = find(parsed.result(), site);
        candidates = found.candidates;
        active = ActiveSignature.of(
          TypeFacts.of(parsed.result()),
          found.candidates(),
          found.call(),
          found.arguments(),
          activeParameter
        );
      }
    }
    List<Map<String, Object>> signatures = new ArrayList<>();
    for (MethodNode m : candidates) signatures.add(signature(m));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", main.uri());
    out.put("signatures", signatures);
    out.put("activeSignature", signatures.isEmpty() ? 0 : active);
    out.put("activeParameter", activeParameter);
    return out;
  }

  private record Found(List<MethodNode> candidates, Expression call, List<Expression> arguments) {}

  private Found find(CompileResult result, CallSite site) {
    TypeFacts types = TypeFacts.of(result);
    ModuleNode module = result.main().module();
    int line = site.name.line();
    int column = site.name.column() + 1;
    String name = site.name.text();
    Expression call = null;
    List<MethodNode> found = new ArrayList<>();
    if (site.constructor || site.selfConstructor) {
      ConstructorCallExpression cc = innermost(types, line, column, ConstructorCallExpression.class, null);
      ClassNode type = null;
      if (cc != null) {
        call = cc;
        type = cc.getType();
      }
      if (site.selfConstructor) {
        ClassNode cls = Scope.at(module, line, column).enclosingClass;
        type = cls == null ? null : site.name.text().equals("super") ? cls.getUnresolvedSuperClass() : cls;
      }
      if (type != null) found.addAll(constructors(type));
    } else {
      Expression e = innermost(types, line, column, Expression.class, name);
      if (e instanceof MethodCallExpression mce) {
        call = mce;
        Expression object = mce.getObjectExpression();
        if (mce.isImplicitThis()) {
          for (
            ClassNode c = Scope.at(module, line, column).enclosingClass;
            c != null;
            c = c.getOuterClass()
          ) {
            found.addAll(TypeFacts.methodsNamed(c, name));
          }
          ImportNode si = module.getStaticImports().get(name);
          if (si != null) found.addAll(si.getType().getMethods(si.getFieldName()));
          for (ImportNode star : module.getStaticStarImports().values()) {
            for (MethodNode m : star.getType().getMethods(name)) if (m.isStatic()) found.add(m);
          }
        } else if (object instanceof ClassExpression ce) {
          List<MethodNode> all = TypeFacts.methodsNamed(ce.getType(), name);
          List<MethodNode> statics = all.stream().filter(MethodNode::isStatic).toList();
          found.addAll(statics.isEmpty() ? all : statics);
        } else {
          ClassNode receiver = types.receiverType(mce);
          if (receiver != null) found.addAll(TypeFacts.methodsNamed(receiver, name));
        }
      } else if (e instanceof StaticMethodCallExpression smce) {
        call = smce;
        found.addAll(TypeFacts.methodsNamed(smce.getOwnerType(), name));
      }
      if (found.isEmpty()) found.addAll(byName(result, name));
    }
    return new Found(dedupe(found), call, arguments(call));
  }

  /** The innermost call of a kind at the name token; for methods, one whose method name is {@code name}. */
  private static <T extends Expression> T innermost(
    TypeFacts types,
    int line,
    int column,
    Class<T> kind,
    String name
  ) {
    T best = null;
    for (Expression e : types.expressions(0)) {
      if (!kind.isInstance(e) || !Scope.contains(e, line, column)) continue;
      if (name != null) {
        String method =
          e instanceof MethodCallExpression mce
            ? mce.getMethodAsString()
            : e instanceof StaticMethodCallExpression smce
              ? smce.getMethod()
              : null;
        if (!name.equals(method)) continue;
      }
      if (best == null || Scope.contains(best, e.getLineNumber(), e.getColumnNumber())) best = kind.cast(e);
    }
    return best;
  }

  private static List<MethodNode> constructors(ClassNode type) {
    ClassNode t = type.redirect();
    boolean source = t.getModule() != null;
    List<MethodNode> out = new ArrayList<>();
    for (ConstructorNode c : t.getDeclaredConstructors()) {
      if (c.isSynthetic() || (!source && !c.isPublic())) continue;
      out.add(c);
    }
    if (out.isEmpty() && source && !t.isInterface()) {
      // No constructor written: the compiler adds the no-argument one at class generation.
      ConstructorNode implicit = new ConstructorNode(
        java.lang.reflect.Modifier.PUBLIC,
        Parameter.EMPTY_ARRAY,
        ClassNode.EMPTY_ARRAY,
        (Statement) null
      );
      implicit.setDeclaringClass(t);
      out.add(implicit);
    }
    return out;
  }

  /** Methods of that name declared in any compiled buffer: for receivers of unknown type. */
  private static List<MethodNode> byName(CompileResult result, String name) {
    List<MethodNode> out = new ArrayList<>();
    for (CompiledBuffer b : result.buffers()) {
      if (b.module() == null) continue;
      for (ClassNode cn : b.module().getClasses()) {
        for (MethodNode m : cn.getMethods(name)) if (m.getLineNumber() > 0 && !m.isSynthetic()) out.add(m);
      }
    }
    return out;
  }

  private static List<MethodNode> dedupe(List<MethodNode> methods) {
    Set<String> seen = new LinkedHashSet<>();
    List<MethodNode> out = new ArrayList<>();
    for (MethodNode m : methods) {
      String d = m.getTypeDescriptor();
      if (seen.add(d.substring(d.indexOf('(')))) out.add(m);
    }
    out.sort(Comparator.comparingInt(m -> m.getParameters().length));
    return out;
  }

  private static List<Expression> arguments(Expression call) {
    Expression args =
      call instanceof MethodCallExpression mce
        ? mce.getArguments()
        : call instanceof StaticMethodCallExpression smce
          ? smce.getArguments()
          : call instanceof ConstructorCallExpression cc
            ? cc.getArguments()
            : null;
    if (args instanceof ArgumentListExpression ale) return ale.getExpressions();
    if (args instanceof TupleExpression te) return te.getExpressions();
    return List.of();
  }

  private static Map<String, Object> signature(MethodNode m) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("label", TypeNames.signature(m));
    DocComment doc = DocComment.of(m);
    if (doc != null && !doc.summary().isEmpty()) s.put("documentation", doc.summary());
    List<Map<String, Object>> params = new ArrayList<>();
    Parameter[] ps = m.getParameters();
    for (int i = 0; i < ps.length; i++) {
      Map<String, Object> p = new LinkedHashMap<>();
      p.put("label", TypeNames.parameter(ps[i], i == ps.length - 1));
      String pd = doc == null ? null : doc.param(ps[i].getName());
      if (pd != null) p.put("documentation", pd);
      params.add(p);
    }
    s.put("parameters", params);
    return s;
  }
}
