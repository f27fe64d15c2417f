package groovymcp.engine.types;

import org.codehaus.groovy.ast.ClassHelper;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.ConstructorNode;
import org.codehaus.groovy.ast.GenericsType;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.Parameter;

/**
 * How types and method signatures read in answers (describe's {@code type} and {@code
 * signature}, signature labels): Java-like, with generics ({@code java.util.List<java.lang.Integer>},
 * {@code String greet(String name)}). The compiler's own {@code ClassNode.toString} adds its
 * redirect ({@code List<Integer> -> List<E>}), which is not for readers.
 */
public final class TypeNames {

  private static final int MAX_DEPTH = 8;

  private TypeNames() {}

  /** {@code java.util.List<java.lang.Integer>} (qualified) or {@code List<Integer>}; null → null. */
  public static String display(ClassNode type, boolean qualified) {
    if (type == null) return null;
    StringBuilder sb = new StringBuilder();
    append(sb, type, qualified, 0);
    return sb.toString();
  }

  private static void append(StringBuilder sb, ClassNode type, boolean qualified, int depth) {
    if (type.isArray()) {
      append(sb, type.getComponentType(), qualified, depth);
      sb.append("[]");
      return;
    }
    if (type.isGenericsPlaceHolder()) {
      sb.append(type.getUnresolvedName());
      return;
    }
    sb.append(qualified ? type.getName().replace('$', '.') : simpleName(type));
    GenericsType[] generics = type.getGenericsTypes();
    if (generics == null || generics.length == 0 || depth >= MAX_DEPTH) return;
    sb.append('<');
    for (int i = 0; i < generics.length; i++) {
      if (i > 0) sb.append(", ");
      append(sb, generics[i], qualified, depth + 1);
    }
    sb.append('>');
  }

  private static void append(StringBuilder sb, GenericsType g, boolean qualified, int depth) {
    if (g.isPlaceholder()) {
      sb.append(g.getName());
      return;
    }
    if (g.isWildcard()) {
      sb.append('?');
      if (g.getUpperBounds() != null) {
        sb.append(" extends ");
        bounds(sb, g.getUpperBounds(), qualified, depth);
      } else if (g.getLowerBound() != null) {
        sb.append(" super ");
        append(sb, g.getLowerBound(), qualified, depth);
      }
      return;
    }
    append(sb, g.getType(), qualified, depth);
  }

  private static void bounds(StringBuilder sb, ClassNode[] bounds, boolean qualified, int depth) {
    for (int i = 0; i < bounds.length; i++) {
      if (i > 0) sb.append(" & ");
      append(sb, bounds[i], qualified, depth);
    }
  }

  /** {@code Outer.Inner} for a nested class, {@code C} for {@code a.b.C}. */
  public static String simpleName(ClassNode type) {
    return type.getNameWithoutPackage().replace('$', '.');
  }

  /**
   * {@code String greet(String name)}, {@code <T> T first(List<T> items)}, {@code Greeter(String
   * name)} for a constructor; simple type names, {@code def} where the source left the type out.
   */
  public static String signature(MethodNode method) {
    StringBuilder sb = new StringBuilder();
    GenericsType[] generics = method.getGenericsTypes();
    if (generics != null && generics.length > 0) {
      sb.append('<');
      for (int i = 0; i < generics.length; i++) {
        if (i > 0) sb.append(", ");
        GenericsType g = generics[i];
        sb.append(g.getName());
        ClassNode[] upper = g.getUpperBounds();
        boolean onlyObject = upper != null && upper.length == 1 && ClassHelper.isObjectType(upper[0]);
        if (upper != null && !onlyObject) {
          sb.append(" extends ");
          bounds(sb, g.getUpperBounds(), false, 0);
        }
      }
      sb.append("> ");
    }
    if (method instanceof ConstructorNode) {
      sb.append(simpleName(method.getDeclaringClass()));
    } else {
      sb.append(declared(method.getReturnType(), method.isDynamicReturnType()))
        .append(' ')
        .append(method.getName());
    }
    sb.append(parameters(method.getParameters()));
    return sb.toString();
  }

  /** {@code (String name, int... counts)}. */
  public static String parameters(Parameter[] parameters) {
    StringBuilder sb = new StringBuilder("(");
    for (int i = 0; i < parameters.length; i++) {
      if (i > 0) sb.append(", ");
      sb.append(parameter(parameters[i], i == parameters.length - 1));
    }
    return sb.append(')').toString();
  }

  /** {@code String name}; the last array parameter of a method reads as varargs. */
  public static String parameter(Parameter p, boolean last) {
    ClassNode type = p.getOriginType() != null ? p.getOriginType() : p.getType();
    String t = declared(type, p.isDynamicTyped());
    if (last && type.isArray() && t.endsWith("[]")) t = t.substring(0, t.length() - 2) + "...";
    return t + " " + p.getName();
  }

  private static String declared(ClassNode type, boolean dynamic) {
    if (type == null || (dynamic && ClassHelper.isObjectType(type))) return "def";
    return display(type, false);
  }
}
