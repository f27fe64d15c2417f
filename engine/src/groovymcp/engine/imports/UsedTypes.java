package groovymcp.engine.imports;

import groovymcp.engine.walk.DeclaredVariables;
import groovymcp.engine.walk.SourceWalker;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.codehaus.groovy.ast.AnnotatedNode;
import org.codehaus.groovy.ast.AnnotationNode;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.DynamicVariable;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.GenericsType;
import org.codehaus.groovy.ast.InnerClassNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.expr.AnnotationConstantExpression;
import org.codehaus.groovy.ast.expr.ArrayExpression;
import org.codehaus.groovy.ast.expr.CastExpression;
import org.codehaus.groovy.ast.expr.ClassExpression;
import org.codehaus.groovy.ast.expr.ConstantExpression;
import org.codehaus.groovy.ast.expr.ConstructorCallExpression;
import org.codehaus.groovy.ast.expr.DeclarationExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.MethodCallExpression;
import org.codehaus.groovy.ast.expr.PropertyExpression;
import org.codehaus.groovy.ast.expr.StaticMethodCallExpression;
import org.codehaus.groovy.ast.expr.VariableExpression;

/**
 * The names a resolved module (SEMANTIC_ANALYSIS) uses, for deciding which imports it needs
 * (docs/groovy-compiler-notes.md §3 "Imports"). Every type reference of the source is visited:
 * supertypes, annotations and their values, generics and bounds, fields, properties, methods,
 * parameters, exceptions, locals, closure and catch parameters, class literals and static
 * receivers, constructor calls (anonymous classes too), casts and {@code as}, {@code instanceof},
 * arrays, call type arguments; closures and GString values are walked like any code. The resolver
 * keeps the name as written ({@code ClassNode.getUnresolvedName()}), so an import is matched by the
 * name the source spells, not by the class it resolves to: {@code java.util.List} spelled out does
 * not use {@code import java.util.List}.
 *
 * <p>Static imports are rewritten by the compiler into static calls and property reads on the
 * imported class (the receiver has no position, it was never written); those are recorded as
 * {@code owner#member}. Names the compiler left dynamic (implicit-this calls, unbound variables)
 * are recorded too: a static import whose class did not resolve may be what they meant.
 */
public final class UsedTypes extends SourceWalker {

  /** A type reference as written (first segment of its name) and the class it resolved to. */
  public record TypeUse(String written, String firstSegment, String resolved) {}

  private final Set<TypeUse> types = new HashSet<>();
  private final Set<String> staticMembers = new HashSet<>();
  private final Set<String> dynamicNames = new HashSet<>();

  private UsedTypes(ModuleNode module) {
    super(module.getContext());
  }

  public static UsedTypes of(ModuleNode module) {
    UsedTypes v = new UsedTypes(module);
    for (ClassNode cn : module.getClasses()) v.visitClass(cn);
    return v;
  }

  public Set<TypeUse> types() {
    return types;
  }

  /** {@code owner#member} of static calls and reads that a static import produced. */
  public Set<String> staticMembers() {
    return staticMembers;
  }

  public Set<String> dynamicNames() {
    return dynamicNames;
  }

  private void type(ClassNode t) {
    type(t, 0);
  }

  private void type(ClassNode t, int depth) {
    if (t == null || depth > 16) return;
    if (t.isArray()) {
      type(t.getComponentType(), depth + 1);
      return;
    }
    if (!t.isGenericsPlaceHolder()) {
      String written = t.getUnresolvedName();
      if (written != null && !written.isEmpty()) {
        int cut = written.length();
        for (int i = 0; i < written.length(); i++) {
          char c = written.charAt(i);
          if (c == '.' || c == '$') {
            cut = i;
            break;
          }
        }
        types.add(new TypeUse(written, written.substring(0, cut), t.getName()));
      }
    }
    generics(t.getGenericsTypes(), depth);
  }

  private void generics(GenericsType[] generics, int depth) {
    if (generics == null) return;
    for (GenericsType g : generics) {
      if (!g.isPlaceholder() && !g.isWildcard()) type(g.getType(), depth + 1);
      if (g.getUpperBounds() != null) for (ClassNode b : g.getUpperBounds()) type(b, depth + 1);
      if (g.getLowerBound() != null) type(g.getLowerBound(), depth + 1);
    }
  }

  // --- declarations ---------------------------------------------------------------------------

  @Override
  public void visitClass(ClassNode node) {
    type(node.getUnresolvedSuperClass(false));
    for (ClassNode i : node.getUnresolvedInterfaces(false)) type(i);
    generics(node.getGenericsTypes(), 0);
    super.visitClass(node);
  }

  @Override
  public void visitField(FieldNode node) {
    type(node.getOriginType());
    super.visitField(node);
  }

  @Override
  public void visitProperty(PropertyNode node) {
    type(node.getOriginType());
    super.visitProperty(node);
  }

  @Override
  protected void visitConstructorOrMethod(MethodNode node, boolean isConstructor) {
    if (!isConstructor) type(node.getReturnType());
    generics(node.getGenericsTypes(), 0);
    for (ClassNode e : node.getExceptions()) type(e);
    for (Parameter p : node.getParameters()) visitCodeParameter(p);
    super.visitConstructorOrMethod(node, isConstructor);
  }

  /** Also each method's parameters: the same type, annotations and default value. */
  @Override
  protected void visitCodeParameter(Parameter p) {
    type(p.getOriginType());
    visitAnnotations(p);
    if (p.hasInitialExpression()) p.getInitialExpression().visit(this);
  }

  @Override
  public void visitAnnotations(AnnotatedNode node) {
    for (AnnotationNode a : node.getAnnotations()) annotation(a, 0);
  }

  private void annotation(AnnotationNode a, int depth) {
    if (depth > 16) return;
    type(a.getClassNode());
    for (Map.Entry<String, Expression> member : a.getMembers().entrySet())
      annotationValue(member.getValue(), depth);
  }

  private void annotationValue(Expression value, int depth) {
    if (
      value instanceof AnnotationConstantExpression ace && ace.getValue() instanceof AnnotationNode nested
    ) {
      annotation(nested, depth + 1);
    } else if (value instanceof org.codehaus.groovy.ast.expr.ListExpression list) {
      for (Expression e : list.getExpressions()) annotationValue(e, depth + 1);
    } else if (value != null) {
      value.visit(this);
    }
  }

  @Override
  public void visitDeclarationExpression(DeclarationExpression expression) {
    for (VariableExpression ve : DeclaredVariables.of(expression)) type(ve.getOriginType());
    visitAnnotations(expression);
    // The declared variable is not a use of a dynamic name.
    expression.getRightExpression().visit(this);
  }

  // --- expressions ----------------------------------------------------------------------------

  @Override
  public void visitClassExpression(ClassExpression expression) {
    type(expression.getType());
    super.visitClassExpression(expression);
  }

  @Override
  public void visitConstructorCallExpression(ConstructorCallExpression call) {
    ClassNode t = call.getType();
    if (t instanceof InnerClassNode inner && inner.isAnonymous()) {
      type(inner.getUnresolvedSuperClass(false));
      for (ClassNode i : inner.getUnresolvedInterfaces(false)) type(i);
    } else {
      type(t);
    }
    super.visitConstructorCallExpression(call);
  }

  @Override
  public void visitCastExpression(CastExpression expression) {
    type(expression.getType());
    super.visitCastExpression(expression);
  }

  @Override
  public void visitArrayExpression(ArrayExpression expression) {
    type(expression.getElementType());
    super.visitArrayExpression(expression);
  }

  @Override
  public void visitMethodCallExpression(MethodCallExpression call) {
    generics(call.getGenericsTypes(), 0);
    if (call.isImplicitThis() && call.getMethod() instanceof ConstantExpression c) dynamicNames.add(
      c.getText()
    );
    super.visitMethodCallExpression(call);
  }

  @Override
  public void visitStaticMethodCallExpression(StaticMethodCallExpression call) {
    staticMembers.add(call.getOwnerType().getName() + "#" + call.getMethod());
    super.visitStaticMethodCallExpression(call);
  }

  @Override
  public void visitPropertyExpression(PropertyExpression expression) {
    // A statically imported field reads as Owner.field with an Owner nobody wrote (no position).
    if (
      expression.getObjectExpression() instanceof ClassExpression ce &&
      ce.getLineNumber() < 1 &&
      expression.getProperty() instanceof ConstantExpression name
    ) {
      staticMembers.add(ce.getType().getName() + "#" + name.getText());
    }
    super.visitPropertyExpression(expression);
  }

  @Override
  public void visitVariableExpression(VariableExpression expression) {
    if (expression.getAccessedVariable() instanceof DynamicVariable) dynamicNames.add(expression.getName());
    super.visitVariableExpression(expression);
  }
}
