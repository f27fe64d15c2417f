package groovymcp.inventory;

import groovyjarjarasm.asm.ClassReader;
import groovyjarjarasm.asm.Opcodes;
import groovyjarjarasm.asm.Type;
import groovyjarjarasm.asm.tree.AbstractInsnNode;
import groovyjarjarasm.asm.tree.AnnotationNode;
import groovyjarjarasm.asm.tree.ClassNode;
import groovyjarjarasm.asm.tree.FieldNode;
import groovyjarjarasm.asm.tree.LdcInsnNode;
import groovyjarjarasm.asm.tree.MethodInsnNode;
import groovyjarjarasm.asm.tree.MethodNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Every class of the jars the engine loads, read with the ASM that Groovy ships (repackaged as
 * {@code groovyjarjarasm}), never through a class loader: nothing in them is initialized. Holds
 * what the inventory asks of them: annotation types and their members, each method's string
 * constants, class constants and calls, and the resources of the jars.
 */
final class BytecodeIndex {

  /**
   * The calls by which compile-time code turns a name or a text into code that runs: loading a
   * class by name (initializing or instantiating it) or compiling and running Groovy source.
   */
  static final Set<String> CODE_LOADING_CALLS = Set.of(
    "java/lang/Class.forName",
    "java/lang/ClassLoader.loadClass",
    "groovy/lang/GroovyClassLoader.loadClass",
    "groovy/lang/GroovyClassLoader.parseClass",
    "java/lang/Class.newInstance",
    "java/lang/reflect/Constructor.newInstance",
    "groovy/lang/GroovyShell.parse",
    "groovy/lang/GroovyShell.evaluate",
    "groovy/lang/GroovyShell.run",
    "java/util/ServiceLoader.load",
    "org/codehaus/groovy/transform/stc/StaticTypeCheckingSupport.evaluateExpression"
  );

  /** One method of a class: its string and class constants and the calls it makes. */
  record Method(String owner, String name, Set<String> strings, Set<String> types, List<String> calls) {}

  final Map<String, ClassNode> classes = new TreeMap<>();
  final Map<String, List<Method>> methods = new TreeMap<>();
  /** Resource path → the jars holding it (non-class entries only). */
  final Map<String, List<String>> resources = new TreeMap<>();
  final Map<String, Map<String, String>> resourceText = new TreeMap<>();

  static BytecodeIndex read(List<String> jars) throws IOException {
    BytecodeIndex index = new BytecodeIndex();
    for (String jar : jars) index.readJar(jar);
    return index;
  }

  private void readJar(String jar) throws IOException {
    String jarName = jar.substring(jar.lastIndexOf('/') + 1);
    try (ZipFile zip = new ZipFile(jar)) {
      for (ZipEntry entry : Collections.list(zip.entries())) {
        if (entry.isDirectory()) continue;
        if (!entry.getName().endsWith(".class")) {
          resources.computeIfAbsent(entry.getName(), k -> new ArrayList<>()).add(jarName);
          if (
            entry.getName().startsWith("META-INF/services/") || entry.getName().startsWith("META-INF/groovy/")
          ) {
            String text = new String(
              zip.getInputStream(entry).readAllBytes(),
              java.nio.charset.StandardCharsets.UTF_8
            );
            resourceText.computeIfAbsent(entry.getName(), k -> new TreeMap<>()).put(jarName, text);
          }
          continue;
        }
        ClassNode node = new ClassNode();
        new ClassReader(zip.getInputStream(entry)).accept(
          node,
          ClassReader.SKIP_FRAMES | ClassReader.SKIP_DEBUG
        );
        classes.put(node.name, node);
        List<Method> list = new ArrayList<>();
        for (MethodNode m : node.methods) list.add(method(node.name, m));
        methods.put(node.name, list);
      }
    }
  }

  private static Method method(String owner, MethodNode m) {
    Set<String> strings = new TreeSet<>();
    Set<String> types = new TreeSet<>();
    List<String> calls = new ArrayList<>();
    if (m.instructions != null) {
      for (AbstractInsnNode insn : m.instructions) {
        if (insn instanceof LdcInsnNode ldc) {
          if (ldc.cst instanceof String s) strings.add(s);
          else if (ldc.cst instanceof Type t && t.getSort() == Type.OBJECT) types.add(t.getInternalName());
        } else if (insn instanceof MethodInsnNode call) {
          calls.add(call.owner + "." + call.name);
          types.add(call.owner);
        }
      }
    }
    return new Method(owner, m.name, strings, types, calls);
  }

  boolean isAnnotation(ClassNode c) {
    return (c.access & Opcodes.ACC_ANNOTATION) != 0;
  }

  /** The element types of {@code @Target} on an annotation type; empty when it has none. */
  static List<String> targets(ClassNode c) {
    List<String> out = new ArrayList<>();
    for (List<AnnotationNode> list : new List[] { c.visibleAnnotations, c.invisibleAnnotations }) {
      if (list == null) continue;
      for (AnnotationNode a : list) {
        if (!a.desc.equals("Ljava/lang/annotation/Target;") || a.values == null) continue;
        for (Object v : (List<?>) a.values.get(1)) out.add(((String[]) v)[1]);
      }
    }
    return out;
  }

  /** The enum constants of {@code internalName}, in declaration order (empty if not an enum here). */
  List<String> enumConstants(String internalName) {
    ClassNode c = classes.get(internalName);
    List<String> out = new ArrayList<>();
    if (c == null) return out;
    for (FieldNode f : c.fields) if ((f.access & Opcodes.ACC_ENUM) != 0) out.add(f.name);
    return out;
  }

  /** Methods that name {@code annotation} (a class constant or a call on it) or its dotted name. */
  List<Method> readersOf(String annotation) {
    String dotted = annotation.replace('/', '.').replace('$', '.');
    List<Method> out = new ArrayList<>();
    for (List<Method> list : methods.values()) {
      for (Method m : list) {
        if (m.owner().equals(annotation)) continue;
        if (m.types().contains(annotation) || m.strings().contains(dotted)) out.add(m);
      }
    }
    return out;
  }

  /** Every method calling {@code ownerDotName} ("owner/Class.method"). */
  List<Method> callersOf(String ownerDotName) {
    List<Method> out = new ArrayList<>();
    for (List<Method> list : methods.values())
      for (Method m : list) if (m.calls().contains(ownerDotName)) out.add(m);
    return out;
  }

  static boolean loadsCode(Method m) {
    for (String call : m.calls()) if (CODE_LOADING_CALLS.contains(call)) return true;
    return false;
  }

  static Map<String, Object> map(Object... keyValues) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (int i = 0; i < keyValues.length; i += 2) out.put((String) keyValues[i], keyValues[i + 1]);
    return out;
  }
}
