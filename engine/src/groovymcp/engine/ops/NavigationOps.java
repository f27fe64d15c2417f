package groovymcp.engine.ops;

import java.util.Map;

/**
 * The navigation ops (describe, definition, implementations, references, rename), registered
 * here rather than in {@link OpRegistry} so that navigation and editing ops grow in separate files.
 * All of them read the AST index of the TYPED compile through {@link SymbolAt}.
 */
final class NavigationOps {

  private NavigationOps() {}

  static void register(Map<String, Op> ops) {
    ops.put("describe", new DescribeOp());
    ops.put("definition", new DefinitionOp());
    ops.put("implementations", new ImplementationsOp());
    ops.put("references", new ReferencesOp());
    ops.put("rename", new RenameOp());
  }
}
