package groovymcp.inventory;

import static groovymcp.inventory.BytecodeIndex.map;

import groovyjarjarasm.asm.tree.ClassNode;
import groovyjarjarasm.asm.tree.MethodNode;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The generator of the never-run inventory (engine/README.md "Compile, never run", issue 25):
 * reads the jars the engine loads, class files only, and lists every place where a compile can
 * reach code the user chose. Usage: {@code NeverRunInventory <out.json> <jar>...}. Kinds:
 *
 * <ul>
 *   <li>{@code annotation-class-member}: a member of type {@code Class} or {@code Class[]} (a
 *       class or a closure the user names);
 *   <li>{@code annotation-string-member}: a member of type {@code String} or {@code String[]},
 *       with the heuristic's evidence that it may name code (a class that reads the annotation
 *       also holds the member's name and loads code); engine/test/canaries/stringMembers.json
 *       classifies each one;
 *   <li>{@code classpath-descriptor}: a {@code META-INF/...} name a compiler class reads;
 *   <li>{@code service-loader}: a {@code ServiceLoader.load} call site (services from the classpath);
 *   <li>{@code bundled-descriptor}: a service or Groovy descriptor file inside the jars themselves;
 *   <li>{@code annotation-evaluator}: a caller of {@code StaticTypeCheckingSupport.evaluateExpression},
 *       which compiles an annotation value into a class and runs it (the constants a transform folds).
 * </ul>
 */
public final class NeverRunInventory {

  private static final String EVALUATE =
    "org/codehaus/groovy/transform/stc/StaticTypeCheckingSupport.evaluateExpression";

  public static void main(String[] args) throws Exception {
    List<String> bounds = new ArrayList<>();
    List<String> jars = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      if (args[i].equals("--bound")) bounds.add(args[++i]);
      else jars.add(args[i]);
    }
    BytecodeIndex index = BytecodeIndex.read(jars);
    URL[] urls = new URL[jars.size()];
    for (int i = 0; i < urls.length; i++) urls[i] = Path.of(jars.get(i)).toUri().toURL();
    List<Map<String, Object>> places = new ArrayList<>();
    Map<String, Object> shapes = new java.util.TreeMap<>();
    try (URLClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {
      for (ClassNode c : index.classes.values())
        if (index.isAnnotation(c)) annotationPlaces(index, c, loader, places);
      // Payload shapes for classes that a String member names (bounds from the reviewed classification).
      for (String bound : bounds) shapes.put(bound, PayloadShape.of(bound.replace('.', '/'), loader));
    }
    descriptorPlaces(index, places);
    Set<String> evaluators = new TreeSet<>();
    for (BytecodeIndex.Method m : index.callersOf(EVALUATE)) {
      // A lambda is its enclosing method's; the evaluator's own recursion is not a caller.
      String name = m.name().startsWith("lambda$") ? m.name().split("\\$")[1] : m.name();
      String id = dotted(m.owner()) + "." + name;
      if (!(m.owner() + "." + name).equals(EVALUATE)) evaluators.add(id);
    }
    for (String id : evaluators) places.add(map("kind", "annotation-evaluator", "id", id));
    List<String> jarNames = new ArrayList<>();
    for (String jar : jars) jarNames.add(Path.of(jar).getFileName().toString());
    Files.writeString(
      Path.of(args[0]),
      Json.write(map("jars", jarNames, "places", places, "payloadShapes", shapes))
    );
  }

  private static void annotationPlaces(
    BytecodeIndex index,
    ClassNode c,
    ClassLoader loader,
    List<Map<String, Object>> out
  ) {
    List<Map<String, Object>> members = new ArrayList<>();
    for (MethodNode m : c.methods) {
      String type = m.desc.substring(2);
      String enumOf = type.replace("[", "");
      List<String> constants = enumOf.startsWith("L")
        ? index.enumConstants(enumOf.substring(1, enumOf.length() - 1))
        : List.of();
      members.add(
        map(
          "name",
          m.name,
          "type",
          type,
          "hasDefault",
          m.annotationDefault != null,
          "enumConstants",
          constants
        )
      );
    }
    Map<String, Object> annotation = map(
      "name",
      dotted(c.name),
      "sourceName",
      dotted(c.name).replace('$', '.'),
      "targets",
      BytecodeIndex.targets(c),
      "members",
      members,
      "readBy",
      readerClasses(index, c.name, null)
    );
    for (MethodNode m : c.methods) {
      String type = m.desc.substring(2);
      String id = dotted(c.name) + "." + m.name;
      if (type.equals("Ljava/lang/Class;") || type.equals("[Ljava/lang/Class;")) {
        out.add(
          map(
            "kind",
            "annotation-class-member",
            "id",
            id,
            "annotation",
            annotation,
            "member",
            m.name,
            "array",
            type.startsWith("["),
            "payload",
            PayloadShape.of(classBound(m.signature), loader)
          )
        );
      } else if (type.equals("Ljava/lang/String;") || type.equals("[Ljava/lang/String;")) {
        out.add(
          map(
            "kind",
            "annotation-string-member",
            "id",
            id,
            "annotation",
            annotation,
            "member",
            m.name,
            "array",
            type.startsWith("["),
            "evidence",
            readerClasses(index, c.name, m.name)
          )
        );
      }
    }
  }

  /**
   * The classes with a method that names the annotation; with {@code member}, only those of them
   * that also hold the member's name as a constant and load code somewhere (the heuristic).
   */
  private static List<String> readerClasses(BytecodeIndex index, String annotation, String member) {
    Set<String> out = new TreeSet<>();
    for (BytecodeIndex.Method reader : index.readersOf(annotation)) {
      if (member == null) {
        out.add(dotted(reader.owner()));
        continue;
      }
      boolean namesMember = false;
      boolean loads = false;
      for (BytecodeIndex.Method m : index.methods.get(reader.owner())) {
        namesMember |= m.strings().contains(member);
        loads |= BytecodeIndex.loadsCode(m);
      }
      if (namesMember && loads) out.add(dotted(reader.owner()));
    }
    return new ArrayList<>(out);
  }

  private static void descriptorPlaces(BytecodeIndex index, List<Map<String, Object>> out) {
    java.util.Map<String, Set<String>> descriptors = new java.util.TreeMap<>();
    java.util.Map<String, Set<String>> services = new java.util.TreeMap<>();
    for (List<BytecodeIndex.Method> list : index.methods.values()) {
      for (BytecodeIndex.Method m : list) {
        if (m.owner().startsWith("groovyjarjar")) continue; // the shaded tools (picocli, antlr, asm) are not the compiler's readers
        for (String s : m.strings()) {
          if (s.startsWith("META-INF/") && !s.endsWith("/")) descriptors
            .computeIfAbsent(s, k -> new TreeSet<>())
            .add(dotted(m.owner()));
        }
        if (m.calls().contains("java/util/ServiceLoader.load")) {
          for (String t : m.types()) {
            if (
              t.startsWith("java/util/ServiceLoader") || t.equals(m.owner()) || t.startsWith("java/lang/")
            ) continue;
            // The service type is a class constant of the loading method: an interface of these jars.
            if (index.classes.containsKey(t) && (index.classes.get(t).access & 0x0200) != 0) {
              services.computeIfAbsent(dotted(t), k -> new TreeSet<>()).add(dotted(m.owner()));
            }
          }
        }
      }
    }
    descriptors.forEach((id, readers) ->
      out.add(map("kind", "classpath-descriptor", "id", id, "readBy", new ArrayList<>(readers)))
    );
    services.forEach((id, readers) ->
      out.add(map("kind", "service-loader", "id", id, "readBy", new ArrayList<>(readers)))
    );
    index.resourceText.forEach((path, byJar) ->
      byJar.forEach((jar, text) ->
        out.add(map("kind", "bundled-descriptor", "id", jar + "!" + path, "entries", entries(text)))
      )
    );
  }

  private static List<String> entries(String text) {
    List<String> out = new ArrayList<>();
    for (String line : text.split("\n")) {
      String t = line.replaceAll("#.*", "").trim();
      if (!t.isEmpty()) out.add(t);
    }
    return out;
  }

  /** {@code Ljava/lang/Class<+Lfoo/Bar;>;} → {@code foo/Bar}; null when unbounded. */
  private static String classBound(String signature) {
    if (signature == null) return null;
    int plus = signature.indexOf("<+L");
    if (plus < 0) return null;
    int end = signature.indexOf(
      plus + 3 < signature.length() &&
        signature.indexOf('<', plus + 3) >= 0 &&
        signature.indexOf('<', plus + 3) < signature.indexOf(';', plus + 3)
        ? '<'
        : ';',
      plus + 3
    );
    return signature.substring(plus + 3, end);
  }

  private static String dotted(String internalName) {
    return internalName.replace('/', '.');
  }
}
