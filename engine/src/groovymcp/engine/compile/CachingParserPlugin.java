package groovymcp.engine.compile;

import groovyjarjarantlr4.v4.runtime.atn.ParserATNSimulator;
import java.lang.reflect.Field;
import org.apache.groovy.parser.antlr4.Antlr4ParserPlugin;
import org.apache.groovy.parser.antlr4.AstBuilder;
import org.apache.groovy.parser.antlr4.GroovyLangParser;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.control.ParserPlugin;
import org.codehaus.groovy.control.ParserPluginFactory;
import org.codehaus.groovy.control.SourceUnit;
import org.codehaus.groovy.syntax.Reduction;

/**
 * Groovy 4's own parser, with its full-context predictions cached (docs/groovy-compiler-notes.md
 * §11). The parser tries SLL first and, on any syntax error, parses again from the start in full
 * LL mode, where its ANTLR (the "optimized" fork, shaded) caches no full-context prediction
 * unless {@code enable_global_context_dfa} is set: each one was simulated again, so a buffer with
 * one syntax error near its end took ~400 ms to parse on 2,000 lines instead of ~30 ms, and every
 * keystroke that left an error behind paid it. The cache holds the same simulation's results, so
 * no answer changes (engine/test/parserCache.test.ts compares them message for message); Groovy's
 * AtnManager still clears it every 64 parses, which bounds its size.
 * {@code -Dgroovymcp.parser.cacheFullContext=false} turns it off (that test's other engine).
 */
final class CachingParserPlugin extends Antlr4ParserPlugin {

  static final boolean ENABLED = !"false".equals(System.getProperty("groovymcp.parser.cacheFullContext"));

  /** AstBuilder's parser (private): null if a Groovy release renames it, then parsing is Groovy's own. */
  private static final Field PARSER = parserField();

  static ParserPluginFactory factory() {
    return new ParserPluginFactory() {
      @Override
      public ParserPlugin createParserPlugin() {
        return new CachingParserPlugin();
      }
    };
  }

  private static Field parserField() {
    try {
      Field field = AstBuilder.class.getDeclaredField("parser");
      field.setAccessible(true);
      return field.getType() == GroovyLangParser.class ? field : null;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  /** As Antlr4ParserPlugin.buildAST, with the flag set on this builder's parser before it parses. */
  @Override
  public ModuleNode buildAST(SourceUnit sourceUnit, ClassLoader classLoader, Reduction cst) {
    AstBuilder builder = new AstBuilder(
      sourceUnit,
      sourceUnit.getConfiguration().isGroovydocEnabled(),
      sourceUnit.getConfiguration().isRuntimeGroovydocEnabled()
    );
    if (ENABLED && PARSER != null) {
      try {
        GroovyLangParser parser = (GroovyLangParser) PARSER.get(builder);
        ((ParserATNSimulator) parser.getInterpreter()).enable_global_context_dfa = true;
      } catch (IllegalAccessException | ClassCastException e) {
        // Groovy's own parsing, uncached: slower on syntax errors, same answers.
      }
    }
    return builder.buildAST();
  }
}
