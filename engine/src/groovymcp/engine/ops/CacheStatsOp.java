package groovymcp.engine.ops;

import groovymcp.engine.wire.Request;

/**
 * {@code debug-cache} (hidden, {@code --dev-ops}): the compile cache's and the related class files'
 * counters, so that tests can see a related buffer compiled once and then reused.
 */
final class CacheStatsOp implements Op {

  @Override
  public Object run(Request request, OpContext context) {
    return context.compiler().cacheStats();
  }
}
