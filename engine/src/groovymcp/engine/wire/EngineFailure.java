package groovymcp.engine.wire;

/**
 * A failure answered as {@code {"error": {"kind", "message"}}} (docs/engine-protocol.md "Response").
 * Messages never quote source text.
 */
public final class EngineFailure extends Exception {

  private static final long serialVersionUID = 1L;
  private final String kind;

  private EngineFailure(String kind, String message) {
    super(message, null, false, false);
    this.kind = kind;
  }

  public static EngineFailure invalid(String message) {
    return new EngineFailure("invalid", message);
  }

  public static EngineFailure timeout(String message) {
    return new EngineFailure("timeout", message);
  }

  public static EngineFailure tooLarge(String message) {
    return new EngineFailure("tooLarge", message);
  }

  public static EngineFailure internal(String message) {
    return new EngineFailure("internal", message);
  }

  public String kind() {
    return kind;
  }
}
