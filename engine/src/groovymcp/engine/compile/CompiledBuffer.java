package groovymcp.engine.compile;

import groovymcp.engine.text.LexedTokens;
import groovymcp.engine.text.PositionConverter;
import java.util.List;
import org.codehaus.groovy.ast.ModuleNode;

/**
 * One buffer after a compile: its texts, the position converter, its AST (null when it did not
 * parse or was left out of the unit) and the messages that belong to it. Tokens are lexed on first
 * use (they cost a second pass over the text).
 */
public final class CompiledBuffer {

  private final int index;
  private final SourceBuffer source;
  private final String normalizedText;
  private final PositionConverter positions;
  private final ModuleNode module;
  private final List<CompilerMessage> messages;
  private LexedTokens tokens;

  CompiledBuffer(
    int index,
    SourceBuffer source,
    String normalizedText,
    PositionConverter positions,
    ModuleNode module,
    List<CompilerMessage> messages
  ) {
    this.index = index;
    this.source = source;
    this.normalizedText = normalizedText;
    this.positions = positions;
    this.module = module;
    this.messages = messages;
  }

  public int index() {
    return index;
  }

  public String uri() {
    return source.uri();
  }

  public String text() {
    return source.text();
  }

  public String normalizedText() {
    return normalizedText;
  }

  public PositionConverter positions() {
    return positions;
  }

  /** The AST, or null when this buffer did not parse (or was left out because it did not). */
  public ModuleNode module() {
    return module;
  }

  public List<CompilerMessage> messages() {
    return messages;
  }

  public synchronized LexedTokens tokens() {
    if (tokens == null) tokens = LexedTokens.lex(normalizedText);
    return tokens;
  }
}
