package groovymcp.engine.ops;

import groovymcp.engine.format.Reindenter;
import groovymcp.engine.text.LexedTokens;
import groovymcp.engine.text.PositionConverter;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code format} (docs/server.md §6): the {@link Reindenter}'s result as edits, one per changed line
 * (the line's content without its terminator is replaced), in text order; none when the text is
 * already formatted. Needs the lexer only, no compile, so broken source formats too. {@code
 * tabSize} (default 4, 1–16) and {@code insertSpaces} (default true) choose the indentation.
 */
final class FormatOp implements Op {

  @Override
  public Object run(Request request, OpContext context) throws EngineFailure {
    String uri = request.requireSource().uri();
    String text = request.requireSource().text();
    int tabSize = 4;
    if (request.args().get("tabSize") != null) {
      tabSize = request.intArg("tabSize");
      if (tabSize < 1 || tabSize > 16) throw EngineFailure.invalid("args.tabSize must be between 1 and 16");
    }
    boolean insertSpaces = true;
    Object spaces = request.args().get("insertSpaces");
    if (spaces != null) {
      if (!(spaces instanceof Boolean b)) throw EngineFailure.invalid("args.insertSpaces must be a boolean");
      insertSpaces = b;
    }
    PositionConverter positions = new PositionConverter(text);
    LexedTokens tokens = LexedTokens.lex(PositionConverter.normalizeLoneCr(text));
    String[] lines = new Reindenter(text, tokens, positions, tabSize, insertSpaces).reindent();
    List<Map<String, Object>> edits = new ArrayList<>();
    for (int l = 0; l < lines.length; l++) {
      if (lines[l] == null) continue;
      int end = positions.offsetOf(l, text.length()) - positions.offsetOf(l, 0);
      Map<String, Object> edit = new LinkedHashMap<>();
      edit.put(
        "range",
        PositionConverter.rangeMap(
          new PositionConverter.Position(l, 0),
          new PositionConverter.Position(l, end)
        )
      );
      edit.put("newText", lines[l]);
      edits.add(edit);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("uri", uri);
    out.put("edits", edits);
    return out;
  }
}
