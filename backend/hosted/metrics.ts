// The few metrics hosted mode publishes at /metrics (docs/hosted.md, "Health, readiness and
// metrics"), in the Prometheus text exposition format 0.0.4: counters, gauges read when scraped,
// and histograms with cumulative buckets ending in +Inf. Small enough to write here rather than
// bring a client library into a backend that otherwise has none.

/** What /metrics answers with (the format's own media type). */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

type Labels = Readonly<Record<string, string>>;

const escapeHelp = (text: string): string => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const escapeLabel = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return pairs.length === 0 ? '' : `{${pairs.join(',')}}`;
}

/** A number as the format writes it: +Inf, -Inf, NaN or a decimal. */
function numberText(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

interface Family {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'gauge' | 'histogram';
  samples(): string[];
}

export class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();

  constructor(initial: readonly Labels[] = []) {
    for (const labels of initial) this.inc(labels, 0);
  }

  inc(labels: Labels = {}, by = 1): void {
    const key = labelText(labels);
    const known = this.values.get(key);
    if (known === undefined) this.values.set(key, { labels, value: by });
    else known.value += by;
  }

  get(labels: Labels = {}): number {
    return this.values.get(labelText(labels))?.value ?? 0;
  }

  samples(name: string): string[] {
    return [...this.values.values()].map(
      ({ labels, value }) => `${name}${labelText(labels)} ${numberText(value)}`,
    );
  }
}

export class Histogram {
  private readonly counts: number[];
  private sum = 0;
  private count = 0;

  /** `bounds`: the upper bounds of the buckets, ascending; +Inf is added. */
  constructor(readonly bounds: readonly number[]) {
    this.counts = bounds.map(() => 0);
  }

  observe(value: number): void {
    this.sum += value;
    this.count++;
    const at = this.bounds.findIndex((bound) => value <= bound);
    if (at >= 0) this.counts[at]!++;
  }

  samples(name: string): string[] {
    let cumulative = 0;
    const lines = this.bounds.map((bound, i) => {
      cumulative += this.counts[i]!;
      return `${name}_bucket{le="${numberText(bound)}"} ${cumulative}`;
    });
    lines.push(`${name}_bucket{le="+Inf"} ${this.count}`);
    lines.push(`${name}_sum ${numberText(this.sum)}`, `${name}_count ${this.count}`);
    return lines;
  }
}

export class MetricsRegistry {
  private readonly families: Family[] = [];

  counter(name: string, help: string, initial: readonly Labels[] = []): Counter {
    const counter = new Counter(initial);
    this.families.push({ name, help, type: 'counter', samples: () => counter.samples(name) });
    return counter;
  }

  /** A gauge read from `read` at each scrape, so it is never stale. */
  gauge(name: string, help: string, read: () => number): void {
    this.families.push({ name, help, type: 'gauge', samples: () => [`${name} ${numberText(read())}`] });
  }

  /** A counter whose total is kept elsewhere (the engine supervisor's restarts), read at each scrape. */
  counterFrom(name: string, help: string, read: () => number): void {
    this.families.push({ name, help, type: 'counter', samples: () => [`${name} ${numberText(read())}`] });
  }

  histogram(name: string, help: string, bounds: readonly number[]): Histogram {
    const histogram = new Histogram(bounds);
    this.families.push({ name, help, type: 'histogram', samples: () => histogram.samples(name) });
    return histogram;
  }

  /** The exposition: per family its HELP and TYPE lines, then its samples; a newline at the end. */
  render(): string {
    const lines: string[] = [];
    for (const family of this.families) {
      lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
      lines.push(...family.samples());
    }
    return `${lines.join('\n')}\n`;
  }
}
