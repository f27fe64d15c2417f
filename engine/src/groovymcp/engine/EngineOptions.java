package groovymcp.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Launch options: {@code --classpath PATH} (platform separator; fixed at launch, docs/server.md §1),
 * {@code --timeout-ms N} (or {@code -Dgroovymcp.timeoutMs}, default 10 000), {@code --threads N}
 * (default: processors), {@code --dev-ops} (enables the hidden {@code bench-bare} and {@code debug-index} ops).
 */
record EngineOptions(List<Path> classpath, long timeoutMs, int threads, boolean devOps) {
  static EngineOptions parse(String[] args) throws IllegalArgumentException {
    List<Path> classpath = new ArrayList<>();
    long timeoutMs = Long.getLong("groovymcp.timeoutMs", 10_000L);
    int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    boolean devOps = false;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      switch (a) {
        case "--classpath" -> {
          String value = value(args, ++i, a);
          for (String entry : value.split(java.io.File.pathSeparator)) {
            if (entry.isEmpty()) continue;
            Path p = Path.of(entry).toAbsolutePath().normalize();
            // Like javac: a missing entry contributes nothing (the path itself is not logged).
            if (Files.exists(p)) classpath.add(p);
            else System.err.println("engine: a classpath entry does not exist; it is ignored");
          }
        }
        case "--timeout-ms" -> timeoutMs = Long.parseLong(value(args, ++i, a));
        case "--threads" -> threads = Math.max(1, Integer.parseInt(value(args, ++i, a)));
        case "--dev-ops" -> devOps = true;
        default -> throw new IllegalArgumentException("unknown argument " + a);
      }
    }
    if (timeoutMs < 1) throw new IllegalArgumentException("--timeout-ms must be positive");
    return new EngineOptions(List.copyOf(classpath), timeoutMs, threads, devOps);
  }

  private static String value(String[] args, int i, String flag) {
    if (i >= args.length) throw new IllegalArgumentException(flag + " needs a value");
    return args[i];
  }
}
