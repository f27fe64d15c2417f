// Runs a replay (docs/playground.md, "Traffic", "Replay"): sends each step of replayPlan.ts to the
// live session as a raw line, in order, and waits for each request's answer (up to a timeout)
// before the next. Requests go out with ids of their own (`replay-<n>`), so they never collide with
// the client's; a later request that names a task or an MRTR state the recorded answers named is
// sent with the live session's (replayNormalize.ts, carriedValues). Every answer is compared with
// the recorded one once its volatile values are put aside.
import { describeError, type ClientError } from '../clientError';
import type { TrafficRecorder, TrafficRow } from '../traffic/trafficRecorder';
import { diffPaths } from './replayDiff';
import { carriedValues, normalizeAnswer, substituteCarried } from './replayNormalize';
import type { ReplayStep } from './replayPlan';

export interface ReplayPort {
  readonly traffic: Pick<TrafficRecorder, 'get' | 'subscribe'>;
  sendRaw(text: string): Promise<{ seqs: number[]; error?: ClientError }>;
}

/**
 * `unrecorded`: the section holds no answer to compare with (a request cancelled or cut off when it
 * was recorded); the live answer is shown, not judged.
 */
export type ReplayVerdict = 'same' | 'different' | 'no answer' | 'unrecorded' | 'sent' | 'skipped' | 'failed';

/** How long a request whose recorded answer is missing may wait for a live one. */
const UNRECORDED_WAIT_MS = 3000;

export interface ReplayExchange {
  readonly step: ReplayStep;
  readonly verdict: ReplayVerdict;
  /** The recorded answer and the live one, normalised (replayNormalize.ts). */
  readonly expected?: unknown;
  readonly actual?: unknown;
  /** The JSON paths at which they differ. */
  readonly paths: readonly string[];
  /** The live request's row and its answer's. */
  readonly sentSeq?: number;
  readonly answerSeq?: number;
  /** Why there is nothing to compare (a timeout, a send that failed, a skipped step). */
  readonly problem?: string;
}

export interface ReplayOptions {
  timeoutMs?: number;
  /** Told after each exchange, with every exchange so far. */
  onProgress?: (exchanges: readonly ReplayExchange[]) => void;
  signal?: AbortSignal;
}

const parse = (row: TrafficRow | undefined): unknown => {
  try {
    return row === undefined ? undefined : (JSON.parse(row.raw) as unknown);
  } catch {
    return row?.raw;
  }
};

/** The row answering request row `seq`, once it is there; undefined after `timeoutMs`. */
function answerOf(traffic: ReplayPort['traffic'], seq: number, timeoutMs: number, signal?: AbortSignal) {
  return new Promise<TrafficRow | undefined>((resolve) => {
    const check = () => {
      const pair = traffic.get(seq)?.pairSeq;
      if (pair === undefined) return false;
      done(traffic.get(pair));
      return true;
    };
    const stop = traffic.subscribe(() => void check());
    const timer = setTimeout(() => done(undefined), timeoutMs);
    const onAbort = () => done(undefined);
    signal?.addEventListener('abort', onAbort, { once: true });
    function done(row: TrafficRow | undefined) {
      stop();
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(row);
    }
    check();
  });
}

export async function runReplay(
  port: ReplayPort,
  steps: readonly ReplayStep[],
  options: ReplayOptions = {},
): Promise<ReplayExchange[]> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const exchanges: ReplayExchange[] = [];
  const carried = new Map<string, string>();
  const add = (exchange: ReplayExchange) => {
    exchanges.push(exchange);
    options.onProgress?.([...exchanges]);
  };
  let n = 0;
  for (const step of steps) {
    if (options.signal?.aborted) break;
    if (step.kind === 'skipped') {
      add({ step, verdict: 'skipped', paths: [], problem: step.reason });
      continue;
    }
    const message = substituteCarried(step.message, carried) as Record<string, unknown>;
    const wire = step.kind === 'request' ? { ...message, id: `replay-${++n}` } : message;
    const sent = await port.sendRaw(JSON.stringify(wire));
    const sentSeq = sent.seqs[0];
    if (sent.error || sentSeq === undefined) {
      add({
        step,
        verdict: 'failed',
        paths: [],
        sentSeq,
        problem: sent.error ? describeError(sent.error) : 'not sent',
      });
      continue;
    }
    if (step.kind === 'notification') {
      add({ step, verdict: 'sent', paths: [], sentSeq });
      continue;
    }
    const unrecorded = step.expected === undefined;
    const wait = unrecorded ? Math.min(timeoutMs, UNRECORDED_WAIT_MS) : timeoutMs;
    const answer = await answerOf(port.traffic, sentSeq, wait, options.signal);
    const recorded = parse(step.expected);
    const expected = unrecorded ? undefined : normalizeAnswer(recorded);
    if (unrecorded) {
      const actual = answer === undefined ? undefined : normalizeAnswer(parse(answer));
      add({
        step,
        verdict: 'unrecorded',
        actual,
        paths: [],
        sentSeq,
        answerSeq: answer?.seq,
        problem: 'the section holds no answer to compare with',
      });
      continue;
    }
    if (answer === undefined) {
      const problem = options.signal?.aborted ? 'replay stopped' : `no answer within ${timeoutMs / 1000} s`;
      add({ step, verdict: 'no answer', expected, paths: [], sentSeq, problem });
      continue;
    }
    const live = parse(answer);
    carriedValues(recorded, live, carried);
    const actual = normalizeAnswer(live);
    const paths = diffPaths(expected, actual);
    add({
      step,
      verdict: paths.length === 0 ? 'same' : 'different',
      expected,
      actual,
      paths,
      sentSeq,
      answerSeq: answer.seq,
    });
  }
  return exchanges;
}
