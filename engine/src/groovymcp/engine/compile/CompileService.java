package groovymcp.engine.compile;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The one compile service: a fresh, safe, lenient compilation unit per request, with the main
 * buffer and its {@code related} buffers as separate source units of the same unit (so that
 * cross-buffer features work), a per-phase deadline check, and a small cache by content hash.
 * This class decides what is compiled and keeps the results; {@link BufferCompiler} compiles.
 */
public final class CompileService {

  /** Sources above this size compile one at a time: two at once could exhaust a 512 MiB heap. */
  private static final int LARGE_CHARS = 128 * 1024;

  /**
   * Characters of source whose compiles the cache may keep. An AST weighs hundreds of times its
   * text: two cached 512 Ki-character compiles filled a 512 MiB heap and made every compile crawl.
   */
  private static final long MAX_CACHED_CHARS = 256 * 1024;

  private final SafeCompilerSetup setup;
  private final BufferCompiler compiler;
  private final CompileCache cache;
  private final Semaphore largeGate = new Semaphore(1);
  /** Requests stopped (cancelled, timed out) before their compile began: {@code debug-cache} shows it. */
  private final AtomicInteger stoppedBeforeCompile = new AtomicInteger();
  private final RelatedClasses relatedClasses;
  private final InFlightCompiles inFlight = new InFlightCompiles(this::noteStoppedBeforeCompile);

  public CompileService(SafeCompilerSetup setup) {
    this.setup = setup;
    this.compiler = new BufferCompiler(setup);
    this.cache = new CompileCache(64, MAX_CACHED_CHARS);
    this.relatedClasses = new RelatedClasses();
  }

  public SafeCompilerSetup setup() {
    return setup;
  }

  public Map<String, Object> cacheStats() {
    Map<String, Object> stats = new HashMap<>(cache.stats());
    stats.put("relatedClasses", relatedClasses.stats());
    stats.put("stoppedBeforeCompile", stoppedBeforeCompile.get());
    stats.put("sharedCompiles", inFlight.shared());
    stats.put("parserDfaStates", CachingParserPlugin.dfaStates());
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
      compiler.classFiles(related, deadline)
    );
    if (classFiles.isEmpty()) return compile(buffers, goal, deadline);
    List<SourceBuffer> mainOnly = List.of(buffers.get(0));
    String key = "classes " + relatedKey + " " + CompileCache.key(goal, mainOnly);
    CompileResult hit = cache.get(key);
    if (hit != null) return hit;
    MemoryClasses loader = new MemoryClasses(setup.userClasspath(), classFiles.get(), relatedKey);
    long weight = mainOnly.get(0).text().length();
    CompileResult result = compiler.compile(mainOnly, goal, deadline, weight, loader);
    if (CompilerRun.compilerFailed(result)) return compile(buffers, goal, deadline);
    cache.put(key, result);
    return result;
  }

  /**
   * Waits for the one large-compile slot until the deadline, looking at it every 50 ms: a request
   * cancelled or timed out while it waits gives its turn up at once.
   */
  private void acquireLarge(Deadline deadline) throws InterruptedException {
    do {
      // Looked at before each try too: a request cancelled by now does not take a free slot.
      if (deadline.remainingMillis() == 0) {
        noteStoppedBeforeCompile();
        throw new Deadline.Exceeded();
      }
    } while (!largeGate.tryAcquire(Math.min(deadline.remainingMillis(), 50L), TimeUnit.MILLISECONDS));
  }

  /** A request that never reached its compile (cancelled while it waited for a thread or the gate). */
  public void noteStoppedBeforeCompile() {
    stoppedBeforeCompile.incrementAndGet();
  }

  /**
   * Compiles (or finds in the cache) {@code buffers}, main first; a compile of the same buffers to
   * the same goal already running is waited for rather than run twice ({@link InFlightCompiles}).
   */
  public CompileResult compile(List<SourceBuffer> buffers, CompileGoal goal, Deadline deadline)
    throws InterruptedException {
    String key = CompileCache.key(goal, buffers);
    CompileResult hit = cache.get(key);
    if (hit != null) return hit;
    return inFlight.share(key, deadline, () -> compileNow(key, buffers, goal, deadline));
  }

  private CompileResult compileNow(
    String key,
    List<SourceBuffer> buffers,
    CompileGoal goal,
    Deadline deadline
  ) throws InterruptedException {
    // Ended while this one waited to lead: what it compiled is in the cache.
    CompileResult hit = cache.get(key);
    if (hit != null) return hit;
    long weight = buffers
      .stream()
      .mapToLong(b -> b.text().length())
      .sum();
    boolean large = weight > LARGE_CHARS;
    if (large) acquireLarge(deadline);
    try {
      CompileResult result = compiler.compile(buffers, goal, deadline, weight, null);
      cache.put(key, result);
      return result;
    } finally {
      if (large) largeGate.release();
    }
  }
}
