package groovymcp.engine.types;

import groovymcp.engine.compile.CompileGoal;
import groovymcp.engine.compile.CompileResult;
import groovymcp.engine.compile.CompiledBuffer;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.ClassHelper;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.Variable;
import org.codehaus.groovy.ast.expr.ClassExpression;
import org.codehaus.groovy.ast.expr.ConstantExpression;
import org.codehaus.groovy.ast.expr.DeclarationExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.MethodCallExpression;
import org.codehaus.groovy.ast.expr.PropertyExpression;
import org.codehaus.groovy.ast.expr.StaticMethodCallExpression;
import org.codehaus.groovy.ast.expr.VariableExpression;
import org.codehaus.groovy.ast.tools.GeneralUtils;
import org.codehaus.groovy.transform.stc.StaticTypeCheckingSupport;
import org.codehaus.groovy.transform.stc.StaticTypesMarker;

/**
 * What the static type checker inferred in a {@link CompileGoal#TYPED} compile
 * (docs/groovy-compiler-notes.md §3 "Types for hover and signatures"): the inferred type of an
 * expression ({@code StaticTypesMarker.INFERRED_TYPE}), the method it selected for a call ({@code
 * DIRECT_METHOD_CALL_TARGET}), the type of a declaration, and the expressions at a position. Get it
 * with {@code TypeFacts.of(context.compile(request, CompileGoal.TYPED))}; the typed AST's {@code
 * AstIndex.of(result)} is the same AST index, so its declarations and these facts are the same
 * nodes. Positions are Groovy's (1-based line, 1-based code-point column): convert with {@code
 * PositionConverter}. Unknown facts are null, never guessed. The walk that gathers the expressions
 * is {@link ExpressionCollector}'s; this class only reads what the checker left on them.
 */
public final class TypeFacts {

  private final List<List<Expression>> expressions;
  private final IdentityHashMap<VariableExpression, DeclarationExpression> declarations;

  private TypeFacts(
    List<List<Expression>> expressions,
    IdentityHashMap<VariableExpression, DeclarationExpression> declarations
  ) {
    this.expressions = expressions;
    this.declarations = declarations;
  }

  /**
   * The facts of a {@link CompileGoal#TYPED} compile (IllegalStateException otherwise), built on first
   * use and kept with the result.
   */
  public static TypeFacts of(CompileResult result) {
    return result.derived(TypeFacts.class, TypeFacts::build);
  }

  /** Walks every buffer of a TYPED compile once. */
  private static TypeFacts build(CompileResult result) {
    if (result.goal() != CompileGoal.TYPED) {
      throw new IllegalStateException("type facts need a CompileGoal.TYPED compile, not " + result.goal());
    }
    List<List<Expression>> all = new ArrayList<>();
    IdentityHashMap<VariableExpression, DeclarationExpression> declarations = new IdentityHashMap<>();
    for (CompiledBuffer b : result.buffers()) {
      List<Expression> list = new ArrayList<>();
      all.add(list);
      if (b.module() == null) continue;
      ExpressionCollector c = new ExpressionCollector(b.module().getContext(), list, declarations);
      for (ClassNode cn : b.module().getClasses()) c.visitClass(cn);
    }
    return new TypeFacts(all, declarations);
  }

  // --- facts on nodes of the typed AST --------------------------------------------------------

  /** The type checker's inferred type of a node (expression, closure parameter), or null. */
  public static ClassNode inferredType(ASTNode node) {
    return node == null ? null : node.getNodeMetaData(StaticTypesMarker.INFERRED_TYPE);
  }

  /**
   * The method the type checker selected for a call ({@code MethodCallExpression}, {@code
   * StaticMethodCallExpression}, {@code ConstructorCallExpression}) or for a property read through
   * a getter ({@code PropertyExpression}); null when it could not (a dynamic call). The node may be
   * a method of a library class, a GDK method, or one the checker made for a property accessor
   * (no line number: the accessor is generated only at class generation).
   */
  public static MethodNode selectedMethod(ASTNode call) {
    if (call == null) return null;
    MethodNode m = call.getNodeMetaData(StaticTypesMarker.DIRECT_METHOD_CALL_TARGET);
    if (m == null && call instanceof MethodCallExpression mce) m = mce.getMethodTarget();
    return m;
  }

  /**
   * The static type of an expression: the inferred one, else a class literal's class or a typed
   * variable's declared type; null when only {@code Object} of dynamic code is known.
   */
  public ClassNode typeOf(Expression e) {
    // A declared variable's own node holds the type of its last assignment: read the declaration.
    if (e instanceof VariableExpression ve && declarations.containsKey(ve)) return typeOfDeclaration(ve);
    ClassNode inferred = inferredType(e);
    if (inferred != null) return inferred;
    if (e instanceof ClassExpression ce) return ce.getType();
    if (e instanceof VariableExpression ve) {
      if (ve.isThisExpression() || ve.isSuperExpression()) return null;
      Variable v = ve.getAccessedVariable();
      if (v instanceof ASTNode n && v != ve) {
        ClassNode t = n instanceof VariableExpression decl ? typeOfDeclaration(decl) : typeOfDeclaration(n);
        if (t != null) return t;
      }
      return ve.isDynamicTyped() ? null : ve.getOriginType();
    }
    if (e instanceof ConstantExpression c && !c.isNullExpression()) return c.getType();
    return null;
  }

  /**
   * The type of a declaration: a {@code def} local's initial value type (a typed local's declared
   * type), a parameter's declared or inferred (closure) type, a field's or property's declared
   * type, a method's return type (inferred for {@code def} methods when known), a class itself.
   * Null for dynamic declarations nothing was inferred for.
   */
  public ClassNode typeOfDeclaration(ASTNode decl) {
    if (decl instanceof VariableExpression ve) {
      if (!ve.isDynamicTyped()) return ve.getOriginType();
      DeclarationExpression de = declarations.get(ve);
      ClassNode init = de == null || de.getRightExpression() == ve ? null : typeOf(de.getRightExpression());
      // A def variable holds the boxed value of a primitive initializer.
      if (init != null && !ClassHelper.isPrimitiveVoid(init)) return ClassHelper.getWrapper(init);
      ClassNode declared = ve.getNodeMetaData(StaticTypesMarker.DECLARATION_INFERRED_TYPE);
      return declared != null ? declared : inferredType(ve);
    }
    if (decl instanceof Parameter p) {
      ClassNode inferred = inferredType(p);
      if (inferred != null) return inferred;
      return p.isDynamicTyped() ? null : p.getOriginType();
    }
    if (decl instanceof PropertyNode pn) return pn.isDynamicTyped() ? null : pn.getOriginType();
    if (decl instanceof FieldNode fn) return fn.isDynamicTyped() ? null : fn.getOriginType();
    if (decl instanceof ConstructorNode ctor) return ctor.getDeclaringClass();
    if (decl instanceof MethodNode mn) {
      if (!mn.isDynamicReturnType()) return mn.getReturnType();
      return mn.getNodeMetaData(StaticTypesMarker.INFERRED_RETURN_TYPE);
    }
    if (decl instanceof ClassNode cn) return cn;
    return null;
  }

  // --- positions ------------------------------------------------------------------------------

  /** Every expression of a buffer that has a position, in walk order. */
  public List<Expression> expressions(int buffer) {
    return buffer < 0 || buffer >= expressions.size() ? List.of() : expressions.get(buffer);
  }

  /** The innermost expression covering the position (the position just after it counts), or null. */
  public Expression expressionAt(int buffer, int line, int column) {
    return innermost(buffer, line, column, Expression.class);
  }

  /**
   * The innermost expression of a kind covering the position, e.g. the enclosing {@code
   * MethodCallExpression} for signatures; null when there is none.
   */
  public <T extends Expression> T innermost(int buffer, int line, int column, Class<T> kind) {
    T best = null;
    for (Expression e : expressions(buffer)) {
      if (!kind.isInstance(e) || !covers(e, line, column)) continue;
      if (best == null || within(e, best)) best = kind.cast(e);
    }
    return best;
  }

  private static boolean covers(Expression e, int line, int column) {
    boolean afterStart =
      line > e.getLineNumber() || (line == e.getLineNumber() && column >= e.getColumnNumber());
    boolean beforeEnd =
      line < e.getLastLineNumber() || (line == e.getLastLineNumber() && column <= e.getLastColumnNumber());
    return afterStart && beforeEnd;
  }

  /** True when a lies inside b (ties: the later-visited, i.e. inner, node wins). */
  private static boolean within(Expression a, Expression b) {
    boolean startsLater =
      a.getLineNumber() > b.getLineNumber() ||
      (a.getLineNumber() == b.getLineNumber() && a.getColumnNumber() >= b.getColumnNumber());
    boolean endsEarlier =
      a.getLastLineNumber() < b.getLastLineNumber() ||
      (a.getLastLineNumber() == b.getLastLineNumber() && a.getLastColumnNumber() <= b.getLastColumnNumber());
    return startsLater && endsEarlier;
  }

  // --- members --------------------------------------------------------------------------------

  /** The receiver's static type of a call or property expression, or null (implicit-this included). */
  public ClassNode receiverType(Expression callOrProperty) {
    if (callOrProperty instanceof MethodCallExpression mce) {
      if (mce.isImplicitThis()) return null;
      return typeOf(mce.getObjectExpression());
    }
    if (callOrProperty instanceof PropertyExpression pe) return typeOf(pe.getObjectExpression());
    if (callOrProperty instanceof StaticMethodCallExpression smce) return smce.getOwnerType();
    return null;
  }

  /**
   * The methods of that name a receiver of this type has: its own and inherited ones (interfaces
   * included), then the GDK's ({@code DefaultGroovyMethods} and the other extension classes), as
   * the type checker finds them. For signatures and completion.
   */
  public static List<MethodNode> methodsNamed(ClassNode type, String name) {
    Map<String, MethodNode> bySignature = new LinkedHashMap<>();
    if (type == null) return List.of();
    ClassNode t = type.isGenericsPlaceHolder() || type.isArray() ? ClassHelper.OBJECT_TYPE : type;
    for (MethodNode m : t.redirect().getAllDeclaredMethods()) {
      if (m.getName().equals(name)) bySignature.putIfAbsent(m.getTypeDescriptor(), m);
    }
    for (ClassNode i : GeneralUtils.getInterfacesAndSuperInterfaces(t.redirect())) {
      for (MethodNode m : i.getMethods(name)) bySignature.putIfAbsent(m.getTypeDescriptor(), m);
    }
    for (MethodNode m : StaticTypeCheckingSupport.findDGMMethodsForClassNode(
      TypeFacts.class.getClassLoader(),
      type,
      name
    )) {
      bySignature.putIfAbsent("gdk:" + m.getTypeDescriptor(), m);
    }
    return List.copyOf(bySignature.values());
  }
}
