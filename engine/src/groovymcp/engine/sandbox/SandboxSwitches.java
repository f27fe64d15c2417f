package groovymcp.engine.sandbox;

import java.util.Set;

/**
 * Test-only switches that turn one layer of the sandbox off, so that the safety tests can prove each
 * remaining layer stops every canary on its own (engine/test/safety). Read from the system property
 * {@code groovymcp.testing.disableLayers} (comma-separated); nothing in the product sets it, and a
 * disabled layer is reported in {@code info} so that it cannot go unnoticed.
 */
public final class SandboxSwitches {

  public static final String NEVER_RUN = "never-run";
  public static final String VETTING = "vetting";
  public static final String CLASSPATH_RESOURCES = "classpath-resources";
  public static final String LEAST_PRIVILEGE = "least-privilege";
  /**
   * Not a layer: the loader guards that stood before the four layers (engine/README.md "Compile,
   * never run"): the transform loader sees only the engine's jars, classpath classes that run at
   * compile time are refused, no global-transformation list or script is served. Switched off only
   * so the control of the generated canaries (docs/never-run.md) can show them live; {@code @Grab}
   * and {@code @ASTTest} stay denied by name even then (no network, no test harness).
   */
  public static final String LOADER_GUARDS = "loader-guards";

  private static final Set<String> DISABLED = parse(
    System.getProperty("groovymcp.testing.disableLayers", "")
  );

  private SandboxSwitches() {}

  public static boolean disabled(String layer) {
    return DISABLED.contains(layer);
  }

  private static Set<String> parse(String value) {
    return java.util.Arrays.stream(value.split(","))
      .map(String::strip)
      .filter(s -> !s.isEmpty())
      .collect(java.util.stream.Collectors.toUnmodifiableSet());
  }
}
