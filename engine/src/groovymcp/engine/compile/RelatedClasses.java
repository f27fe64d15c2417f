package groovymcp.engine.compile;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The related buffers of a request compiled once, on their own, into class files (by
 * {@link BufferCompiler#classFiles}), kept while they are unchanged: a diagnostics call on a small buffer that refers to a large open one then
 * compiles only the small one, resolving the large one's types from these bytes (docs/server.md
 * §5, "related buffers"). A set that does not compile cleanly on its own (an error, a reference
 * back to the main buffer) has no class files; the caller then compiles everything together as
 * before. Bounded by entry count and total bytes.
 */
final class RelatedClasses {

  private static final int MAX_ENTRIES = 8;
  private static final long MAX_BYTES = 48L * 1024 * 1024;

  private final LinkedHashMap<String, Optional<Map<String, byte[]>>> entries = new LinkedHashMap<>(
    16,
    0.75f,
    true
  );
  private long bytes;
  private long hits;
  private long misses;

  /**
   * The class files (resource name → bytes) stored under {@code key}, compiling them with
   * {@code compile} (null: the set does not compile on its own) the first time.
   */
  Optional<Map<String, byte[]>> classesOf(String key, Supplier<Map<String, byte[]>> compile) {
    synchronized (this) {
      Optional<Map<String, byte[]>> hit = entries.get(key);
      if (hit != null) {
        hits++;
        return hit;
      }
      misses++;
    }
    Optional<Map<String, byte[]>> compiled = Optional.ofNullable(compile.get());
    put(key, compiled);
    return compiled;
  }

  private synchronized void put(String key, Optional<Map<String, byte[]>> compiled) {
    Optional<Map<String, byte[]>> old = entries.put(key, compiled);
    if (old != null) bytes -= weight(old);
    bytes += weight(compiled);
    Iterator<Map.Entry<String, Optional<Map<String, byte[]>>>> it = entries.entrySet().iterator();
    while ((entries.size() > MAX_ENTRIES || bytes > MAX_BYTES) && it.hasNext()) {
      Map.Entry<String, Optional<Map<String, byte[]>>> eldest = it.next();
      if (eldest.getKey().equals(key)) continue;
      bytes -= weight(eldest.getValue());
      it.remove();
    }
  }

  private static long weight(Optional<Map<String, byte[]>> compiled) {
    return compiled
      .map(m ->
        m
          .values()
          .stream()
          .mapToLong(b -> b.length)
          .sum()
      )
      .orElse(0L);
  }

  synchronized Map<String, Object> stats() {
    Map<String, Object> m = new HashMap<>();
    m.put("entries", entries.size());
    m.put("bytes", bytes);
    m.put("hits", hits);
    m.put("misses", misses);
    return m;
  }
}
