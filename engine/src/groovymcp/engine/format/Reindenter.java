package groovymcp.engine.format;

import static groovymcp.engine.format.IndentTokens.endsContinuation;
import static groovymcp.engine.format.IndentTokens.isCloser;
import static groovymcp.engine.format.IndentTokens.isControl;
import static groovymcp.engine.format.IndentTokens.isString;
import static groovymcp.engine.format.IndentTokens.matches;
import static groovymcp.engine.format.IndentTokens.startsContinuation;

import groovymcp.engine.text.LexedTokens;
import groovymcp.engine.text.LexedTokens.Tok;
import groovymcp.engine.text.PositionConverter;
import groovymcp.engine.tokens.TokenClassifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.apache.groovy.parser.antlr4.GroovyLexer;

/**
 * A re-indenter driven by the compiler's lexer (there is no compiler formatter,
 * docs/groovy-compiler-notes.md §9). Each line's indentation is computed from the tokens alone, never
 * from the indentation it had, so formatting twice changes nothing:
 *
 * <ul>
 *   <li>an opening bracket ({@code ( [ {}) indents the following lines one level past the line it
 *       stands on (several openers on one line count once); a line starting with the closer goes
 *       back to that line's level; unbalanced brackets are tolerated (a stray closer is ignored);
 *   <li>in a statement context (top level or inside braces) a line after a line ending in a binary
 *       operator, or a line starting with {@code .}, {@code ?.}, {@code *.}, {@code ?:}, {@code &&},
 *       {@code ||}, {@code ?} or {@code :}, is a continuation: one more level; inside parentheses and
 *       brackets the bracket level already says so;
 *   <li>the body line of a brace-less {@code if/for/while(...)} or {@code else} gets one more level;
 *       statements after {@code case}/{@code default} one more than the label;
 *   <li>a line that starts inside a string (triple-quoted, slashy) is left exactly as it is; the
 *       inner lines of a block comment that starts a line move with its first line, their text kept;
 *   <li>trailing whitespace goes, except where the line ends inside a string; whitespace-only lines
 *       become empty; line terminators stay.
 * </ul>
 */
public final class Reindenter {

  private final String text;
  private final PositionConverter positions;
  private final List<Tok> toks;
  private final Whitespace ws;

  public Reindenter(
    String text,
    LexedTokens tokens,
    PositionConverter positions,
    int tabSize,
    boolean insertSpaces
  ) {
    this.text = text;
    this.positions = positions;
    this.toks = tokens.tokens();
    this.ws = new Whitespace(tabSize, insertSpaces);
  }

  /** The new text of each line (without its terminator), or null where the line stays as it is. */
  public String[] reindent() {
    return new Pass().run();
  }

  /**
   * One run over the text: first what each line holds (its tokens, and whether a multi-line string or
   * block comment covers it), then each line in order, carrying the open brackets and how the line
   * before it ended.
   */
  private final class Pass {

    final int lines = positions.lineCount();
    final String[] old = new String[lines];
    /** The indices of each line's tokens: code, and the comments (other NL tokens left out). */
    final List<List<Integer>> byLine = new ArrayList<>(lines);
    final boolean[] startsInString = new boolean[lines];
    final boolean[] endsInString = new boolean[lines];
    /** For an inner line of a block comment, the line the comment starts on; else -1. */
    final int[] commentOwner = new int[lines];
    final String[] out = new String[lines];
    final int[] newWidth = new int[lines];
    final int[] oldWidth = new int[lines];
    final boolean[] commentFirst = new boolean[lines];
    final Deque<Frame> frames = new ArrayDeque<>();
    /** What the previous code line leaves for the next one. */
    boolean continuation;
    boolean braceless;
    int lastClosedParenIndex = -1;
    int lastClosedParenKeyword = -1;
    int previousCode = -1;

    String[] run() {
      readLines();
      placeTokens();
      for (int l = 0; l < lines; l++) {
        out[l] = newText(l);
        int lastCode = scanBrackets(l);
        if (lastCode >= 0) carryOver(lastCode);
      }
      return out;
    }

    private void readLines() {
      for (int l = 0; l < lines; l++) {
        old[l] = text.substring(positions.offsetOf(l, 0), positions.offsetOf(l, text.length()));
      }
    }

    /**
     * Lists each line's tokens, and marks what multi-line tokens cover: a line starting inside a string
     * or a block comment, a line ending inside a string.
     */
    private void placeTokens() {
      java.util.Arrays.fill(commentOwner, -1);
      for (int l = 0; l < lines; l++) byLine.add(new ArrayList<>());
      for (int i = 0; i < toks.size(); i++) {
        Tok t = toks.get(i);
        int first = t.line() - 1;
        if (first < 0 || first >= lines) continue;
        boolean comment = t.type() == GroovyLexer.NL && TokenClassifier.isComment(t.text());
        if (t.type() != GroovyLexer.NL || comment) byLine.get(first).add(i);
        if (t.endLine() == t.line()) continue;
        boolean string = isString(t.type());
        if (!string && !comment) continue;
        int last = Math.min(lines - 1, t.endLine() - 1);
        for (int l = first; l <= last; l++) {
          boolean startInside = l > first && (l < t.endLine() - 1 || t.endColumn() > 0);
          boolean endInside = l < t.endLine() - 1;
          if (string) {
            if (startInside) startsInString[l] = true;
            if (endInside) endsInString[l] = true;
          } else if (startInside) {
            commentOwner[l] = first;
          }
        }
      }
    }

    /** Line {@code l}'s new text, or null where it stays as it is. */
    private String newText(int l) {
      String line = old[l];
      String result;
      if (startsInString[l]) {
        // The string's text stays; only whitespace after it closes (outside any string) goes.
        result = endsInString[l] ? null : line.stripTrailing();
      } else if (commentOwner[l] >= 0) {
        result = shiftComment(line, commentOwner[l]);
      } else if (line.isBlank()) {
        result = "";
      } else {
        result = indentCode(l, line);
      }
      if (result != null && endsInString[l] && !startsInString[l]) {
        // Keep the whitespace that belongs to a string opened on this line.
        result = result.isEmpty() ? line : Whitespace.leading(result) + line.stripLeading();
      }
      return result != null && result.equals(line) ? null : result;
    }

    /** A line of code: its content at the level its first token and the open brackets give it. */
    private String indentCode(int l, String line) {
      List<Integer> lineToks = byLine.get(l);
      Tok firstCode = null;
      for (int i : lineToks) {
        if (toks.get(i).type() != GroovyLexer.NL) {
          firstCode = toks.get(i);
          break;
        }
      }
      String indent = ws.indent(levelOf(firstCode));
      oldWidth[l] = ws.width(Whitespace.leading(line));
      newWidth[l] = ws.width(indent);
      // Only comment NL tokens are listed per line: a line whose first token is one starts with a comment.
      commentFirst[l] = !lineToks.isEmpty() && toks.get(lineToks.get(0)).type() == GroovyLexer.NL;
      return indent + line.strip();
    }

    /** The level of a code line whose first code token is {@code fc} (null: comments only). */
    private int levelOf(Tok fc) {
      Frame top = frames.peek();
      if (fc != null && isCloser(fc.type()) && top != null && matches(top.type, fc.type())) return top.base;
      int level = top == null ? 0 : top.base + 1;
      boolean statementContext = top == null || top.type == GroovyLexer.LBRACE;
      if (
        top != null &&
        top.isSwitch &&
        top.sawCase &&
        fc != null &&
        fc.type() != GroovyLexer.CASE &&
        fc.type() != GroovyLexer.DEFAULT &&
        !isCloser(fc.type())
      ) {
        level++;
      }
      boolean closerFirst = fc != null && isCloser(fc.type());
      if (
        statementContext && !closerFirst && (continuation || (fc != null && startsContinuation(fc.type())))
      ) {
        level++;
      } else if (statementContext && braceless && (fc == null || fc.type() != GroovyLexer.LBRACE)) {
        level++;
      }
      return level;
    }

    /**
     * Opens and closes the brackets of line {@code l}; returns its last code token, or -1. A line that
     * closes a bracket opened on an earlier line goes on at that line's level: in "2].each {" the
     * closure's body belongs to the statement that opened "[", not to the continuation line.
     */
    private int scanBrackets(int l) {
      int lineBase = currentLevel(out[l], old[l]);
      int lastCode = -1;
      for (int i : byLine.get(l)) {
        Tok t = toks.get(i);
        int type = t.type();
        if (type == GroovyLexer.NL) continue;
        Frame top = frames.peek();
        if (
          type == GroovyLexer.LPAREN ||
          type == GroovyLexer.LBRACK ||
          type == GroovyLexer.SAFE_INDEX ||
          type == GroovyLexer.LBRACE
        ) {
          int keyword = previousCode >= 0 ? toks.get(previousCode).type() : -1;
          // "} while (x)" ends a do-while: no body follows.
          if (
            keyword == GroovyLexer.WHILE && previousCode > 0 && codeBefore(previousCode) == GroovyLexer.RBRACE
          ) keyword = -1;
          boolean isSwitch =
            type == GroovyLexer.LBRACE &&
            previousCode >= 0 &&
            previousCode == lastClosedParenIndex &&
            lastClosedParenKeyword == GroovyLexer.SWITCH;
          int opener = type == GroovyLexer.SAFE_INDEX ? GroovyLexer.LBRACK : type;
          frames.push(new Frame(opener, lineBase, keyword, isSwitch));
        } else if (isCloser(type)) {
          Frame closed = Frame.pop(frames, type);
          if (closed != null) lineBase = Math.min(lineBase, closed.base);
          if (closed != null && closed.type == GroovyLexer.LPAREN) {
            lastClosedParenIndex = i;
            lastClosedParenKeyword = closed.keyword;
          }
        } else if ((type == GroovyLexer.CASE || type == GroovyLexer.DEFAULT) && top != null && top.isSwitch) {
          top.sawCase = true;
        }
        previousCode = i;
        lastCode = i;
      }
      return lastCode;
    }

    /** What a line ending in token {@code lastCode} leaves for the next: a continuation, a brace-less body. */
    private void carryOver(int lastCode) {
      Frame top = frames.peek();
      boolean statementContext = top == null || top.type == GroovyLexer.LBRACE;
      int type = toks.get(lastCode).type();
      // "import a.b.*" ends in a star that is no operator.
      boolean star = type == GroovyLexer.MUL && codeBefore(lastCode) == GroovyLexer.DOT;
      continuation = statementContext && !star && endsContinuation(type);
      braceless =
        statementContext &&
        ((type == GroovyLexer.RPAREN &&
          lastCode == lastClosedParenIndex &&
          isControl(lastClosedParenKeyword)) ||
          type == GroovyLexer.ELSE);
    }

    /** An inner line of a block comment: moved by as much as the comment's first line moved, text kept. */
    private String shiftComment(String line, int owner) {
      String content = line.strip();
      if (!commentFirst[owner]) return line.stripTrailing();
      int delta = newWidth[owner] - oldWidth[owner];
      if (content.isEmpty()) return "";
      if (delta == 0) return line.stripTrailing();
      return ws.spaces(Math.max(0, ws.width(Whitespace.leading(line)) + delta)) + content;
    }
  }

  /** The level a line now stands at, for brackets it opens: from its new indentation when it has one. */
  private int currentLevel(String newLine, String oldLine) {
    return ws.level(newLine != null ? newLine : oldLine);
  }

  /** The type of the code token before token {@code i} (comments skipped), or -1. */
  private int codeBefore(int i) {
    for (int j = i - 1; j >= 0; j--) {
      int type = toks.get(j).type();
      if (type != GroovyLexer.NL) return type;
      if (!TokenClassifier.isComment(toks.get(j).text())) return type;
    }
    return -1;
  }
}
