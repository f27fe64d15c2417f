package groovymcp.engine.compile;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Compiles of the same key that overlap share one run (docs/groovy-compiler-notes.md §12): the editor
 * asks for the tokens and the symbols of a buffer just changed at the same moment, and both need its
 * INDEX compile (on a 100 KB buffer, twice ~170 ms of CPU for one result). The first caller compiles;
 * the others wait for its result within their own deadline, looking at it every 50 ms so that one
 * cancelled or timed out while it waits gives up at once. When the first caller's compile ends
 * without a result (its own deadline passed, or it failed), a waiter compiles for itself.
 */
final class InFlightCompiles {

  interface Compile {
    CompileResult run() throws InterruptedException;
  }

  private final ConcurrentHashMap<String, CompletableFuture<CompileResult>> running =
    new ConcurrentHashMap<>();
  /** Waiters answered with another caller's compile: {@code debug-cache} shows it. */
  private final AtomicInteger shared = new AtomicInteger();
  /** Told when a waiter gives up: it stopped before any compile of its own. */
  private final Runnable gaveUp;

  InFlightCompiles(Runnable gaveUp) {
    this.gaveUp = gaveUp;
  }

  int shared() {
    return shared.get();
  }

  CompileResult share(String key, Deadline deadline, Compile compile) throws InterruptedException {
    while (true) {
      CompletableFuture<CompileResult> mine = new CompletableFuture<>();
      CompletableFuture<CompileResult> theirs = running.putIfAbsent(key, mine);
      if (theirs == null) return lead(key, mine, compile);
      CompileResult result = await(theirs, deadline);
      if (result != null) {
        shared.incrementAndGet();
        return result;
      }
    }
  }

  private CompileResult lead(String key, CompletableFuture<CompileResult> mine, Compile compile)
    throws InterruptedException {
    CompileResult result = null;
    try {
      result = compile.run();
      return result;
    } finally {
      running.remove(key, mine);
      mine.complete(result); // null: the waiters compile for themselves
    }
  }

  /** The leader's result, or null when it ended without one; throws once {@code deadline} passes. */
  private CompileResult await(CompletableFuture<CompileResult> theirs, Deadline deadline)
    throws InterruptedException {
    while (true) {
      if (deadline.isExpired()) {
        gaveUp.run();
        throw new Deadline.Exceeded();
      }
      try {
        return theirs.get(Math.min(deadline.remainingMillis(), 50L), TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        // look at the deadline again
      } catch (ExecutionException e) {
        return null;
      }
    }
  }
}
