package groovymcp.engine.facts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.groovy.parser.antlr4.GroovyLexer;
import org.codehaus.groovy.control.ResolveVisitor;
import org.codehaus.groovy.util.ReleaseInfo;
import org.codehaus.groovy.vmplugin.VMPluginFactory;

/**
 * Facts read from the compiler, never typed by hand (docs/server.md §7; docs/groovy-compiler-notes.md
 * §4–§5): the keywords of the lexer vocabulary, and the default imports of the resolver. Computed
 * once (scanning the default packages takes a while), off the startup path.
 */
public final class CompilerFacts {

  /** {@code true}/{@code false} and the primitive types are lexer rules without a literal name. */
  private static final List<String> UNNAMED_KEYWORDS = List.of(
    "true",
    "false",
    "boolean",
    "byte",
    "char",
    "short",
    "int",
    "long",
    "float",
    "double"
  );

  /** Hard-coded in {@code ResolveVisitor.resolveFromDefaultImports}, not in its package list. */
  private static final List<String> BIG_NUMBERS = List.of("java.math.BigDecimal", "java.math.BigInteger");

  private final List<String> keywords;
  private final List<String> packages;
  private final List<String> classes;

  private CompilerFacts(List<String> keywords, List<String> packages, List<String> classes) {
    this.keywords = keywords;
    this.packages = packages;
    this.classes = classes;
  }

  public static String groovyVersion() {
    return ReleaseInfo.getVersion();
  }

  /** The facts, read on first use by any thread (class-holder idiom: once, thread-safe). */
  public static CompilerFacts shared() {
    return Holder.INSTANCE;
  }

  private static final class Holder {

    static final CompilerFacts INSTANCE = read();
  }

  static CompilerFacts read() {
    Set<String> words = new TreeSet<>(UNNAMED_KEYWORDS);
    for (int t = 0; t <= GroovyLexer.VOCABULARY.getMaxTokenType(); t++) {
      String literal = GroovyLexer.VOCABULARY.getLiteralName(t);
      if (literal != null && literal.matches("'[a-z][a-z-]*'")) words.add(
        literal.substring(1, literal.length() - 1)
      );
    }
    List<String> packages = new ArrayList<>();
    for (String p : ResolveVisitor.DEFAULT_IMPORTS)
      packages.add(p.endsWith(".") ? p.substring(0, p.length() - 1) : p);
    Set<String> classes = new TreeSet<>(BIG_NUMBERS);
    Map<String, Set<String>> byName = VMPluginFactory.getPlugin().getDefaultImportClasses(
      ResolveVisitor.DEFAULT_IMPORTS
    );
    for (Map.Entry<String, Set<String>> e : byName.entrySet()) {
      String simple = e.getKey();
      if (simple.contains("$")) continue;
      for (String pkg : e.getValue()) classes.add(pkg.endsWith(".") ? pkg + simple : pkg + "." + simple);
    }
    return new CompilerFacts(List.copyOf(words), List.copyOf(packages), List.copyOf(classes));
  }

  public List<String> keywords() {
    return keywords;
  }

  public List<String> defaultImportPackages() {
    return packages;
  }

  /** Fully qualified names of the classes the default imports bring in, BigInteger/BigDecimal included. */
  public List<String> defaultImportClasses() {
    return classes;
  }
}
