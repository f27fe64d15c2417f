package groovymcp.engine.compile;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Source-unit names for buffers. The name decides a script's class name (as with groovyc, a file
 * {@code Foo.groovy} holds script class {@code Foo}), so it comes from the URI's last segment, made
 * a valid identifier, and unique within the unit.
 */
final class SourceNames {

  private SourceNames() {}

  static String[] unique(List<SourceBuffer> buffers) {
    String[] names = new String[buffers.size()];
    Set<String> used = new HashSet<>();
    for (int i = 0; i < names.length; i++) {
      String base = baseName(buffers.get(i).uri());
      String name = base;
      for (int n = 2; !used.add(name.toLowerCase()); n++) name = base + "_" + n;
      names[i] = name + ".groovy";
    }
    return names;
  }

  static String baseName(String uri) {
    String s = uri == null ? "" : uri;
    int q = indexOfAny(s, "?#");
    if (q >= 0) s = s.substring(0, q);
    int cut = Math.max(s.lastIndexOf('/'), s.lastIndexOf(':'));
    s = s.substring(cut + 1);
    int dot = s.lastIndexOf('.');
    if (dot > 0) s = s.substring(0, dot);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      sb.append(
        i == 0 ? (Character.isJavaIdentifierStart(c) ? c : '_') : Character.isJavaIdentifierPart(c) ? c : '_'
      );
    }
    return sb.length() == 0 ? "Script" : sb.toString();
  }

  private static int indexOfAny(String s, String chars) {
    for (int i = 0; i < s.length(); i++) if (chars.indexOf(s.charAt(i)) >= 0) return i;
    return -1;
  }
}
