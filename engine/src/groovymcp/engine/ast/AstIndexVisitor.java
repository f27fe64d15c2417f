package groovymcp.engine.ast;

import groovymcp.engine.ast.AstIndex.Occurrence;
import groovymcp.engine.ast.AstIndex.Spelling;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.text.LexedTokens;
import groovymcp.engine.types.TypeFacts;
import java.util.IdentityHashMap;
import java.util.function.Consumer;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.AnnotatedNode;
import org.codehaus.groovy.ast.ClassHelper;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.DynamicVariable;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.Variable;
import org.codehaus.groovy.ast.expr.CastExpression;
import org.codehaus.groovy.ast.expr.ClassExpression;
import org.codehaus.groovy.ast.expr.ConstantExpression;
import org.codehaus.groovy.ast.expr.ConstructorCallExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.MapEntryExpression;
import org.codehaus.groovy.ast.expr.MapExpression;
import org.codehaus.groovy.ast.expr.MethodCallExpression;
import org.codehaus.groovy.ast.expr.MethodPointerExpression;
import org.codehaus.groovy.ast.expr.PropertyExpression;
import org.codehaus.groovy.ast.expr.StaticMethodCallExpression;
import org.codehaus.groovy.ast.expr.TupleExpression;
import org.codehaus.groovy.ast.expr.VariableExpression;

/**
 * Walks one module for {@link AstIndex}: the declarations ({@link DeclarationWalker}) and the
 * usages the compiler bound, as occurrences at the name's tokens ({@link OccurrenceRecorder}).
 * What a usage refers to is {@link MemberResolver}'s to find.
 */
final class AstIndexVisitor extends DeclarationWalker {

  private final MemberResolver members;

  AstIndexVisitor(
    CompiledBuffer buffer,
    IdentityHashMap<ModuleNode, Integer> modules,
    Consumer<Occurrence> sink
  ) {
    super(buffer, new OccurrenceRecorder(buffer, sink));
    this.members = new MemberResolver(modules);
  }

  @Override
  public void visitVariableExpression(VariableExpression expression) {
    if (!isDeclaration(expression) && expression.getLineNumber() > 0) {
      Variable v = expression.getAccessedVariable();
      ASTNode decl =
        v instanceof ASTNode n &&
        (v instanceof VariableExpression ||
          v instanceof Parameter ||
          v instanceof FieldNode ||
          v instanceof PropertyNode)
          ? n
          : null;
      if (decl != null && decl != expression) out.use(decl, NameRanges.fullRange(expression), false);
      if (v instanceof DynamicVariable) implicitReceiverProperty(expression);
    }
    super.visitVariableExpression(expression);
  }

  /**
   * A name the scope does not declare ({@code g.with { name = 'y' }}) that the type checker
   * resolved on an implicit receiver (a closure's delegate or owner) through an accessor: the
   * property behind a generated accessor, or a hand-written getter or setter used as a property.
   */
  private void implicitReceiverProperty(VariableExpression expression) {
    MethodNode selected = TypeFacts.selectedMethod(expression);
    int[] range = out.nameIn(expression.getName(), NameRanges.fullRange(expression));
    PropertyNode property = members.accessedProperty(selected);
    if (property != null && property.getName().equals(expression.getName())) {
      out.use(property, range, false);
      return;
    }
    MethodNode accessor = members.declared(selected);
    if (accessor != null) out.use(accessor, range, false, Spelling.PROPERTY);
  }

  @Override
  public void visitMethodPointerExpression(MethodPointerExpression expression) {
    // `g.&greet`, `Greeter::greet`: the method of that name when the receiver's static type has one only.
    Expression object = expression.getExpression();
    ClassNode receiver =
      object instanceof VariableExpression ve && ve.isThisExpression()
        ? enclosingClass()
        : MemberResolver.staticType(object);
    if (
      expression.getMethodName() instanceof ConstantExpression name && name.getValue() instanceof String text
    ) {
      MethodNode only = members.onlyMethodNamed(receiver, text);
      if (only != null) out.use(only, out.nameIn(text, NameRanges.fullRange(name)), false);
    }
    super.visitMethodPointerExpression(expression);
  }

  @Override
  public void visitPropertyExpression(PropertyExpression expression) {
    Expression object = expression.getObjectExpression();
    Expression property = expression.getProperty();
    if (
      object instanceof VariableExpression ve &&
      ve.isThisExpression() &&
      property instanceof ConstantExpression c
    ) {
      ClassNode owner = enclosingClass();
      FieldNode f = owner == null ? null : owner.getField(c.getText());
      if (f != null) out.use(f, NameRanges.fullRange(property), false);
      else memberOfTypedReceiver(expression, owner, c);
    } else if (property instanceof ConstantExpression c && !expression.isSpreadSafe()) {
      memberOfTypedReceiver(expression, MemberResolver.staticType(object), c);
    }
    super.visitPropertyExpression(expression);
  }

  /**
   * {@code g.name} where the receiver's static type is a compiled class: its property or field of
   * that name (inherited ones included), else the accessor method the type checker selected. A Map
   * receiver reads keys, not properties, so it binds nothing.
   */
  private void memberOfTypedReceiver(
    PropertyExpression expression,
    ClassNode receiver,
    ConstantExpression name
  ) {
    if (!members.isCompiled(receiver) || receiver.implementsInterface(ClassHelper.MAP_TYPE)) return;
    int[] range = out.nameIn(name.getText(), NameRanges.fullRange(name));
    ASTNode member = members.propertyOrField(receiver, name.getText());
    if (member != null) {
      out.use(member, range, false);
      return;
    }
    MethodNode accessor = members.declared(TypeFacts.selectedMethod(expression));
    if (accessor != null) out.use(accessor, range, false, Spelling.PROPERTY);
  }

  @Override
  public void visitMethodCallExpression(MethodCallExpression call) {
    Expression object = call.getObjectExpression();
    if (
      call.getMethod() instanceof ConstantExpression name &&
      !bindSelected(call, out.nameIn(name.getText(), NameRanges.fullRange(name)))
    ) {
      boolean onThis =
        call.isImplicitThis() || (object instanceof VariableExpression ve && ve.isThisExpression());
      // A call on `this` or on a class name has a receiver type known without type inference.
      ClassNode receiver = onThis
        ? enclosingClass()
        : object instanceof ClassExpression ce
          ? ce.getType()
          : null;
      if (receiver != null) {
        MethodNode target = call.getMethodTarget();
        boolean byName = target == null;
        if (target == null) target = members.uniqueByName(receiver, name.getText(), call.getArguments());
        if (target != null) out.use(target, NameRanges.fullRange(name), byName);
      }
    }
    super.visitMethodCallExpression(call);
  }

  /**
   * Binds a call to the method the type checker selected (TYPED compile), or to the property
   * behind a selected accessor; false when it selected nothing in the compiled classes.
   */
  private boolean bindSelected(Expression call, int[] nameRange) {
    if (nameRange == null) return false;
    MethodNode selected = TypeFacts.selectedMethod(call);
    MethodNode method = members.declared(selected);
    if (method != null) {
      out.use(method, nameRange, false);
      return true;
    }
    PropertyNode property = members.accessedProperty(selected);
    if (property != null) {
      out.use(property, nameRange, false, Spelling.ACCESSOR);
      return true;
    }
    return false;
  }

  @Override
  public void visitStaticMethodCallExpression(StaticMethodCallExpression call) {
    if (call.getLineNumber() > 0) {
      LexedTokens.Tok t = out
        .tokens()
        .findName(
          call.getMethod(),
          call.getLineNumber(),
          call.getColumnNumber(),
          call.getLastLineNumber(),
          call.getLastColumnNumber(),
          true
        );
      int[] range = t == null ? null : new int[] { t.line(), t.column() + 1, t.endLine(), t.endColumn() + 1 };
      if (range != null && !bindSelected(call, range)) {
        MethodNode target = members.uniqueByName(call.getOwnerType(), call.getMethod(), call.getArguments());
        if (target != null) out.use(target, range, true);
      }
    }
    super.visitStaticMethodCallExpression(call);
  }

  @Override
  public void visitConstructorCallExpression(ConstructorCallExpression call) {
    if (!call.isSuperCall() && !call.isThisCall()) {
      out.typeUse(call.getType(), NameRanges.fullRange(call));
      namedArguments(call);
    }
    super.visitConstructorCallExpression(call);
  }

  /**
   * {@code new Greeter(name: 'x')} sets properties through Groovy's map constructor when the class
   * declares no constructor taking a Map: each bare key names a property (or field) of the class.
   */
  private void namedArguments(ConstructorCallExpression call) {
    ClassNode type = call.getType();
    if (!(call.getArguments() instanceof TupleExpression args) || args.getExpressions().size() != 1) return;
    if (!(args.getExpression(0) instanceof MapExpression map) || !members.takesNamedArguments(type)) return;
    for (MapEntryExpression e : map.getMapEntryExpressions()) {
      if (
        !(e.getKeyExpression() instanceof ConstantExpression key) || !(key.getValue() instanceof String name)
      ) continue;
      ASTNode member = members.propertyOrField(type, name);
      if (member != null) out.use(member, out.nameIn(name, NameRanges.fullRange(key)), false);
    }
  }

  @Override
  public void visitClassExpression(ClassExpression expression) {
    out.typeUse(expression.getType(), NameRanges.fullRange(expression));
    super.visitClassExpression(expression);
  }

  @Override
  public void visitCastExpression(CastExpression expression) {
    out.typeUse(expression.getType());
    super.visitCastExpression(expression);
  }

  @Override
  public void visitAnnotations(AnnotatedNode node) {
    node.getAnnotations().forEach(a -> out.typeUse(a.getClassNode()));
    super.visitAnnotations(node);
  }
}
