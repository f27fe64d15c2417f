package groovymcp.engine.compile;

import groovyjarjarantlr4.v4.runtime.atn.ParserATNSimulator;
import groovyjarjarantlr4.v4.runtime.dfa.DFA;
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
 * Groovy 4's own parser, with its predictions cached and the cache kept (docs/groovy-compiler-notes.md
 * §11). The parser tries SLL first and, on any syntax error, parses again from the start in full
 * LL mode, where its ANTLR (the "optimized" fork, shaded) caches no full-context prediction
 * unless {@code enable_global_context_dfa} is set: each one was simulated again, so a buffer with
 * one syntax error near its end took ~400 ms to parse on 2,000 lines instead of ~30 ms, and every
 * keystroke that left an error behind paid it. The cache holds the same simulation's results, so
 * no answer changes (engine/test/parserCache.test.ts compares them message for message).
 * {@code -Dgroovymcp.parser.cacheFullContext=false} turns it off (that test's other engine).
 *
 * <p>Groovy's AtnManager clears the shared prediction cache (its DFA) every 64 parses by default,
 * and rebuilding it was most of a warm check of text being typed: on 30-line scripts that end in
 * an unclosed call, as a keystroke leaves them, 3/4 of the engine's CPU samples were ANTLR's ATN
 * simulation, and keeping the cache ran 4–5× as many such checks a second (two threads, C1 only,
 * as hosted mode runs). The engine keeps it for {@link #PARSES_BEFORE_CLEARING} parses instead,
 * which still bounds its size.
 */
public final class CachingParserPlugin extends Antlr4ParserPlugin {

  static final boolean ENABLED = !"false".equals(System.getProperty("groovymcp.parser.cacheFullContext"));

  /** Groovy's setting of how many parses its AtnManager lets pass between clearing the cache. */
  static final String CLEARING_THRESHOLD = "groovy.antlr4.cache.threshold";

  /**
   * Parses between clears. Measured on 4,000 parses of random token soup from real files (syntax
   * errors, so the full-context pass too) with the cache never cleared: the heap left after a
   * collection stayed at 35–45 MB, as with Groovy's 64, while the checks ran 1.8× faster.
   */
  static final long PARSES_BEFORE_CLEARING = 10_000;

  /**
   * Keeps the prediction cache for {@link #PARSES_BEFORE_CLEARING} parses, unless the operator
   * set {@code -Dgroovy.antlr4.cache.threshold}. Before the first parse: Groovy reads it once.
   */
  public static void keepPredictionCache() {
    if (System.getProperty(CLEARING_THRESHOLD) == null) {
      System.setProperty(CLEARING_THRESHOLD, Long.toString(PARSES_BEFORE_CLEARING));
    }
  }

  /**
   * The prediction cache's states now, over every decision (the dev op {@code debug-cache}): those
   * of the parser's one shared ATN, the one Groovy's ParserAtnManager hands every parser and clears.
   */
  static int dfaStates() {
    int states = 0;
    for (DFA dfa : GroovyLangParser._ATN.decisionToDFA) states += dfa.states.size();
    return states;
  }

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
