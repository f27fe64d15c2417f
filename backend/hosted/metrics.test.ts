// The Prometheus text exposition format 0.0.4 as /metrics writes it (docs/hosted.md, "Health,
// readiness and metrics"): every line parsed, TYPE before samples, histogram buckets cumulative.
import { describe, expect, it } from 'vitest';
import { parseExposition } from './expositionReader';
import { MetricsRegistry } from './metrics';

describe('MetricsRegistry', () => {
  it('writes counters, gauges and a histogram that a strict reader takes', () => {
    const registry = new MetricsRegistry();
    const rejections = registry.counter('x_rejections_total', 'Refused.\nBy reason \\ kind.', [
      { reason: 'a' },
      { reason: 'b' },
    ]);
    rejections.inc({ reason: 'a' });
    rejections.inc({ reason: 'odd "quoted"\nname\\' }, 2);
    let depth = 3;
    registry.gauge('x_queue_depth', 'Waiting.', () => depth);
    registry.counterFrom('x_restarts_total', 'Restarts.', () => 7);
    const latency = registry.histogram('x_seconds', 'Latency.', [0.1, 0.5, 1]);
    for (const seconds of [0.05, 0.1, 0.3, 0.7, 2, 9]) latency.observe(seconds);
    depth = 4;

    const { types, samples } = parseExposition(registry.render());
    expect(Object.fromEntries(types)).toEqual({
      x_rejections_total: 'counter',
      x_queue_depth: 'gauge',
      x_restarts_total: 'counter',
      x_seconds: 'histogram',
    });
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && JSON.stringify(s.labels) === JSON.stringify(labels))?.value;
    expect(value('x_rejections_total', { reason: 'a' })).toBe(1);
    expect(value('x_rejections_total', { reason: 'b' })).toBe(0);
    expect(value('x_rejections_total', { reason: 'odd "quoted"\nname\\' })).toBe(2);
    expect(value('x_queue_depth')).toBe(4);
    expect(value('x_restarts_total')).toBe(7);

    const buckets = samples.filter((s) => s.name === 'x_seconds_bucket');
    expect(buckets.map((s) => s.labels.le)).toEqual(['0.1', '0.5', '1', '+Inf']);
    expect(buckets.map((s) => s.value)).toEqual([2, 3, 4, 6]);
    for (let i = 1; i < buckets.length; i++)
      expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    expect(value('x_seconds_count')).toBe(6);
    expect(buckets.at(-1)!.value).toBe(value('x_seconds_count'));
    expect(value('x_seconds_sum')).toBeCloseTo(12.15);
  });

  it('escapes HELP text onto one line', () => {
    const registry = new MetricsRegistry();
    registry.gauge('g', 'two\nlines \\ here', () => 1);
    expect(registry.render()).toBe('# HELP g two\\nlines \\\\ here\n# TYPE g gauge\ng 1\n');
  });

  it('the strict reader refuses what the format does not allow', () => {
    expect(() => parseExposition('# TYPE a counter\na{x="1"y="2"} 1\n')).toThrow();
    expect(() => parseExposition('b 1\n')).toThrow();
    expect(() => parseExposition('# TYPE c gauge\nc one\n')).toThrow();
  });
});
