package groovymcp.engine.compile;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small LRU of compile results keyed by (goal, content hash of every buffer), so that the same
 * text asked twice costs no compile (docs/ARCHITECTURE.md "Engine": the engine may cache ASTs by content hash).
 * Bounded by entry count and by total characters, since an AST weighs many times its text.
 */
final class CompileCache {

  private final int maxEntries;
  private final long maxChars;
  private final LinkedHashMap<String, CompileResult> entries = new LinkedHashMap<>(16, 0.75f, true);
  private long chars;

  CompileCache(int maxEntries, long maxChars) {
    this.maxEntries = maxEntries;
    this.maxChars = maxChars;
  }

  static String key(CompileGoal goal, List<SourceBuffer> buffers) {
    MessageDigest md;
    try {
      md = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    md.update(goal.name().getBytes(StandardCharsets.UTF_8));
    for (SourceBuffer b : buffers) {
      md.update((byte) 0);
      md.update(b.uri().getBytes(StandardCharsets.UTF_8));
      md.update((byte) 0);
      md.update(b.text().getBytes(StandardCharsets.UTF_8));
    }
    StringBuilder sb = new StringBuilder(64);
    for (byte x : md.digest())
      sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
    return sb.toString();
  }

  synchronized CompileResult get(String key) {
    return entries.get(key);
  }

  synchronized void put(String key, CompileResult result) {
    if (result.weight() > maxChars / 2) return;
    CompileResult old = entries.put(key, result);
    if (old != null) chars -= old.weight();
    chars += result.weight();
    Iterator<Map.Entry<String, CompileResult>> it = entries.entrySet().iterator();
    while ((entries.size() > maxEntries || chars > maxChars) && it.hasNext()) {
      Map.Entry<String, CompileResult> eldest = it.next();
      if (eldest.getKey().equals(key)) continue;
      chars -= eldest.getValue().weight();
      it.remove();
    }
  }

  synchronized Map<String, Object> stats() {
    Map<String, Object> m = new HashMap<>();
    m.put("entries", entries.size());
    m.put("chars", chars);
    return m;
  }
}
