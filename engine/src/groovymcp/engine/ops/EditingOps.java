package groovymcp.engine.ops;

import java.util.Map;

/**
 * The lexical and editing ops (tokens, format, organize-imports, complete, signatures), registered
 * here rather than in {@link OpRegistry} so that navigation and editing ops grow in separate files.
 */
final class EditingOps {

  private EditingOps() {}

  static void register(Map<String, Op> ops) {
    ops.put("tokens", new TokensOp());
    ops.put("format", new FormatOp());
    ops.put("organize-imports", new OrganizeImportsOp());
    ops.put("complete", new CompleteOp());
    ops.put("signatures", new SignaturesOp());
  }
}
