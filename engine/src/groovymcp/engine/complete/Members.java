package groovymcp.engine.complete;

import groovymcp.engine.types.TypeNames;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.codehaus.groovy.ast.ClassHelper;
import org.codehaus.groovy.ast.ClassNode;
import org.codehaus.groovy.ast.FieldNode;
import org.codehaus.groovy.ast.MethodNode;
import org.codehaus.groovy.ast.PropertyNode;
import org.codehaus.groovy.ast.tools.GeneralUtils;
import org.codehaus.groovy.transform.stc.ExtensionMethodCache;
import org.codehaus.groovy.transform.stc.ExtensionMethodNode;

/**
 * The members a receiver of a type offers, read from the compiler's {@link ClassNode}s: its own
 * and inherited methods (interfaces included), properties and fields, the properties Groovy reads
 * through getters ({@code "s".bytes}), and the GDK methods the extension-method cache lists for the
 * type and its supertypes ({@code ExtensionMethodCache}, docs/groovy-compiler-notes.md §3). For a class
 * receiver ({@code Math.}) only static members and static GDK extensions; for an instance, the
 * rest. Library classes show public members only. Items go to the list in alphabetical order.
 */
public final class Members {

  private Members() {}

  public static void addTo(CompletionItems items, ClassNode type, boolean staticOnly) {
    if (type == null) type = ClassHelper.OBJECT_TYPE;
    ClassNode t = type.isArray() ? type : ClassHelper.getWrapper(type).redirect();
    List<MethodNode> methods = new ArrayList<>();
    List<Object[]> properties = new ArrayList<>();
    Set<String> seenMethods = new LinkedHashSet<>();
    boolean instance = !staticOnly;

    for (ClassNode c : hierarchy(t)) {
      boolean source = c.getModule() != null;
      for (PropertyNode p : c.getProperties()) {
        if (staticOnly && !p.isStatic()) continue;
        properties.add(new Object[] { p.getName(), "property", TypeNames.display(p.getOriginType(), false) });
      }
      for (FieldNode f : c.getFields()) {
        if (f.isSynthetic() || f.getName().contains("$") || c.getProperty(f.getName()) != null) continue;
        if (!source && !f.isPublic()) continue;
        if (staticOnly && !f.isStatic()) continue;
        if (instance && f.isStatic() && !source) continue;
        properties.add(new Object[] {
          f.getName(),
          f.isEnum() ? "enumMember" : "field",
          TypeNames.display(f.getOriginType(), false),
        });
      }
      for (MethodNode m : c.getMethods()) {
        if (!visible(m, source)) continue;
        // A class receiver has static methods; an instance its own, plus the statics of source classes.
        if (staticOnly ? !m.isStatic() : m.isStatic() && !source) continue;
        if (
          seenMethods.add(m.getName() + m.getTypeDescriptor().substring(m.getTypeDescriptor().indexOf('(')))
        ) methods.add(m);
      }
    }
    // Getters read as properties in Groovy: getName() → name, isEmpty() → empty.
    if (instance) {
      for (MethodNode m : methods) {
        String p = propertyOfGetter(m);
        if (p != null) properties.add(new Object[] {
          p,
          "property",
          TypeNames.display(m.getReturnType(), false),
        });
      }
    }
    for (MethodNode m : gdk(t, staticOnly)) {
      if (
        seenMethods.add(
          "gdk:" + m.getName() + m.getTypeDescriptor().substring(m.getTypeDescriptor().indexOf('('))
        )
      ) methods.add(m);
    }

    properties.sort(Comparator.comparing(p -> ((String) p[0]).toLowerCase(Locale.ROOT)));
    methods.sort(
      Comparator.comparing((MethodNode m) -> m.getName().toLowerCase(Locale.ROOT)).thenComparingInt(
        m -> m.getParameters().length
      )
    );
    // An array's length is no field of any ClassNode.
    if (type.isArray() && instance) properties.add(new Object[] { "length", "field", "int" });
    // Fields and properties first (fewer, often what is wanted), then methods.
    for (Object[] p : properties) items.add((String) p[0], (String) p[1], (String) p[2], null);
    for (MethodNode m : methods) items.addMethod(m, "method");
  }

  /** The type, its superclasses, every interface they implement, then Object. */
  static List<ClassNode> hierarchy(ClassNode type) {
    Set<ClassNode> out = new LinkedHashSet<>();
    for (ClassNode c = type; c != null; c = c.getSuperClass()) {
      out.add(c.redirect());
      if (out.size() > 64) break;
    }
    for (ClassNode c : new ArrayList<>(out)) out.addAll(GeneralUtils.getInterfacesAndSuperInterfaces(c));
    out.add(ClassHelper.OBJECT_TYPE);
    return new ArrayList<>(out);
  }

  private static boolean visible(MethodNode m, boolean source) {
    String name = m.getName();
    if (m.isSynthetic() || name.startsWith("<") || name.contains("$")) return false;
    return source || m.isPublic();
  }

  private static String propertyOfGetter(MethodNode m) {
    if (m.isStatic() || m.getParameters().length > 0) return null;
    String n = m.getName();
    String rest;
    if (n.startsWith("get") && n.length() > 3 && !ClassHelper.isPrimitiveVoid(m.getReturnType())) rest =
      n.substring(3);
    else if (n.startsWith("is") && n.length() > 2 && ClassHelper.isPrimitiveBoolean(m.getReturnType())) rest =
      n.substring(2);
    else return null;
    if (!Character.isUpperCase(rest.charAt(0))) return null;
    if (rest.length() > 1 && Character.isUpperCase(rest.charAt(1))) return rest; // getURL() → URL
    return Character.toLowerCase(rest.charAt(0)) + rest.substring(1);
  }

  /** GDK methods for receivers of this type: instance extensions, or for a class receiver static ones. */
  static List<MethodNode> gdk(ClassNode type, boolean staticOnly) {
    Map<String, List<MethodNode>> cache = ExtensionMethodCache.INSTANCE.get(Members.class.getClassLoader());
    Set<String> keys = new LinkedHashSet<>();
    if (type.isArray()) {
      keys.add(type.getName());
      if (!ClassHelper.isPrimitiveType(type.getComponentType())) keys.add("[Ljava.lang.Object;");
    }
    for (ClassNode c : hierarchy(type)) keys.add(c.getName());
    List<MethodNode> out = new ArrayList<>();
    for (String k : keys) {
      List<MethodNode> list = cache.get(k);
      if (list == null) continue;
      for (MethodNode m : list) {
        boolean staticExtension = m instanceof ExtensionMethodNode e && e.isStaticExtension();
        if (staticExtension != staticOnly) continue;
        if (!Modifier.isPublic(m.getModifiers())) continue;
        out.add(m);
      }
    }
    return out;
  }
}
