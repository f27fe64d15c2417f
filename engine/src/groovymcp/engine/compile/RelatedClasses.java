package groovymcp.engine.compile;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.codehaus.groovy.control.CompilationFailedException;
import org.codehaus.groovy.control.Phases;
import org.codehaus.groovy.tools.GroovyClass;

/**
 * The related buffers of a request compiled once, on their own, into class files, and kept while
 * they are unchanged: a diagnostics call on a small buffer that refers to a large open one then
 * compiles only the small one, resolving the large one's types from these bytes (docs/server.md
 * §5, "related buffers"). A set that does not compile cleanly on its own (an error, a reference
 * back to the main buffer) has no class files; the caller then compiles everything together as
 * before. Bounded by entry count and total bytes.
 */
final class RelatedClasses {

  private static final int MAX_ENTRIES = 8;
  private static final long MAX_BYTES = 48L * 1024 * 1024;

  private final SafeCompilerSetup setup;
  private final LinkedHashMap<String, Optional<Map<String, byte[]>>> entries = new LinkedHashMap<>(
    16,
    0.75f,
    true
  );
  private long bytes;
  private long hits;
  private long misses;

  RelatedClasses(SafeCompilerSetup setup) {
    this.setup = setup;
  }

  /** The class files of {@code related} (resource name → bytes), or empty when they do not compile on their own. */
  Optional<Map<String, byte[]>> classesOf(String key, List<SourceBuffer> related, Deadline deadline) {
    synchronized (this) {
      Optional<Map<String, byte[]>> hit = entries.get(key);
      if (hit != null) {
        hits++;
        return hit;
      }
      misses++;
    }
    Optional<Map<String, byte[]>> compiled = Optional.ofNullable(compile(related, deadline));
    put(key, compiled);
    return compiled;
  }

  private Map<String, byte[]> compile(List<SourceBuffer> related, Deadline deadline) {
    LenientCompilationUnit unit = setup.newLenientUnit(false);
    String[] names = SourceNames.unique(related);
    for (int i = 0; i < related.size(); i++) {
      unit.addSource(
        names[i],
        groovymcp.engine.text.PositionConverter.normalizeLoneCr(related.get(i).text())
      );
    }
    unit.setProgressCallback((context, phase) -> deadline.check());
    try {
      unit.compile(Phases.CLASS_GENERATION);
      if (unit.getErrorCollector().getErrorCount() > 0) return null;
      Map<String, byte[]> out = new HashMap<>();
      for (GroovyClass c : unit.getClasses()) out.put(c.getName().replace('.', '/') + ".class", c.getBytes());
      return out;
    } catch (CompilationFailedException | LinkageError | StackOverflowError e) {
      return null;
    } catch (Deadline.Exceeded e) {
      throw e;
    } catch (RuntimeException e) {
      return null;
    } finally {
      unit.release();
    }
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
