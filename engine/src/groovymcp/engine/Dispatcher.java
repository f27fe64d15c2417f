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
 * (engine-protocol.md). Each request gets a time limit from the moment it starts: at the limit the
 * answer is {@code timeout}, the compile is told to stop at its next phase boundary, and until it
 * does the pool grows by one thread so that the next request is not stuck behind it. The parser
 * and some phases run long without a boundary (deeply nested input): a compile still running
 * {@link #STUCK_GRACE_MS} after its timeout answer is reported {@code stuck}, and the supervisor
 * replaces the process, so that abandoned work neither burns CPU nor fills the heap for long.
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

  Dispatcher(OpRegistry registry, CompileService compiler, ResponseWriter out, long timeoutMs, int threads) {
    this.registry = registry;
    this.compiler = compiler;
    this.out = out;
    this.timeoutMs = timeoutMs;
    this.threads = threads;
    AtomicInteger n = new AtomicInteger();
    this.pool =
        new ThreadPoolExecutor(
            threads,
            threads,
            30,
            TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(),
            r -> daemon(r, "engine-worker-" + n.incrementAndGet()));
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "engine-timer"));
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
      pool.execute(() -> runTimed(request, op));
    }
  }

  private void runTimed(Request request, Op op) {
    Deadline deadline = Deadline.after(timeoutMs);
    AtomicBoolean answered = new AtomicBoolean();
    AtomicBoolean timedOut = new AtomicBoolean();
    AtomicBoolean finished = new AtomicBoolean();
    ScheduledFuture<?> alarm =
        timer.schedule(
            () -> {
              if (answered.compareAndSet(false, true)) {
                deadline.expire();
                timedOut.set(true);
                grow();
                out.error(request.id(), "timeout", timeoutMessage());
                timer.schedule(
                    () -> {
                      if (!finished.get()) out.stuck(request.id());
                    },
                    STUCK_GRACE_MS,
                    TimeUnit.MILLISECONDS);
              }
            },
            timeoutMs,
            TimeUnit.MILLISECONDS);
    try {
      answer(request, op, deadline, answered);
    } finally {
      finished.set(true);
      alarm.cancel(false);
      synchronized (this) {
        if (timedOut.get()) shrink();
      }
    }
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
    String limit = timeoutMs % 1000 == 0 ? (timeoutMs / 1000) + " s" : timeoutMs + " ms";
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
