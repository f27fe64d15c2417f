// One simulated visitor of `npm run bench:hosted` (bench/hosted.bench.ts): what a person's page does
// over HTTP, with the page's own parts. It loads the page like a browser (the visitor cookie from
// Set-Cookie, kept in a cookie jar; the token from the page's meta, read by the worker's own
// readTokenMeta), then types at the end of its buffer at a person's pace. Each keystroke goes
// through the editor's CheckScheduler (the adaptive debounce; an edit cancels the check in flight)
// to a `diagnostics` request built as the session's callTool builds it (the buffer's whole text,
// and the related buffers BufferStore picks), sent by the worker's HttpEngineClient (which reads
// the page again on a 401); MarkerGate decides which answers become markers. Two latencies per
// answer shown: from the newest keystroke in its text (the person paused there: what bench:editor
// times, one keystroke then the squiggle), and from every keystroke it covers (one typed over before
// its own markers came waits for the next answer: while round trips are longer than the gaps
// between keys, markers follow only the pauses).
import { CheckScheduler } from '../src/editor/checkScheduler';
import { MarkerGate } from '../src/editor/markerGate';
import { BufferStore } from '../src/session/sources/bufferStore';
import { HttpEngineClient } from '../src/worker/httpEngineClient';
import { readTokenMeta } from '../src/worker/pageToken';

export interface Diagnostic {
  range: { start: { line: number; character: number } };
  severity: string;
  message: string;
}

export interface Failure {
  at: number;
  message: string;
}

/** The visitor's cookie jar for one origin: what a browser sends back and renews. */
export function jarFetch(): typeof fetch {
  let cookie: string | undefined;
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    return response;
  };
}

/**
 * A person's typing: 150–450 ms between keys, 300 ms on average (an average typist's 40 words a
 * minute), and a pause of 1–2 s after each line.
 */
export function keyGapMs(char: string): number {
  return char === '\n' ? 1_000 + Math.random() * 1_000 : 150 + Math.random() * 300;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The class the visitor's script uses, in a second buffer: it resolves only when sent along. */
const shapeSource = (n: number) =>
  [
    `class Shape${n} {`,
    '  final int w, h',
    `  Shape${n}(int w, int h) { this.w = w; this.h = h }`,
    '  int area() { w * h }',
    `  Shape${n} scaled(int k) { new Shape${n}(w * k, h * k) }`,
    '}',
    '',
  ].join('\n');

/** About 30 lines to start from, like the sample's script. */
const startSource = (n: number) =>
  [
    `// visitor ${n}`,
    'import groovy.transform.Field',
    '',
    `@Field List<Shape${n}> shapes = []`,
    '',
    'def add(int w, int h) {',
    `  shapes << new Shape${n}(w, h)`,
    '  shapes.size()',
    '}',
    '',
    'def total() {',
    '  shapes.sum { it.area() } ?: 0',
    '}',
    '',
    'def describe(s) {',
    '  "${s.w} x ${s.h} = ${s.area()}"',
    '}',
    '',
    '(1..5).each { add(it, it + 1) }',
    'def big = shapes.collect { it.scaled(2) }',
    'big.each { println describe(it) }',
    'assert total() > 0',
    'def names = shapes.collect { describe(it) }.join(", ")',
    'println names',
    '',
  ].join('\n');

/** What the visitor types, line after line, again and again. */
const typedLines = (n: number, round: number) => [
  `def s${round} = new Shape${n}(${round % 7}, ${(round % 5) + 1})\n`,
  `add(s${round}.w, s${round}.h)\n`,
  `println describe(s${round}.scaled(${(round % 3) + 1}))\n`,
];

export class SimVisitor {
  readonly mainUri: string;
  readonly shapeUri: string;
  private readonly fetch = jarFetch();
  private client: HttpEngineClient | undefined;
  private readonly buffers = new BufferStore();
  private readonly gate = new MarkerGate();
  private readonly scheduler: CheckScheduler;
  private text: string;
  /** Keystrokes whose markers are not up yet: when, and the text length they made. */
  private pending: { at: number; length: number }[] = [];
  /** Lines typed so far. */
  private typed = 0;
  /** The last answer that became markers, and the text it was about. */
  shown: { text: string; diagnostics: Diagnostic[] } | undefined;
  /** Per answer shown: its newest keystroke → the markers. */
  lastKey: number[] = [];
  /** Per keystroke: → the first markers of a text that holds it. */
  everyKey: number[] = [];
  /** Round trips of the requests answered (not cancelled), the server's share of the latency. */
  roundTrips: number[] = [];
  /** Requests answered with an error (a cancelled one is not). */
  failures: Failure[] = [];
  /** When an answer came after failures: how long after the first of them. */
  recoveries: number[] = [];
  private failingSince: number | undefined;
  requests = 0;
  /** Requests cancelled by a newer keystroke (the page's debounce aborts the check in flight). */
  cancelled = 0;
  related = 0;

  constructor(
    readonly n: number,
    private readonly front: string,
  ) {
    this.mainUri = `groovy-buffer:Visit${n}.groovy`;
    this.shapeUri = `groovy-buffer:Shape${n}.groovy`;
    this.text = startSource(n);
    this.buffers.set(this.shapeUri, shapeSource(n));
    this.buffers.set(this.mainUri, this.text);
    this.scheduler = new CheckScheduler((signal) => this.check(signal));
  }

  /** Loads the page: the cookie and the token, as a browser's first visit gets them. */
  async arrive(): Promise<void> {
    const page = await this.fetch(this.front, { cache: 'no-store' });
    const token = readTokenMeta(await page.text());
    if (page.status !== 200 || token === undefined)
      throw new TypeError(`visitor ${this.n}: the page answered ${page.status} without a token`);
    this.client = new HttpEngineClient({
      engineUrl: new URL('api/engine', this.front).href,
      pageUrl: this.front,
      token,
      fetch: this.fetch,
    });
  }

  /** Types until `until` (performance.now()), one key at a time. */
  async type(until: number): Promise<void> {
    let line = '';
    while (performance.now() < until) {
      if (line === '') line = typedLines(this.n, Math.floor(this.typed / 3))[this.typed++ % 3]!;
      const char = line[0]!;
      line = line.slice(1);
      this.edit(this.text + char, true);
      await sleep(keyGapMs(char));
    }
    // A person finishes the line they are on.
    if (line !== '') this.edit(this.text + line, false);
  }

  /**
   * Pastes a line that names a class no buffer declares, waits for its markers and says whether
   * they are about the visitor's whole text: the error on that very line, the visitor's own class
   * (in the other buffer) resolved. Then takes the line out again. Undefined when all is well.
   */
  async checkLastAnswer(tag: string, timeoutMs: number): Promise<string | undefined> {
    const before = this.text;
    const missing = `Gone${this.n}x${tag}`;
    const deadline = performance.now() + timeoutMs;
    let problem: string | undefined = 'no markers came';
    this.edit(`${before}new ${missing}()\n`, false);
    while (performance.now() < deadline) {
      await sleep(50);
      if (!this.scheduler.idle) continue;
      if (this.shown?.text !== this.text) {
        // The last check failed (a replica went away): a person types on, and so checks again.
        this.edit(this.text, false);
        continue;
      }
      const line = this.text.split('\n').length - 2;
      const found = this.shown.diagnostics.find((d) => d.message.includes(missing));
      const lost = this.shown.diagnostics.find((d) => d.message.includes(`Shape${this.n}`));
      problem = !found
        ? `the markers do not name ${missing}: ${JSON.stringify(this.shown.diagnostics).slice(0, 300)}`
        : found.range.start.line !== line
          ? `the error is on line ${found.range.start.line}, not ${line}`
          : lost
            ? `the other buffer was lost: ${lost.message}`
            : undefined;
      break;
    }
    this.edit(before, false);
    return problem;
  }

  /** Waits (up to `timeoutMs`) until the markers are about the current text. */
  async settle(timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (this.scheduler.idle && this.shown?.text === this.text) return true;
      if (this.scheduler.idle) this.edit(this.text, false);
      await sleep(50);
    }
    return false;
  }

  /** Clears the measurements (after a warm-up, between phases); keystrokes still waiting are dropped. */
  reset(): void {
    this.lastKey = [];
    this.everyKey = [];
    this.roundTrips = [];
    this.failures = [];
    this.recoveries = [];
    this.pending = [];
    this.failingSince = undefined;
    this.requests = 0;
    this.cancelled = 0;
  }

  /** The last request failed and none has been answered since. */
  get stillFailing(): boolean {
    return this.failingSince !== undefined;
  }

  /** Keystrokes whose markers never came. */
  get unanswered(): number {
    return this.pending.length;
  }

  dispose(): void {
    this.scheduler.dispose();
  }

  private edit(text: string, keystroke: boolean): void {
    this.text = text;
    this.buffers.set(this.mainUri, text);
    if (keystroke) this.pending.push({ at: performance.now(), length: text.length });
    this.scheduler.edited();
  }

  private async check(signal: AbortSignal): Promise<number | undefined> {
    const text = this.text;
    const ticket = this.gate.begin();
    // As the session's callTool sends it: the buffer, its text, the tool's other arguments, and the
    // open buffers it references.
    const related = this.buffers.related(this.mainUri, 'diagnostics');
    const request = { op: 'diagnostics' as const, uri: this.mainUri, text, args: {} };
    const started = performance.now();
    this.requests += 1;
    this.related = related.length;
    const answer = await this.client!.request(related.length > 0 ? { ...request, related } : request, {
      signal,
    });
    const now = performance.now();
    if (signal.aborted) {
      this.cancelled += 1;
      return undefined;
    }
    this.roundTrips.push(now - started);
    if (answer.error) {
      this.failures.push({ at: now, message: `${answer.error.kind}: ${answer.error.message}` });
      this.failingSince ??= now;
      return now - started;
    }
    if (this.failingSince !== undefined) {
      this.recoveries.push(now - this.failingSince);
      this.failingSince = undefined;
    }
    if (!this.gate.admit(this.mainUri, ticket, text, this.text)) return now - started;
    const { diagnostics } = answer.result as { diagnostics: Diagnostic[] };
    this.shown = { text, diagnostics };
    const covered = this.pending.filter((p) => p.length <= text.length);
    if (covered.length > 0) this.lastKey.push(now - covered.at(-1)!.at);
    for (const p of covered) this.everyKey.push(now - p.at);
    this.pending = this.pending.filter((p) => p.length > text.length);
    return now - started;
  }
}
