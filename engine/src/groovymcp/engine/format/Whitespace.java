package groovymcp.engine.format;

/**
 * Indentation as text for {@link Reindenter}: the visual width of leading whitespace (a tab goes to
 * the next tab stop), and the whitespace of a level or of a width, in tabs or spaces as the client
 * asked.
 */
final class Whitespace {

  private final int tabSize;
  private final boolean insertSpaces;

  Whitespace(int tabSize, boolean insertSpaces) {
    this.tabSize = Math.max(1, tabSize);
    this.insertSpaces = insertSpaces;
  }

  /** The spaces and tabs a line starts with. */
  static String leading(String line) {
    int i = 0;
    while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) i++;
    return line.substring(0, i);
  }

  /** Visual width of leading whitespace, tabs to the next tab stop. */
  int width(String ws) {
    int w = 0;
    for (int i = 0; i < ws.length(); i++) w = ws.charAt(i) == '\t' ? (w / tabSize + 1) * tabSize : w + 1;
    return w;
  }

  /** The level a line's indentation stands at (whole tab stops). */
  int level(String line) {
    return width(leading(line)) / tabSize;
  }

  String indent(int level) {
    return insertSpaces ? " ".repeat(level * tabSize) : "\t".repeat(level);
  }

  /** Whitespace of a visual width: tabs as far as they go (when tabs are wanted), then spaces. */
  String spaces(int w) {
    return insertSpaces ? " ".repeat(w) : "\t".repeat(w / tabSize) + " ".repeat(w % tabSize);
  }
}
