package groovymcp.inventory;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shape of a classpath payload class that a compile would accept where an annotation member
 * asks for {@code Class<? extends Bound>}: it extends or implements the bound and overrides every
 * abstract method, each body calling {@code ran()} (written by the corpus: marker, throw).
 * The bound is looked up without initializing it ({@code Class.forName(name, false, loader)}).
 */
final class PayloadShape {

  static Map<String, Object> of(String boundInternalName, ClassLoader loader) {
    Map<String, Object> shape = new LinkedHashMap<>();
    Class<?> bound = load(boundInternalName, loader);
    String superClause = "";
    String superCall = "";
    String superParams = "";
    List<String> methods = new ArrayList<>();
    if (bound != null && !Modifier.isFinal(bound.getModifiers()) && Modifier.isPublic(bound.getModifiers())) {
      String name = bound.getCanonicalName();
      if (bound.isInterface()) superClause = "implements " + name;
      else {
        superClause = "extends " + name;
        superCall = superCall(bound);
        superParams = superParams(bound);
      }
      for (Method m : abstractMethods(bound)) methods.add(stub(m));
    }
    shape.put("bound", bound == null ? null : bound.getName());
    shape.put("superClause", superClause);
    shape.put("superCall", superCall);
    // A constructor with the super constructor's parameters too: a loader may look up exactly that
    // one (type-checking extensions take the StaticTypeCheckingVisitor).
    shape.put("superParams", superParams);
    shape.put("methods", methods);
    return shape;
  }

  private static Class<?> load(String internalName, ClassLoader loader) {
    if (internalName == null) return null;
    try {
      return Class.forName(internalName.replace('/', '.'), false, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      return null;
    }
  }

  private static Constructor<?> fewestParameters(Class<?> bound) {
    Constructor<?> best = null;
    for (Constructor<?> c : bound.getDeclaredConstructors()) {
      if (!Modifier.isPublic(c.getModifiers()) && !Modifier.isProtected(c.getModifiers())) continue;
      if (best == null || c.getParameterCount() < best.getParameterCount()) best = c;
    }
    return best;
  }

  private static String superParams(Class<?> bound) {
    Constructor<?> best = fewestParameters(bound);
    if (best == null) return "";
    List<String> params = new ArrayList<>();
    Class<?>[] types = best.getParameterTypes();
    for (int i = 0; i < types.length; i++) params.add(types[i].getCanonicalName() + " a" + i);
    return String.join(", ", params);
  }

  /** {@code super(null, …)} with the fewest arguments a public or protected constructor takes. */
  private static String superCall(Class<?> bound) {
    Constructor<?> best = fewestParameters(bound);
    if (best == null || best.getParameterCount() == 0) return "";
    List<String> args = new ArrayList<>();
    for (Class<?> p : best.getParameterTypes()) args.add("(" + p.getCanonicalName() + ") " + defaultValue(p));
    return "super(" + String.join(", ", args) + ");";
  }

  private static List<Method> abstractMethods(Class<?> bound) {
    Map<String, Method> out = new LinkedHashMap<>();
    List<Method> candidates = new ArrayList<>(List.of(bound.getMethods()));
    for (Class<?> c = bound; c != null; c = c.getSuperclass()) candidates.addAll(
      List.of(c.getDeclaredMethods())
    );
    for (Method m : candidates) {
      if (!Modifier.isAbstract(m.getModifiers()) || isImplemented(bound, m)) continue;
      out.putIfAbsent(m.getName() + java.util.Arrays.toString(m.getParameterTypes()), m);
    }
    return new ArrayList<>(out.values());
  }

  private static boolean isImplemented(Class<?> bound, Method m) {
    for (Class<?> c = bound; c != null; c = c.getSuperclass()) {
      try {
        Method found = c.getDeclaredMethod(m.getName(), m.getParameterTypes());
        if (!Modifier.isAbstract(found.getModifiers())) return true;
      } catch (NoSuchMethodException e) {
        // not declared here: look further up
      }
    }
    return false;
  }

  private static String stub(Method m) {
    List<String> params = new ArrayList<>();
    Class<?>[] types = m.getParameterTypes();
    for (int i = 0; i < types.length; i++) params.add(types[i].getCanonicalName() + " a" + i);
    Class<?> r = m.getReturnType();
    String ret = r == void.class ? "" : " return " + defaultValue(r) + ";";
    return (
      "public " +
      r.getCanonicalName() +
      " " +
      m.getName() +
      "(" +
      String.join(", ", params) +
      ") { ran();" +
      ret +
      " }"
    );
  }

  private static String defaultValue(Class<?> type) {
    if (!type.isPrimitive()) return "null";
    if (type == boolean.class) return "false";
    if (type == char.class) return "'c'";
    return "(" + type.getName() + ") 0";
  }
}
