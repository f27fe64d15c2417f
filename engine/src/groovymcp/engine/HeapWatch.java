package groovymcp.engine;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.List;

/**
 * Tells when the heap stays nearly full after a collection, so that the dispatcher can stop the
 * heaviest request before the JVM runs out of memory and takes every other request with it (it
 * exits on out-of-memory). Reads the old generation's usage right after each collection (garbage
 * waiting to be collected does not count), by polling: setting a usage threshold needs a
 * management permission that the engine's sandbox denies, reading does not.
 */
final class HeapWatch {

  /** Share of the old generation still in use after a collection that counts as pressure. */
  static final double THRESHOLD = Double.parseDouble(System.getProperty("groovymcp.heapPressure", "0.8"));

  private final MemoryPoolMXBean oldGen;
  private final List<GarbageCollectorMXBean> collectors;
  private long seenCollections = -1;

  private HeapWatch(MemoryPoolMXBean oldGen) {
    this.oldGen = oldGen;
    // Only the collectors that collect the old generation update its after-collection usage; a
    // young collection would otherwise re-read a stale figure and stop one request after another.
    this.collectors = ManagementFactory.getGarbageCollectorMXBeans()
      .stream()
      .filter(gc -> List.of(gc.getMemoryPoolNames()).contains(oldGen.getName()))
      .toList();
  }

  /** The watch of this JVM's old generation, or null when it has none to read. */
  static HeapWatch create() {
    try {
      for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
        // The old generation: the heap pool that supports both thresholds (eden and survivors
        // support only the collection one).
        if (
          pool.getType() == MemoryType.HEAP &&
          pool.isCollectionUsageThresholdSupported() &&
          pool.isUsageThresholdSupported() &&
          pool.getUsage().getMax() > 0
        ) {
          return new HeapWatch(pool);
        }
      }
    } catch (SecurityException | UnsupportedOperationException e) {
      Log.info("no heap watch: " + e.getClass().getSimpleName());
    }
    return null;
  }

  /** True once per old-generation collection after which it is still past the threshold. */
  boolean pressed() {
    long collections = 0;
    for (GarbageCollectorMXBean gc : collectors) collections += Math.max(0, gc.getCollectionCount());
    if (collections == seenCollections) return false;
    seenCollections = collections;
    MemoryUsage after = oldGen.getCollectionUsage();
    return after != null && after.getMax() > 0 && after.getUsed() > after.getMax() * THRESHOLD;
  }
}
