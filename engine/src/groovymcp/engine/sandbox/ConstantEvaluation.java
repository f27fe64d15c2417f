package groovymcp.engine.sandbox;

import groovy.lang.GroovyClassLoader;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.codehaus.groovy.ast.ClassHelper;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.Variable;
import org.codehaus.groovy.ast.expr.AnnotationConstantExpression;
import org.codehaus.groovy.ast.expr.CastExpression;
import org.codehaus.groovy.ast.expr.ClassExpression;
import org.codehaus.groovy.ast.expr.ConstantExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.ListExpression;
import org.codehaus.groovy.ast.expr.PropertyExpression;
import org.codehaus.groovy.ast.expr.UnaryMinusExpression;
import org.codehaus.groovy.ast.expr.VariableExpression;
import org.codehaus.groovy.control.CompilerConfiguration;

/**
 * What {@code StaticTypeCheckingSupport.evaluateExpression} does instead, once layer 1 has rewritten
 * it ({@link NeverRunTransformer}): Groovy 4 evaluates some annotation members (an
 * {@code @AnnotationCollector}'s {@code mode} and {@code processor}, {@code @DelegatesTo}'s
 * {@code strategy} and {@code genericTypeIndex}, a {@code @Repeatable} container's
 * {@code @Retention}) by compiling the expression into a class, defining it and calling it. Here
 * the same values come from reading the AST, without defining or running anything: constants
 * (converted to the requested type), lists and arrays of them, class literals and enum or
 * static-final constants of the JDK's and Groovy's own classes, and static-final constants of
 * source classes. Anything else is not evaluated: a {@link SecurityException} with
 * {@link CodeNotRun#MESSAGE}, which the compile reports as a diagnostic.
 */
public final class ConstantEvaluation {

  private static final ClassLoader PLATFORM = ClassLoader.getPlatformClassLoader();
  private static final ClassLoader SYSTEM = ClassLoader.getSystemClassLoader();

  private ConstantEvaluation() {}

  /** The signature of the method it replaces; {@code config} and {@code loader} are not needed. */
  public static Object evaluate(Expression expr, CompilerConfiguration config, GroovyClassLoader loader) {
    ClassNode target = expr.getType();
    Expression inner = expr instanceof CastExpression cast ? cast.getExpression() : expr;
    return convert(valueOf(inner, target), target, expr);
  }

  private static Object valueOf(Expression e, ClassNode target) {
    if (e instanceof AnnotationConstantExpression) throw notEvaluated(e);
    if (e instanceof ConstantExpression constant) return constant.getValue();
    if (e instanceof CastExpression cast) return convert(
      valueOf(cast.getExpression(), cast.getType()),
      cast.getType(),
      cast
    );
    if (e instanceof UnaryMinusExpression minus) return negate(valueOf(minus.getExpression(), target), e);
    if (e instanceof ListExpression list) return listOf(list, target);
    if (e instanceof ClassExpression classExpression) {
      Class<?> c = trustedClass(classExpression.getType());
      if (c == null) throw notEvaluated(e);
      return c;
    }
    if (
      e instanceof PropertyExpression property && property.getProperty() instanceof ConstantExpression name
    ) {
      Expression owner = property.getObjectExpression();
      if (owner instanceof ClassExpression && name.getValue() instanceof String field) {
        return staticConstant(owner.getType(), field, e);
      }
    }
    if (e instanceof VariableExpression variable) {
      Variable accessed = variable.getAccessedVariable();
      if (accessed instanceof FieldNode field) return staticConstant(
        field.getDeclaringClass(),
        field.getName(),
        e
      );
    }
    throw notEvaluated(e);
  }

  private static Object listOf(ListExpression list, ClassNode target) {
    if (target != null && target.isArray()) {
      ClassNode component = target.getComponentType();
      Class<?> type = ClassHelper.isStringType(component) ? String.class : trustedClass(component);
      if (type == null) throw notEvaluated(list);
      Object array = Array.newInstance(type, list.getExpressions().size());
      for (int i = 0; i < list.getExpressions().size(); i++) {
        Expression item = list.getExpressions().get(i);
        Array.set(array, i, convert(valueOf(item, component), component, item));
      }
      return array;
    }
    List<Object> values = new ArrayList<>();
    for (Expression item : list.getExpressions()) values.add(valueOf(item, null));
    return values;
  }

  /** An enum or static-final constant: read from a trusted class, or from a source field's constant initializer. */
  private static Object staticConstant(ClassNode owner, String name, Expression at) {
    FieldNode declared = owner.getField(name);
    if (
      declared != null &&
      declared.isStatic() &&
      declared.isFinal() &&
      declared.getInitialValueExpression() instanceof ConstantExpression constant &&
      !(constant instanceof AnnotationConstantExpression)
    ) {
      return constant.getValue();
    }
    Class<?> c = trustedClass(owner);
    if (c == null) throw notEvaluated(at);
    try {
      Field f = c.getField(name);
      if (!Modifier.isStatic(f.getModifiers()) || !Modifier.isFinal(f.getModifiers())) throw notEvaluated(at);
      return f.get(null);
    } catch (ReflectiveOperationException e) {
      throw notEvaluated(at);
    }
  }

  /** The class behind {@code type} when it is the JDK's or the engine's own (never a source or classpath class). */
  private static Class<?> trustedClass(ClassNode type) {
    if (type == null || type.isPrimaryClassNode()) return null;
    if (ClassHelper.isPrimitiveType(type)) return type.getTypeClass();
    if (!type.isResolved()) return null;
    Class<?> c;
    try {
      c = type.getTypeClass();
    } catch (RuntimeException | LinkageError e) {
      return null;
    }
    ClassLoader loader = c.getClassLoader();
    return loader == null || loader == PLATFORM || loader == SYSTEM ? c : null;
  }

  private static Object negate(Object value, Expression at) {
    if (value instanceof Integer i) return -i;
    if (value instanceof Long l) return -l;
    if (value instanceof Double d) return -d;
    if (value instanceof Float f) return -f;
    if (value instanceof Short s) return (short) -s;
    if (value instanceof Byte b) return (byte) -b;
    if (value instanceof java.math.BigInteger b) return b.negate();
    if (value instanceof java.math.BigDecimal b) return b.negate();
    throw notEvaluated(at);
  }

  /** The value as {@code target} wants it (an {@code int} strategy from an {@code Integer} constant, ...). */
  private static Object convert(Object value, ClassNode target, Expression at) {
    if (value == null || target == null) return value;
    ClassNode wrapper = ClassHelper.getWrapper(target);
    if (value instanceof Number n) {
      if (wrapper.equals(ClassHelper.Integer_TYPE)) return n.intValue();
      if (wrapper.equals(ClassHelper.Long_TYPE)) return n.longValue();
      if (wrapper.equals(ClassHelper.Short_TYPE)) return n.shortValue();
      if (wrapper.equals(ClassHelper.Byte_TYPE)) return n.byteValue();
      if (wrapper.equals(ClassHelper.Double_TYPE)) return n.doubleValue();
      if (wrapper.equals(ClassHelper.Float_TYPE)) return n.floatValue();
    }
    if (ClassHelper.isStringType(target) && !(value instanceof String)) {
      if (value instanceof Character || value instanceof groovy.lang.GString) return value.toString();
      throw notEvaluated(at);
    }
    return value;
  }

  private static SecurityException notEvaluated(Expression e) {
    String text = e.getText();
    if (text.length() > 60) text = text.substring(0, 57) + "...";
    return new SecurityException(CodeNotRun.MESSAGE + " (" + text + ")");
  }
}
