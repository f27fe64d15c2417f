package groovymcp.engine.imports;

import groovymcp.engine.compile.CompiledBuffer;
import groovymcp.engine.compile.CompilerMessage;
import groovymcp.engine.text.LexedTokens.Tok;
import groovymcp.engine.text.PositionConverter;
import groovymcp.engine.text.PositionConverter.Position;
import groovymcp.engine.tokens.TokenClassifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.groovy.parser.antlr4.GroovyLexer;
import org.codehaus.groovy.ast.ImportNode;
import org.codehaus.groovy.ast.ModuleNode;

/**
 * Organizes one buffer's imports: drops the ones the code does not use ({@link UsedTypes}), sorts
 * the rest, and answers one edit replacing the import block (from the first import statement to the
 * end of the last), or none when the block is already organized.
 *
 * <p>Order: {@code java.*} and {@code javax.*} imports, then the others, then static imports, each
 * group sorted by the imported name and separated by one blank line. Each kept statement keeps its
 * text as written (alias, trailing semicolon).
 *
 * <p>When an import counts as unused is {@link ImportUsage}'s to say.
 *
 * <p>Nothing is done (no edits) when the buffer does not parse (usage is unknown), when the block
 * holds anything but import statements and blank lines (comments, annotations, code between
 * imports: rewriting would move or drop them), or when an import is annotated.
 */
public final class ImportOrganizer {

  private final CompiledBuffer buffer;
  private final List<Tok> toks;
  private final PositionConverter positions;
  private final String text;

  public ImportOrganizer(CompiledBuffer buffer) {
    this.buffer = buffer;
    this.toks = buffer.tokens().tokens();
    this.positions = buffer.positions();
    this.text = buffer.text();
  }

  /** One import statement of the text: token span, text span (UTF-16 offsets) and its node. */
  private record Statement(int firstTok, int lastTok, int from, int to, String source, ImportNode node) {}

  /** The edits (zero or one) as wire maps. */
  public List<Map<String, Object>> edits() {
    ModuleNode module = buffer.module();
    if (module == null) return List.of();
    List<Statement> statements = statements(module);
    if (statements == null || statements.isEmpty()) return List.of();
    Statement first = statements.get(0);
    Statement last = statements.get(statements.size() - 1);

    UsedTypes used = UsedTypes.of(module);
    Set<String> annotationNames = annotationNames();
    Set<String> unresolved = unresolvedClasses();
    Set<String> explicitAliases = new HashSet<>();
    for (Statement s : statements) {
      if (s.node != null && !s.node.isStar() && !s.node.isStatic()) explicitAliases.add(s.node.getAlias());
    }

    List<Statement> kept = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (Statement s : statements) {
      String key = sortKey(s);
      if (!seen.add((s.node != null && s.node.isStatic() ? "static " : "") + key)) continue;
      if (
        s.node == null ||
        ImportUsage.isUsed(s.node, used, unresolved, explicitAliases) ||
        annotationNames.contains(aliasOf(s.node))
      ) kept.add(s);
    }
    kept.sort(Comparator.comparingInt(ImportOrganizer::group).thenComparing(ImportOrganizer::sortKey));

    String eol = text.contains("\r\n") ? "\r\n" : "\n";
    StringBuilder block = new StringBuilder();
    int previousGroup = -1;
    for (Statement s : kept) {
      int g = group(s);
      if (previousGroup >= 0) block.append(eol);
      if (previousGroup >= 0 && g != previousGroup) block.append(eol);
      block.append(s.source);
      previousGroup = g;
    }
    int from = first.from;
    int to = last.to;
    if (block.length() == 0) {
      // Nothing left: take the indentation before and the blank lines after the block along, so
      // no gap stays behind.
      int lineStart = positions.offsetOf(position(from).line(), 0);
      if (text.substring(lineStart, from).isBlank()) from = lineStart;
      to = skipBlankLines(to);
    }
    String old = text.substring(from, to);
    if (old.equals(block.toString())) return List.of();
    Map<String, Object> edit = new LinkedHashMap<>();
    edit.put("range", PositionConverter.rangeMap(position(from), position(to)));
    edit.put("newText", block.toString());
    return List.of(edit);
  }

  /**
   * The first name segment of every annotation written in the source ({@code @Field},
   * {@code @groovy.transform.Field} gives "groovy"). Read from the tokens because some transforms
   * (e.g. {@code @Field}) run before the AST is read and take their annotation away.
   */
  private Set<String> annotationNames() {
    Set<String> out = new HashSet<>();
    for (int i = 0; i + 1 < toks.size(); i++) {
      if (toks.get(i).type() != GroovyLexer.AT) continue;
      Tok name = toks.get(i + 1);
      if (name.type() == GroovyLexer.Identifier || name.type() == GroovyLexer.CapitalizedIdentifier) out.add(
        name.text()
      );
    }
    return out;
  }

  private static String aliasOf(ImportNode node) {
    return node.isStar() ? null : node.getAlias();
  }

  /** Classes the compiler could not resolve in this buffer ("unable to resolve class X"). */
  private Set<String> unresolvedClasses() {
    Set<String> out = new HashSet<>();
    String prefix = "unable to resolve class ";
    for (CompilerMessage m : buffer.messages()) {
      String msg = m.message();
      if (!msg.startsWith(prefix)) continue;
      String rest = msg.substring(prefix.length()).strip();
      int space = rest.indexOf(' ');
      out.add(space < 0 ? rest : rest.substring(0, space));
    }
    return out;
  }

  /** 0: java/javax, 1: others, 2: static. */
  private static int group(Statement s) {
    if (s.node != null && s.node.isStatic()) return 2;
    String name = sortKey(s);
    return name.startsWith("java.") || name.startsWith("javax.") ? 0 : 1;
  }

  /** The imported name as written after {@code import} / {@code import static}, spaces and {@code ;} left out. */
  private static String sortKey(Statement s) {
    String t = s.source.strip();
    if (t.endsWith(";")) t = t.substring(0, t.length() - 1);
    t = t.replaceFirst("^import\\s+", "").replaceFirst("^static\\s+", "");
    return t.replaceAll("\\s*\\.\\s*", ".").replaceAll("\\s+", " ").strip();
  }

  /**
   * The import statements in text order, matched with their nodes; null when the block cannot be
   * rewritten safely (something other than imports and blank lines between them, annotations).
   */
  private List<Statement> statements(ModuleNode module) {
    Map<Long, ImportNode> nodes = new LinkedHashMap<>();
    List<ImportNode> all = new ArrayList<>(module.getImports());
    all.addAll(module.getStarImports());
    all.addAll(module.getStaticImports().values());
    all.addAll(module.getStaticStarImports().values());
    for (ImportNode n : all) {
      if (n.getLineNumber() > 0) nodes.put(key(n.getLineNumber(), n.getColumnNumber() - 1), n);
      if (!n.getAnnotations().isEmpty()) return null;
    }
    List<Statement> out = new ArrayList<>();
    int packageEnd = -1;
    for (int i = 0; i < toks.size(); i++) {
      Tok t = toks.get(i);
      if (t.type() == GroovyLexer.PACKAGE) packageEnd = statementEnd(i);
      if (t.type() != GroovyLexer.IMPORT) continue;
      int end = statementEnd(i);
      int prev = previousReal(i);
      boolean afterStatement =
        prev < 0 ||
        toks.get(prev).type() == GroovyLexer.SEMI ||
        prev == packageEnd ||
        (!out.isEmpty() && prev == out.get(out.size() - 1).lastTok);
      if (!afterStatement) return null;
      if (!out.isEmpty()) {
        // Only newlines and semicolons between two imports.
        for (int j = out.get(out.size() - 1).lastTok + 1; j < i; j++) {
          Tok between = toks.get(j);
          if (between.type() == GroovyLexer.SEMI) continue;
          if (between.type() == GroovyLexer.NL && !TokenClassifier.isComment(between.text())) continue;
          return null;
        }
      }
      int from = offset(t.line(), t.column());
      Tok lastTok = toks.get(end);
      int to = offset(lastTok.endLine(), lastTok.endColumn());
      out.add(
        new Statement(i, end, from, to, text.substring(from, to), nodes.get(key(t.line(), t.column())))
      );
      i = end;
    }
    return out;
  }

  /** The last token of the statement starting at {@code i}: up to a newline or a semicolon (kept). */
  private int statementEnd(int i) {
    int last = i;
    for (int j = i + 1; j < toks.size(); j++) {
      Tok t = toks.get(j);
      if (t.type() == GroovyLexer.NL) break;
      last = j;
      if (t.type() == GroovyLexer.SEMI) break;
    }
    return last;
  }

  /** The code token before {@code i}, newlines and comments skipped (comments between imports are checked apart). */
  private int previousReal(int i) {
    for (int j = i - 1; j >= 0; j--) {
      if (toks.get(j).type() != GroovyLexer.NL) return j;
    }
    return -1;
  }

  /** The start of the first non-blank line after {@code offset}'s line, or the end of the text. */
  private int skipBlankLines(int offset) {
    int at = offset;
    int lineStart = offset;
    while (at < text.length()) {
      char c = text.charAt(at);
      if (c == '\n' || c == '\r') {
        at++;
        if (c == '\r' && at < text.length() && text.charAt(at) == '\n') at++;
        lineStart = at;
      } else if (c == ' ' || c == '\t') {
        at++;
      } else {
        return lineStart;
      }
    }
    return text.length();
  }

  private static long key(int line, int column0) {
    return ((long) line << 32) | (column0 & 0xffffffffL);
  }

  /** UTF-16 offset of a token position (1-based line, 0-based code-point column). */
  private int offset(int line, int column0) {
    Position p = positions.toWire(line, column0 + 1);
    return positions.offsetOf(p.line(), p.character());
  }

  private Position position(int offset) {
    return positions.positionOf(offset);
  }
}
