package groovymcp.engine.ast;

import groovymcp.engine.ast.AstIndex.Kind;
import groovymcp.engine.ast.AstIndex.Occurrence;
import groovymcp.engine.ast.AstIndex.Spelling;
import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.text.LexedTokens;
import groovymcp.engine.types.TypeFacts;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.function.Consumer;
import org.apache.groovy.util.BeanUtils;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.AnnotatedNode;
import org.codehaus.groovy.ast.ClassCodeVisitorSupport;
import org.codehaus.groovy.ast.ClassHelper;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.DynamicVariable;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.GenericsType;
import org.codehaus.groovy.ast.ImportNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.Variable;
import org.codehaus.groovy.ast.expr.ArgumentListExpression;
import org.codehaus.groovy.ast.expr.CastExpression;
import org.codehaus.groovy.ast.expr.ClassExpression;
import org.codehaus.groovy.ast.expr.ClosureExpression;
import org.codehaus.groovy.ast.expr.ConstantExpression;
import org.codehaus.groovy.ast.expr.ConstructorCallExpression;
import org.codehaus.groovy.ast.expr.DeclarationExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.MapEntryExpression;
import org.codehaus.groovy.ast.expr.MapExpression;
import org.codehaus.groovy.ast.expr.MethodCallExpression;
import org.codehaus.groovy.ast.expr.MethodPointerExpression;
import org.codehaus.groovy.ast.expr.PropertyExpression;
import org.codehaus.groovy.ast.expr.StaticMethodCallExpression;
import org.codehaus.groovy.ast.expr.TupleExpression;
import org.codehaus.groovy.ast.expr.VariableExpression;
import org.codehaus.groovy.ast.stmt.CatchStatement;
import org.codehaus.groovy.ast.stmt.ForStatement;
import org.codehaus.groovy.control.SourceUnit;
import org.codehaus.groovy.transform.trait.Traits;

/** Walks one module for {@link AstIndex}: declarations and the usages the compiler bound. */
final class AstIndexVisitor extends ClassCodeVisitorSupport {

  private final CompiledBuffer buffer;
  private final IdentityHashMap<ModuleNode, Integer> modules;
  private final Consumer<Occurrence> sink;
  private final IdentityHashMap<ASTNode, Boolean> declaredVariables = new IdentityHashMap<>();
  private ClassNode currentClass;

  AstIndexVisitor(
    CompiledBuffer buffer,
    IdentityHashMap<ModuleNode, Integer> modules,
    Consumer<Occurrence> sink
  ) {
    this.buffer = buffer;
    this.modules = modules;
    this.sink = sink;
  }

  @Override
  protected SourceUnit getSourceUnit() {
    return buffer.module().getContext();
  }

  void visitModule(ModuleNode module) {
    // Imports name classes too: renaming a class must rename `import a.B` (an alias is its own name).
    for (ImportNode i : module.getImports()) typeUse(i.getType(), NameRanges.fullRange(i));
    for (ImportNode i : module.getStaticImports().values()) typeUse(i.getType(), NameRanges.fullRange(i));
    for (ImportNode i : module.getStaticStarImports().values()) typeUse(i.getType(), NameRanges.fullRange(i));
    for (ClassNode cn : module.getClasses()) {
      if (isGenerated(cn)) continue;
      currentClass = cn;
      if (!cn.isScript()) {
        declare(cn);
        typeUse(cn.getUnresolvedSuperClass(false));
        for (ClassNode i : cn.getUnresolvedInterfaces(false)) typeUse(i);
      }
      visitClass(cn);
    }
  }

  /** Trait helpers and other classes a transform added have no source of their own. */
  static boolean isGenerated(ClassNode cn) {
    return (cn.getLineNumber() < 1 && !cn.isScript()) || cn.getName().contains("$Trait$");
  }

  private LexedTokens tokens() {
    return buffer.tokens();
  }

  // --- declarations -------------------------------------------------------------------------

  private void declare(ASTNode node) {
    ASTNode decl = AstIndex.canonical(node);
    int[] r = NameRanges.of(node, tokens());
    if (r == null) return;
    sink.accept(
      new Occurrence(
        buffer.index(),
        r[0],
        r[1],
        r[2],
        r[3],
        decl,
        AstIndex.kindOf(decl),
        true,
        false,
        Spelling.NAME
      )
    );
  }

  private void use(ASTNode decl, int[] r, boolean byName) {
    use(decl, r, byName, Spelling.NAME);
  }

  private void use(ASTNode decl, int[] r, boolean byName, Spelling spelling) {
    if (decl == null || r == null) return;
    ASTNode canonical = AstIndex.canonical(decl);
    sink.accept(
      new Occurrence(
        buffer.index(),
        r[0],
        r[1],
        r[2],
        r[3],
        canonical,
        AstIndex.kindOf(canonical),
        false,
        byName,
        spelling
      )
    );
  }

  @Override
  public void visitField(FieldNode node) {
    if (!node.isSynthetic() && node.getLineNumber() > 0) {
      // A property's backing field is declared once, as the property.
      if (AstIndex.canonical(node) == node) declare(node);
      typeUse(node.getOriginType());
    }
    super.visitField(node);
  }

  @Override
  public void visitProperty(PropertyNode node) {
    if (!node.isSynthetic()) {
      declare(node);
      // A property's backing field is synthetic, so visitField skips it: its type is used here.
      typeUse(node.getOriginType());
    }
    super.visitProperty(node);
  }

  @Override
  protected void visitConstructorOrMethod(MethodNode node, boolean isConstructor) {
    boolean scriptEntry =
      currentClass.isScript() && (node.getName().equals("run") || node.getName().equals("main"));
    if (!node.isSynthetic() && node.getLineNumber() > 0 && !scriptEntry) {
      declare(node);
      if (!isConstructor) typeUse(node.getReturnType());
      for (ClassNode e : node.getExceptions()) typeUse(e);
    }
    for (Parameter p : node.getParameters()) declareParameter(p);
    super.visitConstructorOrMethod(node, isConstructor);
  }

  private void declareParameter(Parameter p) {
    if (p.getLineNumber() < 1) return;
    declare(p);
    typeUse(p.getOriginType());
    if (p.hasInitialExpression()) p.getInitialExpression().visit(this);
  }

  @Override
  public void visitClosureExpression(ClosureExpression expression) {
    Parameter[] params = expression.getParameters();
    if (params != null) for (Parameter p : params) declareParameter(p);
    super.visitClosureExpression(expression);
  }

  @Override
  public void visitForLoop(ForStatement forLoop) {
    Parameter v = forLoop.getVariable();
    if (v != null && v != ForStatement.FOR_LOOP_DUMMY) declareParameter(v);
    super.visitForLoop(forLoop);
  }

  @Override
  public void visitCatchStatement(CatchStatement statement) {
    declareParameter(statement.getVariable());
    super.visitCatchStatement(statement);
  }

  @Override
  public void visitDeclarationExpression(DeclarationExpression expression) {
    List<VariableExpression> vars = new ArrayList<>();
    if (expression.isMultipleAssignmentDeclaration()) {
      for (Expression e : expression.getTupleExpression().getExpressions()) {
        if (e instanceof VariableExpression ve) vars.add(ve);
      }
    } else {
      vars.add(expression.getVariableExpression());
    }
    for (VariableExpression ve : vars) {
      declaredVariables.put(ve, Boolean.TRUE);
      declare(ve);
      typeUse(ve.getOriginType());
    }
    super.visitDeclarationExpression(expression);
  }

  // --- usages ---------------------------------------------------------------------------------

  @Override
  public void visitVariableExpression(VariableExpression expression) {
    if (!declaredVariables.containsKey(expression) && expression.getLineNumber() > 0) {
      Variable v = expression.getAccessedVariable();
      ASTNode decl =
        v instanceof ASTNode n &&
        (v instanceof VariableExpression ||
          v instanceof Parameter ||
          v instanceof FieldNode ||
          v instanceof PropertyNode)
          ? n
          : null;
      if (decl != null && decl != expression) use(decl, NameRanges.fullRange(expression), false);
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
    int[] range = nameIn(expression.getName(), NameRanges.fullRange(expression));
    PropertyNode property = accessedProperty(selected);
    if (property != null && property.getName().equals(expression.getName())) {
      use(property, range, false);
      return;
    }
    MethodNode accessor = declared(selected);
    if (accessor != null) use(accessor, range, false, Spelling.PROPERTY);
  }

  @Override
  public void visitMethodPointerExpression(MethodPointerExpression expression) {
    // `g.&greet`, `Greeter::greet`: the method of that name when the receiver's static type has one only.
    Expression object = expression.getExpression();
    ClassNode receiver =
      object instanceof VariableExpression ve && ve.isThisExpression()
        ? enclosingClass()
        : staticType(object);
    if (
      isCompiled(receiver) &&
      expression.getMethodName() instanceof ConstantExpression name &&
      name.getValue() instanceof String text
    ) {
      MethodNode only = null;
      int count = 0;
      for (ClassNode c = receiver.redirect(); c != null; c = c.getSuperClass()) {
        for (MethodNode m : c.getMethods(text)) {
          count++;
          only = m;
        }
      }
      if (count == 1 && only.getLineNumber() > 0 && isCompiled(only.getDeclaringClass())) {
        use(only, nameIn(text, NameRanges.fullRange(name)), false);
      }
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
      if (f != null) use(f, NameRanges.fullRange(property), false);
      else memberOfTypedReceiver(expression, owner, c);
    } else if (property instanceof ConstantExpression c && !expression.isSpreadSafe()) {
      memberOfTypedReceiver(expression, staticType(object), c);
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
    if (!isCompiled(receiver) || receiver.implementsInterface(ClassHelper.MAP_TYPE)) return;
    int[] range = nameIn(name.getText(), NameRanges.fullRange(name));
    ASTNode member = propertyOrField(receiver, name.getText());
    if (member != null) {
      use(member, range, false);
      return;
    }
    MethodNode accessor = declared(TypeFacts.selectedMethod(expression));
    if (accessor != null) use(accessor, range, false, Spelling.PROPERTY);
  }

  /** The static type of a receiver: a class literal, the type checker's inference, or a typed variable's type. */
  private static ClassNode staticType(Expression object) {
    if (object instanceof ClassExpression ce) return ce.getType();
    ClassNode inferred = TypeFacts.inferredType(object);
    if (inferred != null) return inferred;
    if (object instanceof VariableExpression ve && !ve.isThisExpression() && !ve.isSuperExpression()) {
      Variable v = ve.getAccessedVariable();
      if (v != null && !v.isDynamicTyped() && !(v instanceof DynamicVariable)) return v.getOriginType();
    }
    return null;
  }

  private boolean isCompiled(ClassNode type) {
    return (
      type != null &&
      !type.isArray() &&
      !type.isGenericsPlaceHolder() &&
      modules.containsKey(type.redirect().getModule())
    );
  }

  /** A property or field named so in the class or its compiled superclasses, or null. */
  private ASTNode propertyOrField(ClassNode type, String name) {
    for (ClassNode c = type.redirect(); isCompiled(c); c = c.getSuperClass()) {
      PropertyNode p = c.getProperty(name);
      if (p != null) return p;
      FieldNode f = c.getDeclaredField(name);
      if (f != null) return f;
    }
    return null;
  }

  /**
   * The source declaration of a method the type checker selected in a compiled class, or null (a
   * library method, or one it made up for a property accessor). The checker may hand a copy of a
   * declared method: map it back to the declared node by its parameters.
   */
  private MethodNode declared(MethodNode selected) {
    if (selected == null || !isCompiled(selected.getDeclaringClass())) return null;
    if (selected.getLineNumber() < 1 && !selected.getAnnotations(TRAIT_BRIDGE).isEmpty()) return traitMethod(
      selected
    );
    if (selected.getLineNumber() > 0 && !selected.isSynthetic()) {
      ClassNode owner = selected.getDeclaringClass().redirect();
      MethodNode same =
        selected instanceof ConstructorNode
          ? owner.getDeclaredConstructor(selected.getParameters())
          : owner.getDeclaredMethod(selected.getName(), selected.getParameters());
      return same != null ? same : selected;
    }
    return null;
  }

  private static final ClassNode TRAIT_BRIDGE = ClassHelper.make(Traits.TraitBridge.class);

  /**
   * A class implementing a trait gets a generated forwarder for each trait method (a {@code
   * TraitBridge}, no position); a call the type checker bound to it calls the trait's method.
   */
  private MethodNode traitMethod(MethodNode bridge) {
    for (ClassNode i : bridge.getDeclaringClass().redirect().getAllInterfaces()) {
      if (!Traits.isTrait(i) || !isCompiled(i)) continue;
      MethodNode m = i.redirect().getDeclaredMethod(bridge.getName(), bridge.getParameters());
      if (m != null && m.getLineNumber() > 0) return m;
    }
    return null;
  }

  /** The property behind an accessor the type checker selected ({@code getName}, {@code setName}, {@code isActive}). */
  private PropertyNode accessedProperty(MethodNode selected) {
    if (
      selected == null || selected.getLineNumber() > 0 || !isCompiled(selected.getDeclaringClass())
    ) return null;
    String name = selected.getName();
    for (ClassNode c = selected.getDeclaringClass().redirect(); isCompiled(c); c = c.getSuperClass()) {
      for (PropertyNode p : c.getProperties()) {
        String cap = BeanUtils.capitalize(p.getName());
        if (name.equals("get" + cap) || name.equals("set" + cap) || name.equals("is" + cap)) return p;
      }
    }
    return null;
  }

  @Override
  public void visitMethodCallExpression(MethodCallExpression call) {
    Expression object = call.getObjectExpression();
    if (
      call.getMethod() instanceof ConstantExpression name &&
      !bindSelected(call, nameIn(name.getText(), NameRanges.fullRange(name)))
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
        if (target == null) target = uniqueByName(receiver, name.getText(), call.getArguments());
        if (target != null) use(target, NameRanges.fullRange(name), byName);
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
    MethodNode method = declared(selected);
    if (method != null) {
      use(method, nameRange, false);
      return true;
    }
    PropertyNode property = accessedProperty(selected);
    if (property != null) {
      use(property, nameRange, false, Spelling.ACCESSOR);
      return true;
    }
    return false;
  }

  @Override
  public void visitStaticMethodCallExpression(StaticMethodCallExpression call) {
    if (call.getLineNumber() > 0) {
      LexedTokens.Tok t = tokens().findName(
        call.getMethod(),
        call.getLineNumber(),
        call.getColumnNumber(),
        call.getLastLineNumber(),
        call.getLastColumnNumber(),
        true
      );
      int[] range = t == null ? null : new int[] { t.line(), t.column() + 1, t.endLine(), t.endColumn() + 1 };
      if (range != null && !bindSelected(call, range)) {
        MethodNode target = uniqueByName(call.getOwnerType(), call.getMethod(), call.getArguments());
        if (target != null) use(target, range, true);
      }
    }
    super.visitStaticMethodCallExpression(call);
  }

  @Override
  public void visitConstructorCallExpression(ConstructorCallExpression call) {
    if (!call.isSuperCall() && !call.isThisCall()) {
      typeUse(call.getType(), NameRanges.fullRange(call));
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
    if (
      !isCompiled(type) ||
      !(call.getArguments() instanceof TupleExpression args) ||
      args.getExpressions().size() != 1
    ) return;
    if (!(args.getExpression(0) instanceof MapExpression map)) return;
    for (ConstructorNode c : type.redirect().getDeclaredConstructors()) {
      Parameter[] ps = c.getParameters();
      if (ps.length == 0) continue;
      ClassNode first = ps[0].getType().redirect();
      if (
        ClassHelper.isObjectType(first) ||
        first.equals(ClassHelper.MAP_TYPE) ||
        first.implementsInterface(ClassHelper.MAP_TYPE)
      ) return;
    }
    for (MapEntryExpression e : map.getMapEntryExpressions()) {
      if (
        !(e.getKeyExpression() instanceof ConstantExpression key) || !(key.getValue() instanceof String name)
      ) continue;
      ASTNode member = propertyOrField(type, name);
      if (member != null) use(member, nameIn(name, NameRanges.fullRange(key)), false);
    }
  }

  @Override
  public void visitClassExpression(ClassExpression expression) {
    typeUse(expression.getType(), NameRanges.fullRange(expression));
    super.visitClassExpression(expression);
  }

  @Override
  public void visitCastExpression(CastExpression expression) {
    typeUse(expression.getType());
    super.visitCastExpression(expression);
  }

  @Override
  public void visitAnnotations(AnnotatedNode node) {
    node.getAnnotations().forEach(a -> typeUse(a.getClassNode()));
    super.visitAnnotations(node);
  }

  private ClassNode enclosingClass() {
    return currentClass;
  }

  /** The one method of that name whose parameter count fits the arguments, in a compiled class. */
  private MethodNode uniqueByName(ClassNode owner, String name, Expression args) {
    if (owner == null || name == null || !modules.containsKey(owner.redirect().getModule())) return null;
    int argc =
      args instanceof TupleExpression t
        ? t.getExpressions().size()
        : args instanceof ArgumentListExpression a
          ? a.getExpressions().size()
          : 1;
    MethodNode found = null;
    for (MethodNode m : owner.redirect().getMethods(name)) {
      if (m.getLineNumber() < 1) continue;
      int required = 0;
      for (Parameter p : m.getParameters()) if (!p.hasInitialExpression()) required++;
      int max = m.getParameters().length;
      boolean varargs = max > 0 && m.getParameters()[max - 1].getType().isArray();
      if (argc < required || (argc > max && !varargs)) continue;
      if (found != null) return null;
      found = m;
    }
    return found;
  }

  /** The identifier token spelling {@code name} inside a range (a quoted name has none), or null. */
  private int[] nameIn(String name, int[] within) {
    if (within == null) return null;
    LexedTokens.Tok t = tokens().findName(name, within[0], within[1], within[2], within[3], false);
    return t == null ? null : new int[] { t.line(), t.column() + 1, t.endLine(), t.endColumn() + 1 };
  }

  // --- types ----------------------------------------------------------------------------------

  private void typeUse(ClassNode type) {
    typeUse(type, NameRanges.fullRange(type));
  }

  /** A reference to a class: the simple name inside {@code within} (a type node or an expression). */
  private void typeUse(ClassNode type, int[] within) {
    if (type == null || within == null) return;
    if (type.isGenericsPlaceHolder() || (type.getLineNumber() < 1 && within == null)) return;
    ClassNode target = type.redirect();
    if (target.isArray()) target = target.getComponentType().redirect();
    // Primitive types and void are keywords, not class references.
    if (ClassHelper.isPrimitiveType(target) || ClassHelper.isPrimitiveVoid(target)) return;
    String simple = NameRanges.simpleName(target);
    LexedTokens.Tok t = tokens().findName(simple, within[0], within[1], within[2], within[3], false);
    if (t != null) use(target, new int[] { t.line(), t.column() + 1, t.endLine(), t.endColumn() + 1 }, false);
    GenericsType[] generics = type.getGenericsTypes();
    if (generics != null) {
      for (GenericsType g : generics) {
        if (g.getType() != null && g.getType() != type && g.getType().getLineNumber() > 0) typeUse(
          g.getType()
        );
      }
    }
  }
}
