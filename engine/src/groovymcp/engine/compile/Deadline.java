package groovymcp.engine.compile;

/**
 * The per-request time limit, checked by the compiler between phases (the compiler itself cannot be
 * interrupted). Expired either by the clock or by the dispatcher when it has answered {@code timeout}.
 */
public final class Deadline {

  private final long endNanos;
  private volatile boolean expired;

  private Deadline(long endNanos) {
    this.endNanos = endNanos;
  }

  public static Deadline after(long millis) {
    return new Deadline(System.nanoTime() + millis * 1_000_000L);
  }

  public static Deadline none() {
    return new Deadline(Long.MAX_VALUE);
  }

  public void expire() {
    expired = true;
  }

  public boolean isExpired() {
    return expired || (endNanos != Long.MAX_VALUE && System.nanoTime() - endNanos > 0);
  }

  public long remainingMillis() {
    if (expired) return 0;
    if (endNanos == Long.MAX_VALUE) return Long.MAX_VALUE;
    return Math.max(0, (endNanos - System.nanoTime()) / 1_000_000L);
  }

  /** Throws {@link Exceeded} once the limit has passed. */
  public void check() {
    if (isExpired()) throw new Exceeded();
  }

  /** Unwinds a compile that ran past its limit. */
  public static final class Exceeded extends RuntimeException {

    public Exceeded() {
      super("deadline exceeded", null, false, false);
    }
  }
}
