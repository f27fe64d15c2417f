package groovymcp.engine;

import groovy.json.JsonSlurper;
import groovymcp.engine.compile.CompileService;
import groovymcp.engine.compile.Deadline;
import groovymcp.engine.ops.Op;
import groovymcp.engine.ops.OpContext;
import groovymcp.engine.ops.OpRegistry;
import groovymcp.engine.wire.EngineFailure;
import groovymcp.engine.wire.Request;
import groovymcp.engine.wire.ResponseWriter;
import java.util.Comparator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Parses request lines and runs them on a small pool, answering out of order by {@code id}
 * (docs/engine-protocol.md). Each request gets a time limit from the moment it starts: at the limit the
 * answer is {@code timeout}, the compile is told to stop at its next phase boundary, and until it
 * does the pool grows by one thread so that the next request is not stuck behind it. The parser
 * and some phases run long without a boundary (deeply nested input): a compile still running
 * {@link #STUCK_GRACE_MS} after its timeout answer is reported {@code stuck}, and the supervisor
 * replaces the process, so that abandoned work neither burns CPU nor fills the heap for long.
 * When the heap stays nearly full after collections ({@link HeapWatch}), the heaviest running
 * request is answered {@code tooLarge} and stopped the same way, before the JVM runs out of memory
 * and fails every request with it. A {@code {"cancel": id}} line (docs/engine-protocol.md, "Cancel")
 * says no one waits for a request any more: it is never answered, never started if it still waits
 * for a thread, and told to stop at its next check if it runs.
 */
final class Dispatcher {

  /** How long an abandoned compile may take to reach a check before the process is given up. */
  static final long STUCK_GRACE_MS = Long.getLong("groovymcp.stuckGraceMs", 300L);

  private final OpRegistry registry;
  private final CompileService compiler;
  private final ResponseWriter out;
  private final long timeoutMs;
  private final int threads;
  private final ThreadPoolExecutor pool;
  private final ScheduledExecutorService timer;
  private int abandoned;
  private final Set<Running> running = ConcurrentHashMap.newKeySet();
  /** Requests on the pool, queued or running, by id: their cancel flags, and the running ones. */
  private final Map<String, AtomicBoolean> cancels = new ConcurrentHashMap<>();
  private final Map<String, Running> runningById = new ConcurrentHashMap<>();

  private static final long HEAP_POLL_MS = 50;

  static final String MEMORY_MESSAGE =
    "not enough memory for this request (the engine's heap is nearly full); try a smaller source or fewer open buffers";

  Dispatcher(OpRegistry registry, CompileService compiler, ResponseWriter out, long timeoutMs, int threads) {
    this.registry = registry;
    this.compiler = compiler;
    this.out = out;
    this.timeoutMs = timeoutMs;
    this.threads = threads;
    AtomicInteger n = new AtomicInteger();
    this.pool = new ThreadPoolExecutor(
      threads,
      threads,
      30,
      TimeUnit.SECONDS,
      new LinkedBlockingQueue<>(),
      r -> daemon(r, "engine-worker-" + n.incrementAndGet())
    );
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "engine-timer"));
    HeapWatch heap = HeapWatch.create();
    if (heap != null) {
      timer.scheduleWithFixedDelay(
        () -> {
          try {
            if (heap.pressed()) shedHeaviest();
          } catch (RuntimeException e) {
            Log.failure("heap watch failed", e); // a failure would cancel the periodic task
          }
        },
        HEAP_POLL_MS,
        HEAP_POLL_MS,
        TimeUnit.MILLISECONDS
      );
    }
  }

  private static Thread daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }

  /** Runs work in the background on the pool (the warm-up compile). */
  void background(Runnable work) {
    pool.execute(work);
  }

  /** Stops taking work and waits a little for requests already running (stdin was closed). */
  void drain() throws InterruptedException {
    pool.shutdown();
    pool.awaitTermination(timeoutMs + 1000, TimeUnit.MILLISECONDS);
  }

  void submitLine(String line) {
    Object parsed;
    try {
      parsed = new JsonSlurper().parseText(line);
    } catch (RuntimeException e) {
      out.error(null, "invalid", "request is not valid JSON");
      return;
    }
    if (parsed instanceof Map<?, ?> map && map.containsKey("cancel") && !map.containsKey("op")) {
      cancel(String.valueOf(map.get("cancel")));
      return;
    }
    Object id = Request.idOf(parsed);
    Request request;
    try {
      request = Request.from(parsed);
    } catch (EngineFailure f) {
      out.error(id, f.kind(), f.getMessage());
      return;
    }
    Op op = registry.get(request.op());
    if (op == null) {
      out.error(id, "invalid", "unknown op: " + Log.quote(request.op()));
      return;
    }
    if (op.inline()) {
      answer(request, op, Deadline.none(), new AtomicBoolean());
    } else {
      String key = String.valueOf(request.id());
      AtomicBoolean cancelled = new AtomicBoolean();
      cancels.put(key, cancelled);
      pool.execute(() -> runTimed(request, op, key, cancelled));
    }
  }

  /** No one waits for request {@code key}: never answered, and stopped at its next check. */
  private void cancel(String key) {
    AtomicBoolean cancelled = cancels.get(key);
    if (cancelled == null) return;
    cancelled.set(true);
    Running r = runningById.get(key);
    if (r != null) stopUnanswered(r);
  }

  private static void stopUnanswered(Running r) {
    r.answered.set(true);
    r.deadline.expire();
  }

  /** A request running on the pool, as the time limit and the heap watch see it. */
  private static final class Running {

    final Request request;
    final Deadline deadline;
    final long weight;
    final AtomicBoolean answered = new AtomicBoolean();
    /** Answered by the time limit or the heap watch while still compiling. */
    final AtomicBoolean abandoned = new AtomicBoolean();
    final AtomicBoolean finished = new AtomicBoolean();

    Running(Request request, Deadline deadline) {
      this.request = request;
      this.deadline = deadline;
      this.weight = request
        .buffers()
        .stream()
        .mapToLong(b -> b.text().length())
        .sum();
    }
  }

  private void runTimed(Request request, Op op, String key, AtomicBoolean cancelled) {
    if (cancelled.get()) {
      cancels.remove(key);
      compiler.noteStoppedBeforeCompile();
      return;
    }
    Running r = new Running(request, Deadline.after(timeoutMs));
    running.add(r);
    runningById.put(key, r);
    if (cancelled.get()) stopUnanswered(r); // cancelled between the check above and now
    ScheduledFuture<?> alarm = timer.schedule(
      () -> abandon(r, "timeout", timeoutMessage()),
      timeoutMs,
      TimeUnit.MILLISECONDS
    );
    try {
      answer(request, op, r.deadline, r.answered);
    } finally {
      r.finished.set(true);
      running.remove(r);
      runningById.remove(key);
      cancels.remove(key);
      alarm.cancel(false);
      synchronized (this) {
        if (r.abandoned.get()) shrink();
      }
    }
  }

  /**
   * Answers a request that is still compiling and tells its compile to stop at the next check;
   * until it does the pool has one more thread, and if it has not within the grace period it is
   * reported stuck.
   */
  private void abandon(Running r, String kind, String message) {
    if (!r.answered.compareAndSet(false, true)) return;
    r.deadline.expire();
    synchronized (this) {
      r.abandoned.set(true);
      grow();
    }
    out.error(r.request.id(), kind, message);
    timer.schedule(
      () -> {
        if (!r.finished.get()) out.stuck(r.request.id());
      },
      STUCK_GRACE_MS,
      TimeUnit.MILLISECONDS
    );
  }

  /** The heap stays nearly full after collections: stop the heaviest request before the JVM runs out. */
  private void shedHeaviest() {
    running
      .stream()
      .filter(r -> !r.answered.get())
      .max(Comparator.comparingLong(r -> r.weight))
      .ifPresent(r -> {
        Log.info("heap nearly full after a collection; stopping the largest request");
        abandon(r, "tooLarge", MEMORY_MESSAGE);
      });
  }

  private void answer(Request request, Op op, Deadline deadline, AtomicBoolean answered) {
    try {
      Object result = op.run(request, new OpContext(compiler, deadline));
      if (answered.compareAndSet(false, true)) out.result(request.id(), result);
    } catch (EngineFailure f) {
      if (answered.compareAndSet(false, true)) out.error(request.id(), f.kind(), f.getMessage());
    } catch (Deadline.Exceeded e) {
      if (answered.compareAndSet(false, true)) out.error(request.id(), "timeout", timeoutMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      if (answered.compareAndSet(false, true)) out.error(request.id(), "internal", "interrupted");
    } catch (OutOfMemoryError e) {
      throw e; // -XX:+ExitOnOutOfMemoryError ends the process; the supervisor restarts it.
    } catch (Throwable e) {
      Log.failure("op " + request.op() + " failed", e);
      if (answered.compareAndSet(false, true)) out.error(request.id(), "internal", Log.describe(e));
    }
  }

  private String timeoutMessage() {
    String limit = timeoutMs % 1000 == 0 ? timeoutMs / 1000 + " s" : timeoutMs + " ms";
    return "compile took longer than " + limit;
  }

  private synchronized void grow() {
    abandoned++;
    pool.setMaximumPoolSize(threads + abandoned);
    pool.setCorePoolSize(threads + abandoned);
  }

  private synchronized void shrink() {
    abandoned--;
    pool.setCorePoolSize(threads + abandoned);
    pool.setMaximumPoolSize(threads + abandoned);
  }
}
