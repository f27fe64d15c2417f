package groovymcp.engine.ops;

import java.util.Map;

/**
 * The navigation ops (describe, definition, implementations, references, rename), registered
 * here rather than in {@link OpRegistry} so that navigation and editing ops grow in separate files.
 */
final class NavigationOps {
  private NavigationOps() {}

  static void register(Map<String, Op> ops) {
    for (String name : new String[] {"describe", "definition", "implementations", "references", "rename"}) {
      ops.put(name, new NotImplementedOp(name));
    }
  }
}
