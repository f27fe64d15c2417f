package groovymcp.engine.text;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The one place that converts between the compiler's positions and the wire's positions
 * (docs/server.md §5; docs/groovy-compiler-notes.md §6).
 *
 * <p>Groovy reports 1-based lines and 1-based columns that count Unicode code points (its lexer
 * reads a code-point stream); a tab counts 1. The wire uses 0-based lines and 0-based UTF-16
 * characters. Lines end at {@code \n}, {@code \r\n} or a lone {@code \r}: the compiler only counts
 * {@code \n}, so lone {@code \r} is turned into {@code \n} before compiling ({@link
 * #normalizeLoneCr}), which keeps every offset unchanged.
 */
public final class PositionConverter {

  private final String text;
  /** UTF-16 offset of the first character of each line. */
  private final int[] lineStarts;
  /** UTF-16 offset just past the last content character of each line (terminator excluded). */
  private final int[] lineEnds;

  public PositionConverter(String text) {
    this.text = text;
    int n = text.length();
    int[] starts = new int[16];
    int[] ends = new int[16];
    int count = 0;
    int start = 0;
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        if (count + 1 >= starts.length) {
          starts = Arrays.copyOf(starts, starts.length * 2);
          ends = Arrays.copyOf(ends, ends.length * 2);
        }
        starts[count] = start;
        ends[count] = i;
        count++;
        if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') i++;
        start = i + 1;
      }
    }
    if (count + 1 > starts.length) {
      starts = Arrays.copyOf(starts, count + 1);
      ends = Arrays.copyOf(ends, count + 1);
    }
    starts[count] = start;
    ends[count] = n;
    count++;
    this.lineStarts = Arrays.copyOf(starts, count);
    this.lineEnds = Arrays.copyOf(ends, count);
  }

  /** Lone {@code \r} becomes {@code \n}; {@code \r\n} stays. The length never changes. */
  public static String normalizeLoneCr(String text) {
    int i = text.indexOf('\r');
    if (i < 0) return text;
    char[] chars = text.toCharArray();
    for (; i < chars.length; i++) {
      if (chars[i] == '\r' && (i + 1 >= chars.length || chars[i + 1] != '\n')) chars[i] = '\n';
    }
    return new String(chars);
  }

  public int lineCount() {
    return lineStarts.length;
  }

  /** 0-based line and UTF-16 character of a Groovy position (1-based line, 1-based code-point column); clamped into the text. */
  public Position toWire(int groovyLine, int groovyColumn) {
    if (groovyLine < 1) return new Position(0, 0);
    if (groovyLine > lineStarts.length) {
      int last = lineStarts.length - 1;
      return new Position(last, lineEnds[last] - lineStarts[last]);
    }
    int line = groovyLine - 1;
    int start = lineStarts[line];
    int end = lineEnds[line];
    int codePoints = Math.max(0, groovyColumn - 1);
    int offset = start;
    while (codePoints > 0 && offset < end) {
      offset +=
        Character.isHighSurrogate(text.charAt(offset)) &&
        offset + 1 < end &&
        Character.isLowSurrogate(text.charAt(offset + 1))
          ? 2
          : 1;
      codePoints--;
    }
    return new Position(line, offset - start);
  }

  /** Groovy position (1-based line, 1-based code-point column) of a wire position; clamped into the text. */
  public GroovyPosition toGroovy(int line, int character) {
    if (line < 0) return new GroovyPosition(1, 1);
    if (line >= lineStarts.length) {
      int last = lineStarts.length - 1;
      return new GroovyPosition(last + 1, text.codePointCount(lineStarts[last], lineEnds[last]) + 1);
    }
    int start = lineStarts[line];
    int end = start + clampedCharacter(line, character);
    return new GroovyPosition(line + 1, text.codePointCount(start, end) + 1);
  }

  /** UTF-16 offset in the text of a wire position; clamped. */
  public int offsetOf(int line, int character) {
    if (line < 0) return 0;
    if (line >= lineStarts.length) return text.length();
    return lineStarts[line] + clampedCharacter(line, character);
  }

  /** {@code character} clamped into line {@code line} (which exists); never overflows, even at int's top. */
  private int clampedCharacter(int line, int character) {
    return Math.min(Math.max(0, character), lineEnds[line] - lineStarts[line]);
  }

  /** Wire position of a UTF-16 offset in the text (clamped); the inverse of {@link #offsetOf}. */
  public Position positionOf(int offset) {
    int o = Math.max(0, Math.min(offset, text.length()));
    int line = Arrays.binarySearch(lineStarts, o);
    if (line < 0) line = -line - 2;
    return new Position(line, Math.min(o, lineEnds[line]) - lineStarts[line]);
  }

  /** Wire range of a Groovy range (end column exclusive); an end before the start collapses to the start. */
  /** The range a compiler node spans (its Groovy line/column start and end). */
  public Map<String, Object> range(org.codehaus.groovy.ast.ASTNode node) {
    return range(
      node.getLineNumber(),
      node.getColumnNumber(),
      node.getLastLineNumber(),
      node.getLastColumnNumber()
    );
  }

  public Map<String, Object> range(int startLine, int startColumn, int endLine, int endColumn) {
    Position s = toWire(startLine, startColumn);
    Position e = endLine < 1 ? s : toWire(endLine, endColumn);
    if (e.line() < s.line() || (e.line() == s.line() && e.character() < s.character())) e = s;
    return rangeMap(s, e);
  }

  public static Map<String, Object> rangeMap(Position start, Position end) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("start", start.toMap());
    m.put("end", end.toMap());
    return m;
  }

  /** A 0-based wire position. */
  public record Position(int line, int character) {
    public Map<String, Object> toMap() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("line", line);
      m.put("character", character);
      return m;
    }
  }

  /** A Groovy position: 1-based line, 1-based code-point column. */
  public record GroovyPosition(int line, int column) {}
}
