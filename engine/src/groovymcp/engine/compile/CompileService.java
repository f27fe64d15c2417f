package groovymcp.engine.compile;

import groovymcp.engine.text.PositionConverter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.codehaus.groovy.control.CompilationFailedException;
import org.codehaus.groovy.control.ErrorCollector;
import org.codehaus.groovy.control.Phases;
import org.codehaus.groovy.control.SourceUnit;
import org.codehaus.groovy.control.messages.ExceptionMessage;
import org.codehaus.groovy.control.messages.LocatedMessage;
import org.codehaus.groovy.control.messages.Message;
import org.codehaus.groovy.control.messages.SimpleMessage;
import org.codehaus.groovy.control.messages.SyntaxErrorMessage;
import org.codehaus.groovy.syntax.CSTNode;
import org.codehaus.groovy.syntax.SyntaxException;
import org.codehaus.groovy.tools.GroovyClass;

/**
 * The one compile service: a fresh, safe, lenient compilation unit per request, with the main
 * buffer and its {@code related} buffers as separate source units of the same unit (so that
 * cross-buffer features work), a per-phase deadline check, and a small cache by content hash.
 */
public final class CompileService {

  /** Sources above this size compile one at a time: two at once could exhaust a 512 MiB heap. */
  private static final int LARGE_CHARS = 128 * 1024;

  private static final String COMPILER_FAILURE = "Groovy compiler failure: ";

  /**
   * Characters of source whose compiles the cache may keep. An AST weighs hundreds of times its
   * text: two cached 512 Ki-character compiles filled a 512 MiB heap and made every compile crawl.
   */
  private static final long MAX_CACHED_CHARS = 256 * 1024;

  private final SafeCompilerSetup setup;
  private final CompileCache cache;
  private final Semaphore largeGate = new Semaphore(1);
  private final RelatedClasses relatedClasses;

  public CompileService(SafeCompilerSetup setup) {
    this.setup = setup;
    this.cache = new CompileCache(64, MAX_CACHED_CHARS);
    this.relatedClasses = new RelatedClasses();
  }

  public SafeCompilerSetup setup() {
    return setup;
  }

  public Map<String, Object> cacheStats() {
    Map<String, Object> stats = new HashMap<>(cache.stats());
    stats.put("relatedClasses", relatedClasses.stats());
    return stats;
  }

  /**
   * Like {@link #compile}, for ops that need only the main buffer's AST and messages (diagnostics,
   * organize-imports): the related buffers are compiled once into class files and reused while
   * they are unchanged ({@link RelatedClasses}), so that a change of the main buffer compiles the
   * main buffer alone. When they do not compile on their own, or the main compile against their
   * class files fails where the compiler itself failed, everything is compiled together as before.
   */
  public CompileResult compileAgainstRelatedClasses(
    List<SourceBuffer> buffers,
    CompileGoal goal,
    Deadline deadline
  ) throws InterruptedException {
    if (buffers.size() < 2) return compile(buffers, goal, deadline);
    List<SourceBuffer> related = buffers.subList(1, buffers.size());
    String relatedKey = CompileCache.key(CompileGoal.DIAGNOSTICS, related);
    Optional<Map<String, byte[]>> classFiles = relatedClasses.classesOf(relatedKey, () ->
      classFilesOf(related, deadline)
    );
    if (classFiles.isEmpty()) return compile(buffers, goal, deadline);
    List<SourceBuffer> mainOnly = List.of(buffers.get(0));
    String key = "classes " + relatedKey + " " + CompileCache.key(goal, mainOnly);
    CompileResult hit = cache.get(key);
    if (hit != null) return hit;
    MemoryClasses loader = new MemoryClasses(setup.userClasspath(), classFiles.get(), relatedKey);
    long weight = mainOnly.get(0).text().length();
    CompileResult result = compileNow(mainOnly, goal, deadline, weight, loader);
    if (compilerFailed(result)) return compile(buffers, goal, deadline);
    cache.put(key, result);
    return result;
  }

  /** {@code buffers} compiled together to class files, or null when that compile reports an error. */
  private Map<String, byte[]> classFilesOf(List<SourceBuffer> buffers, Deadline deadline) {
    List<String> normalized = buffers
      .stream()
      .map(b -> PositionConverter.normalizeLoneCr(b.text()))
      .toList();
    Set<Integer> all = new LinkedHashSet<>();
    for (int i = 0; i < buffers.size(); i++) all.add(i);
    Attempt attempt = parse(
      all,
      SourceNames.unique(buffers),
      normalized,
      CompileGoal.DIAGNOSTICS,
      deadline,
      null
    );
    try {
      if (!attempt.parsed) return null;
      List<CompilerMessage> messages = new ArrayList<>();
      run(attempt.unit, Phases.CLASS_GENERATION, messages, attempt.indexByName, normalized);
      if (messages.stream().anyMatch(m -> m.severity().equals("error"))) return null;
      Map<String, byte[]> classes = new HashMap<>();
      for (GroovyClass c : attempt.unit.getClasses())
        classes.put(c.getName().replace('.', '/') + ".class", c.getBytes());
      return classes;
    } finally {
      attempt.unit.release();
    }
  }

  private static boolean compilerFailed(CompileResult result) {
    return result
      .main()
      .messages()
      .stream()
      .anyMatch(m -> m.message().startsWith(COMPILER_FAILURE));
  }

  /** Compiles (or finds in the cache) {@code buffers}, main first. */
  public CompileResult compile(List<SourceBuffer> buffers, CompileGoal goal, Deadline deadline)
    throws InterruptedException {
    String key = CompileCache.key(goal, buffers);
    CompileResult hit = cache.get(key);
    if (hit != null) return hit;
    long weight = buffers
      .stream()
      .mapToLong(b -> b.text().length())
      .sum();
    boolean large = weight > LARGE_CHARS;
    if (
      large && !largeGate.tryAcquire(Math.min(deadline.remainingMillis(), 3_600_000L), TimeUnit.MILLISECONDS)
    ) {
      throw new Deadline.Exceeded();
    }
    try {
      CompileResult result = compileNow(buffers, goal, deadline, weight, null);
      cache.put(key, result);
      return result;
    } finally {
      if (large) largeGate.release();
    }
  }

  private CompileResult compileNow(
    List<SourceBuffer> buffers,
    CompileGoal goal,
    Deadline deadline,
    long weight,
    MemoryClasses classFiles
  ) {
    List<String> normalized = new ArrayList<>(buffers.size());
    for (SourceBuffer b : buffers) normalized.add(PositionConverter.normalizeLoneCr(b.text()));
    String[] names = SourceNames.unique(buffers);
    Set<Integer> included = new LinkedHashSet<>();
    for (int i = 0; i < buffers.size(); i++) included.add(i);

    Attempt attempt = parse(included, names, normalized, goal, deadline, classFiles);
    List<CompilerMessage> leftOut = new ArrayList<>();
    if (!attempt.parsed) {
      // A related buffer that does not parse is left out rather than hiding every diagnostic of
      // the main buffer; it keeps its own parse errors.
      Set<Integer> broken = new LinkedHashSet<>();
      boolean mainBroken = false;
      for (CompilerMessage m : attempt.messages) {
        if (m.buffer() > 0) broken.add(m.buffer());
        else mainBroken = true;
      }
      if (!mainBroken && !broken.isEmpty()) {
        leftOut.addAll(attempt.messages);
        included.removeAll(broken);
        attempt = parse(included, names, normalized, goal, deadline, classFiles);
      }
    }
    if (attempt.parsed) run(attempt.unit, goal.phase, attempt.messages, attempt.indexByName, normalized);
    List<CompilerMessage> messages = new ArrayList<>(leftOut);
    messages.addAll(attempt.messages);
    return finish(attempt.unit, buffers, normalized, included, names, messages, goal, weight);
  }

  private record Attempt(
    LenientCompilationUnit unit,
    Map<String, Integer> indexByName,
    List<CompilerMessage> messages,
    boolean parsed
  ) {}

  private Attempt parse(
    Set<Integer> included,
    String[] names,
    List<String> normalized,
    CompileGoal goal,
    Deadline deadline,
    MemoryClasses classFiles
  ) {
    LenientCompilationUnit unit = setup.newLenientUnit(goal == CompileGoal.TYPED, classFiles);
    Map<String, Integer> indexByName = new HashMap<>();
    for (int i : included) {
      unit.addSource(names[i], normalized.get(i));
      indexByName.put(names[i], i);
    }
    unit.setProgressCallback((context, phase) -> deadline.check());
    List<CompilerMessage> messages = new ArrayList<>();
    boolean parsed = run(unit, Phases.CONVERSION, messages, indexByName, normalized);
    // A parse past the limit may end in the parser's own failure rather than at the check.
    deadline.check();
    return new Attempt(unit, indexByName, messages, parsed);
  }

  /** Compiles through {@code phase}; returns false when errors stopped it. Messages are replaced by the collector's. */
  private static boolean run(
    LenientCompilationUnit unit,
    int phase,
    List<CompilerMessage> out,
    Map<String, Integer> indexByName,
    List<String> normalized
  ) {
    boolean ok = true;
    Throwable crash = null;
    CompilationFailedException failure = null;
    try {
      unit.compile(phase);
    } catch (CompilationFailedException expected) {
      ok = false;
      failure = expected;
    } catch (Deadline.Exceeded e) {
      throw e;
    } catch (RuntimeException | LinkageError | StackOverflowError | AssertionError e) {
      // A compiler bug, mostly on broken input: keep what was collected.
      ok = false;
      crash = e;
    }
    ErrorCollector ec = unit.getErrorCollector();
    List<CompilerMessage> fresh = new ArrayList<>();
    if (ec.getErrors() != null) {
      for (Message m : ec.getErrors()) fresh.add(toMessage(m, "error", indexByName));
    }
    if (ec.getWarnings() != null) {
      for (Message m : ec.getWarnings()) fresh.add(toMessage(m, "warning", indexByName));
    }
    // After an error, a crash is the lenient compile going on where the compiler would have
    // stopped: the errors already say what is wrong. Alone, it is the compiler's own answer.
    if (crash != null && fresh.isEmpty()) {
      String text = crash.getMessage() == null ? "" : crash.getMessage().lines().findFirst().orElse("");
      fresh.add(
        new CompilerMessage(
          0,
          "error",
          COMPILER_FAILURE + crash.getClass().getSimpleName() + (text.isEmpty() ? "" : ": " + text),
          0,
          0,
          0,
          0
        )
      );
    }
    // A failure with no error of its own (the parser's "parsing failed" on deep nesting) must not
    // read as a clean file.
    if (failure != null && crash == null && fresh.stream().noneMatch(m -> m.severity().equals("error"))) {
      Integer buffer = failure.getUnit() instanceof SourceUnit su ? indexByName.get(su.getName()) : null;
      int b = buffer == null ? 0 : buffer;
      fresh.add(ParseFailure.describe(b, normalized.get(b), failure));
    }
    // The collector keeps everything since the unit started; replace what this unit reported.
    out.clear();
    out.addAll(fresh);
    return ok;
  }

  private CompileResult finish(
    LenientCompilationUnit unit,
    List<SourceBuffer> buffers,
    List<String> normalized,
    Set<Integer> included,
    String[] names,
    List<CompilerMessage> messages,
    CompileGoal goal,
    long weight
  ) {
    Map<String, SourceUnit> units = new HashMap<>();
    unit.iterator().forEachRemaining(su -> units.put(su.getName(), su));
    List<CompiledBuffer> out = new ArrayList<>(buffers.size());
    for (int i = 0; i < buffers.size(); i++) {
      SourceUnit su = included.contains(i) ? units.get(names[i]) : null;
      List<CompilerMessage> own = new ArrayList<>();
      for (CompilerMessage m : messages) if (Math.max(0, m.buffer()) == i) own.add(m);
      boolean parsed = su != null && su.getAST() != null && su.getPhase() > Phases.CONVERSION;
      out.add(
        new CompiledBuffer(
          i,
          buffers.get(i),
          normalized.get(i),
          new PositionConverter(buffers.get(i).text()),
          parsed ? su.getAST() : null,
          List.copyOf(own)
        )
      );
    }
    unit.release();
    return new CompileResult(out, goal, weight);
  }

  private static CompilerMessage toMessage(Message m, String severity, Map<String, Integer> indexByName) {
    if (m instanceof SyntaxErrorMessage sem) {
      SyntaxException se = sem.getCause();
      Integer buffer = se.getSourceLocator() == null ? null : indexByName.get(se.getSourceLocator());
      return new CompilerMessage(
        buffer == null ? 0 : buffer,
        severity,
        clean(se.getOriginalMessage()),
        se.getStartLine(),
        se.getStartColumn(),
        se.getEndLine(),
        se.getEndColumn()
      );
    }
    if (m instanceof LocatedMessage lm) {
      CSTNode ctx = lm.getContext();
      int line = ctx == null ? 0 : ctx.getStartLine();
      int col = ctx == null ? 0 : ctx.getStartColumn();
      return new CompilerMessage(0, severity, clean(lm.getMessage()), line, col, line, col);
    }
    if (m instanceof SimpleMessage sm) {
      return new CompilerMessage(0, severity, clean(sm.getMessage()), 0, 0, 0, 0);
    }
    if (m instanceof ExceptionMessage em) {
      Exception e = em.getCause();
      String text =
        e == null ? "compiler exception" : e.getMessage() != null ? e.getMessage() : e.getClass().getName();
      return new CompilerMessage(0, severity, clean(text), 0, 0, 0, 0);
    }
    return new CompilerMessage(0, severity, clean(String.valueOf(m)), 0, 0, 0, 0);
  }

  /** Verifier messages end with a position already in the range ("\n. At [5:3]"). */
  private static final java.util.regex.Pattern TRAILING_POSITION = java.util.regex.Pattern.compile(
    "\\s*\\.?\\s*At \\[\\d+:\\d+\\]\\s*$"
  );

  private static String clean(String s) {
    return s == null ? "" : TRAILING_POSITION.matcher(s.strip()).replaceFirst("").strip();
  }
}
