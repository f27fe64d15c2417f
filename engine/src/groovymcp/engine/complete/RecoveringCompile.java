package groovymcp.engine.complete;

import groovymcp.engine.compile.CompileGoal;
import groovymcp.engine.compile.CompileResult;
import groovymcp.engine.compile.CompileService;
import groovymcp.engine.compile.Deadline;
import groovymcp.engine.compile.SourceBuffer;
import groovymcp.engine.text.LexedTokens.Tok;
import groovymcp.engine.text.PositionConverter.GroovyPosition;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Source as a person types it rarely parses ({@code list.}, {@code add(1, }), and the parser has no
 * error recovery (docs/groovy-compiler-notes.md §1). So the text is patched at the cursor and compiled
 * (TYPED: inferred types) until one version parses, in this order:
 *
 * <ol>
 *   <li>a placeholder name inserted at the cursor when the word there is empty ({@code list.} →
 *       {@code list.__gmcpCursor__});
 *   <li>the same, the rest of the cursor's line dropped and the brackets opened on that line
 *       closed ({@code println(g.gr} → {@code println(g.gr)}), the lines after kept;
 *   <li>the text up to the cursor only, every open bracket closed;
 *   <li>(when the caller allows it) the word removed instead, as 1 and 3: a name alone where
 *       the grammar wants a declaration (a class body) does not parse, the code around it does.
 * </ol>
 *
 * The text before the cursor never changes, so Groovy positions before it are the same in every
 * version. Related buffers are compiled along, unchanged.
 */
public final class RecoveringCompile {

  public static final String PLACEHOLDER = "__gmcpCursor__";

  /** A version that parsed: its compile, and where the completed word stands in it. */
  public record Parsed(CompileResult result, GroovyPosition wordPosition) {}

  private RecoveringCompile() {}

  /**
   * The first version that parses, or null. {@code insertion}: what to put at the cursor when
   * the word is empty (a placeholder, or "" to leave it); {@code mayRemoveWord}: also try without
   * the word.
   */
  public static Parsed compile(
    CompileService compiler,
    Deadline deadline,
    List<SourceBuffer> buffers,
    CursorContext at,
    String insertion,
    boolean mayRemoveWord
  ) throws InterruptedException {
    return compile(compiler, deadline, buffers, at, insertion, "", mayRemoveWord);
  }

  /** As above, with {@code suffix} after the word in the versions that keep it ({@code new W} → {@code new W()}). */
  public static Parsed compile(
    CompileService compiler,
    Deadline deadline,
    List<SourceBuffer> buffers,
    CursorContext at,
    String insertion,
    String suffix,
    boolean mayRemoveWord
  ) throws InterruptedException {
    String text = at.text;
    String ins = (at.prefix.isEmpty() ? insertion : "") + suffix;
    int lineEnd = lineEnd(text, at.cursor);
    StringBuilder lineClosers = new StringBuilder();
    StringBuilder allClosers = new StringBuilder();
    for (int i = at.openBrackets.size() - 1; i >= 0; i--) {
      Tok t = at.openBrackets.get(i);
      String c = CursorContext.closer(t);
      allClosers.append(c);
      if (t.line() == at.position.line()) lineClosers.append(c);
    }
    String head = text.substring(0, at.cursor);
    Set<String> versions = new LinkedHashSet<>();
    versions.add(head + ins + text.substring(at.cursor));
    versions.add(head + ins + lineClosers + text.substring(lineEnd));
    versions.add(head + ins + allClosers + "\n");
    List<String> withoutWord = new ArrayList<>();
    if (mayRemoveWord) {
      String before = text.substring(0, at.wordStart);
      withoutWord.add(before + text.substring(at.cursor));
      withoutWord.add(before + allClosers + "\n");
    }
    for (String v : versions) {
      Parsed p = attempt(compiler, deadline, buffers, v, at);
      if (p != null) return p;
    }
    for (String v : withoutWord) {
      if (versions.contains(v)) continue;
      Parsed p = attempt(compiler, deadline, buffers, v, at);
      if (p != null) return p;
    }
    return null;
  }

  private static Parsed attempt(
    CompileService compiler,
    Deadline deadline,
    List<SourceBuffer> buffers,
    String text,
    CursorContext at
  ) throws InterruptedException {
    List<SourceBuffer> patched = new ArrayList<>(buffers);
    patched.set(0, new SourceBuffer(buffers.get(0).uri(), text));
    CompileResult result = compiler.compile(patched, CompileGoal.TYPED, deadline);
    if (result.main().module() == null) return null;
    return new Parsed(result, at.wordPosition);
  }

  private static int lineEnd(String text, int from) {
    int i = from;
    while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') i++;
    return i;
  }
}
