package groovymcp.engine.compile;

/**
 * A compiler message in Groovy coordinates (1-based line, 1-based code-point column, end
 * exclusive), attached to one buffer. {@code startLine < 1} means the compiler gave no position.
 */
public record CompilerMessage(
  int buffer,
  String severity,
  String message,
  int startLine,
  int startColumn,
  int endLine,
  int endColumn
) {}
