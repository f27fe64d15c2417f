package groovymcp.engine.ast;

import groovymcp.engine.types.TypeFacts;
import java.util.IdentityHashMap;
import org.apache.groovy.util.BeanUtils;
import org.codehaus.groovy.ast.ASTNode;
import org.codehaus.groovy.ast.ClassHelper;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.DynamicVariable;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.Parameter;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.Variable;
import org.codehaus.groovy.ast.expr.ArgumentListExpression;
import org.codehaus.groovy.ast.expr.ClassExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.TupleExpression;
import org.codehaus.groovy.ast.expr.VariableExpression;
import org.codehaus.groovy.transform.trait.Traits;

/**
 * What a name used in the compiled buffers refers to, for {@link AstIndexVisitor}: the walk finds
 * a usage, this finds its declaration in the compiled classes (never in a library class), from
 * what the type checker selected or, without it, from the receiver's static type and the name.
 * The split follows groovy-language-server: visiting the tree apart from resolving what it names.
 */
final class MemberResolver {

  private static final ClassNode TRAIT_BRIDGE = ClassHelper.make(Traits.TraitBridge.class);

  private final IdentityHashMap<ModuleNode, Integer> modules;

  MemberResolver(IdentityHashMap<ModuleNode, Integer> modules) {
    this.modules = modules;
  }

  /** Whether a type is a class of the compiled buffers (not an array, a placeholder or a library class). */
  boolean isCompiled(ClassNode type) {
    return (
      type != null &&
      !type.isArray() &&
      !type.isGenericsPlaceHolder() &&
      modules.containsKey(type.redirect().getModule())
    );
  }

  /** The static type of a receiver: a class literal, the type checker's inference, or a typed variable's type. */
  static ClassNode staticType(Expression object) {
    if (object instanceof ClassExpression ce) return ce.getType();
    ClassNode inferred = TypeFacts.inferredType(object);
    if (inferred != null) return inferred;
    if (object instanceof VariableExpression ve && !ve.isThisExpression() && !ve.isSuperExpression()) {
      Variable v = ve.getAccessedVariable();
      if (v != null && !v.isDynamicTyped() && !(v instanceof DynamicVariable)) return v.getOriginType();
    }
    return null;
  }

  /** A property or field named so in the class or its compiled superclasses, or null. */
  ASTNode propertyOrField(ClassNode type, String name) {
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
  MethodNode declared(MethodNode selected) {
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
  PropertyNode accessedProperty(MethodNode selected) {
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

  /** The method a pointer ({@code g.&greet}) names: the only one of that name in the receiver's classes, or null. */
  MethodNode onlyMethodNamed(ClassNode receiver, String name) {
    if (!isCompiled(receiver)) return null;
    MethodNode only = null;
    int count = 0;
    for (ClassNode c = receiver.redirect(); c != null; c = c.getSuperClass()) {
      for (MethodNode m : c.getMethods(name)) {
        count++;
        only = m;
      }
    }
    return count == 1 && only.getLineNumber() > 0 && isCompiled(only.getDeclaringClass()) ? only : null;
  }

  /**
   * Whether {@code new T(key: value)} sets T's properties through Groovy's map constructor: T is
   * compiled and declares no constructor whose first parameter takes a Map.
   */
  boolean takesNamedArguments(ClassNode type) {
    if (!isCompiled(type)) return false;
    for (ConstructorNode c : type.redirect().getDeclaredConstructors()) {
      Parameter[] ps = c.getParameters();
      if (ps.length == 0) continue;
      ClassNode first = ps[0].getType().redirect();
      if (
        ClassHelper.isObjectType(first) ||
        first.equals(ClassHelper.MAP_TYPE) ||
        first.implementsInterface(ClassHelper.MAP_TYPE)
      ) return false;
    }
    return true;
  }

  /** The one method of that name whose parameter count fits the arguments, in a compiled class. */
  MethodNode uniqueByName(ClassNode owner, String name, Expression args) {
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
}
