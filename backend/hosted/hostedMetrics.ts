// The metrics of hosted mode (docs/hosted.md, "Health, readiness and metrics"), named and described
// once: visitors present, the engine queue, compile latency, refusals by reason, engine restarts.
import type { EngineStatus } from '../http/engineStatus';
import type { FairQueue } from './fairQueue';
import { MetricsRegistry, type Counter, type Histogram } from './metrics';

/** Every reason a request is refused that /metrics counts, each shown from 0. */
export const REJECTION_REASONS = [
  'unauthorized',
  'hostedOff',
  'requestRate',
  'concurrentCompiles',
  'openBuffers',
  'bufferBytes',
  'queueFull',
] as const;

/** Seconds: from a keystroke's few milliseconds to the engine's 10 s time limit. */
export const COMPILE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface HostedMetrics {
  readonly registry: MetricsRegistry;
  readonly compileSeconds: Histogram;
  readonly rejections: Counter;
  readonly visitorsIssued: Counter;
}

export function hostedMetrics(sources: {
  activeVisitors: () => number;
  /** The engine queues (the main lane's and the bulk lane's, hostedEngine.ts). */
  queues: readonly FairQueue[];
  /** The engines behind them: the first is the one readiness is about. */
  engines: readonly [EngineStatus, ...EngineStatus[]];
}): HostedMetrics {
  const sum = (of: (queue: FairQueue) => number) => () =>
    sources.queues.reduce((total, queue) => total + of(queue), 0);
  const registry = new MetricsRegistry();
  registry.gauge(
    'groovymcp_visitors',
    'Visitors with a request in the last 5 minutes (this replica).',
    sources.activeVisitors,
  );
  const visitorsIssued = registry.counter(
    'groovymcp_visitor_cookies_issued_total',
    'New visitor cookies handed out.',
    [{}],
  );
  registry.gauge(
    'groovymcp_engine_queue_depth',
    'Engine requests waiting for their turn.',
    sum((queue) => queue.depth),
  );
  registry.gauge(
    'groovymcp_engine_requests_running',
    'Engine requests the engine is working on.',
    sum((queue) => queue.running),
  );
  const compileSeconds = registry.histogram(
    'groovymcp_compile_duration_seconds',
    'How long the engine took per request, queue wait excluded.',
    COMPILE_BUCKETS,
  );
  const rejections = registry.counter(
    'groovymcp_rejections_total',
    'Requests refused, by reason.',
    REJECTION_REASONS.map((reason) => ({ reason })),
  );
  registry.counterFrom(
    'groovymcp_engine_restarts_total',
    'Times the engine JVM was restarted or replaced.',
    () => sources.engines.reduce((total, engine) => total + (engine.restarts ?? 0), 0),
  );
  registry.gauge('groovymcp_engine_ready', '1 while the engine answers, else 0.', () =>
    sources.engines[0].health === 'ready' ? 1 : 0,
  );
  return { registry, compileSeconds, rejections, visitorsIssued };
}
