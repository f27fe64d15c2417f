package groovymcp.engine.complete;

import java.util.HashMap;
import java.util.Map;
import org.codehaus.groovy.ast.AnnotatedNode;

/**
 * A declaration's {@code /** *\/} comment as the TYPED compile attached it (groovydoc on): the
 * summary text and the {@code @param} descriptions, without the comment markers.
 */
public final class DocComment {

  private final String summary;
  private final Map<String, String> params;

  private DocComment(String summary, Map<String, String> params) {
    this.summary = summary;
    this.params = params;
  }

  /** The node's doc comment, or null when it has none. */
  public static DocComment of(AnnotatedNode node) {
    groovy.lang.groovydoc.Groovydoc doc = node.getGroovydoc();
    if (doc == null || !doc.isPresent()) return null;
    String content = doc.getContent();
    if (content == null) return null;
    String body = content.strip();
    if (body.startsWith("/**")) body = body.substring(3);
    if (body.endsWith("*/")) body = body.substring(0, body.length() - 2);
    StringBuilder summary = new StringBuilder();
    Map<String, String> params = new HashMap<>();
    String currentParam = null;
    boolean inTags = false;
    for (String raw : body.split("\r\n|\r|\n")) {
      String line = raw.strip();
      if (line.startsWith("*")) line = line.substring(1).strip();
      if (line.startsWith("@")) {
        inTags = true;
        currentParam = null;
        if (line.startsWith("@param")) {
          String[] parts = line.substring(6).strip().split("\\s+", 2);
          if (parts.length > 0 && !parts[0].isEmpty()) {
            currentParam = parts[0];
            params.put(currentParam, parts.length > 1 ? parts[1] : "");
          }
        }
        continue;
      }
      if (inTags) {
        if (currentParam != null && !line.isEmpty()) params.merge(currentParam, line, (a, b) ->
          a.isEmpty() ? b : a + " " + b
        );
        continue;
      }
      if (line.isEmpty()) {
        if (summary.length() > 0 && summary.charAt(summary.length() - 1) != '\n') summary.append('\n');
        continue;
      }
      if (summary.length() > 0 && summary.charAt(summary.length() - 1) != '\n') summary.append(' ');
      summary.append(line);
    }
    return new DocComment(summary.toString().strip(), params);
  }

  public String summary() {
    return summary;
  }

  /** The {@code @param} text for a parameter, or null. */
  public String param(String name) {
    String d = params.get(name);
    return d == null || d.isEmpty() ? null : d;
  }
}
