// Shared by the engine's tests: the real JVM engine (through the supervisor, as the backend and
// bin/groovymcp use it), one per worker for the files that only send requests, and helpers to state
// expected ranges from the text itself.
import { beforeAll } from 'vitest';
import { EngineProcess, type EngineProcessOptions } from '../../backend/engine/engineProcess';
import type { EngineRequest } from '../../src/contracts';

export interface Position {
  line: number;
  character: number;
}
export interface Range {
  start: Position;
  end: Position;
}

export interface Harness {
  engine: EngineProcess;
  logs: string[];
  /** Sends a request and returns its result; fails the test on an error answer. */
  result<T = Record<string, unknown>>(req: EngineRequest): Promise<T>;
}

export async function startEngine(options: EngineProcessOptions = {}): Promise<Harness> {
  const logs: string[] = [];
  const engine = new EngineProcess({ log: (line) => logs.push(line), ...options });
  await engine.whenReady();
  if (engine.health !== 'ready') {
    throw new EngineHarnessError(`engine did not start: ${engine.startProblem?.message ?? logs.join('\n')}`);
  }
  return {
    engine,
    logs,
    async result<T>(req: EngineRequest): Promise<T> {
      const response = await engine.request(req);
      if (response.error) throw new EngineHarnessError(`${response.error.kind}: ${response.error.message}`);
      return response.result as T;
    },
  };
}

/**
 * The result of a small request sent after a timeout. The JVM that answers may be a new one (the
 * abandoned compile was still running), whose first compiles are cold: on a busy machine they may
 * outlive a short limit too. Anything but a result or a timeout fails, and a result must come
 * within `attempts` requests.
 */
export async function resultAfterTimeout<T>(h: Harness, req: EngineRequest, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await h.engine.request(req);
    if (answer.error === undefined) return answer.result as T;
    if (answer.error.kind !== 'timeout' || attempt === attempts)
      throw new EngineHarnessError(`${answer.error.kind}: ${answer.error.message} (attempt ${attempt})`);
  }
}

/**
 * The engines shared by the test files a worker runs, one per set of options: a JVM start and its
 * JIT warm-up cost seconds, the engine keeps no state between requests (each carries its buffers),
 * so files that only send requests need not pay them again (vitest.config.ts runs engine/test/ in
 * one process per worker, `isolate: false`). Kept on globalThis so that a module graph evaluated
 * again for the next file still finds them; each JVM exits with the worker (its stdin closes).
 */
const SHARED = Symbol.for('groovymcp.engineHarness.sharedEngines');
type SharedEngines = Map<string, Promise<Harness>>;
const sharedEngines = (): SharedEngines =>
  ((globalThis as { [SHARED]?: SharedEngines })[SHARED] ??= new Map());

async function sharedEngine(options: EngineProcessOptions): Promise<Harness> {
  const key = JSON.stringify(options);
  const engines = sharedEngines();
  let harness = engines.get(key);
  if (!harness) {
    harness = startEngine(options);
    engines.set(key, harness);
    // One that failed to start is not kept: the next file tries again (and says why if it fails).
    harness.catch(() => engines.delete(key));
  }
  return harness;
}

/**
 * The engine of the calling test file, started (or, in the same worker, reused) before its tests.
 * The returned harness delegates to it, so tests use it like the one `startEngine` returns; its
 * `logs` are the lines logged since the file began. Options must be plain data (they key the
 * sharing); a test that needs an engine of its own, to close or kill it, calls `startEngine`.
 */
export function engineForFile(options: EngineProcessOptions = {}): Harness {
  let started: Harness | undefined;
  let firstLog = 0;
  beforeAll(async () => {
    started = await sharedEngine(options);
    firstLog = started.logs.length;
  });
  const current = (): Harness => {
    if (!started) throw new EngineHarnessError('the engine is used outside the tests of its file');
    return started;
  };
  return {
    get engine() {
      return current().engine;
    },
    get logs() {
      return current().logs.slice(firstLog);
    },
    result: (req) => current().result(req),
  };
}

export class EngineHarnessError extends Error {
  override readonly name = 'EngineHarnessError';
}

/** Position of UTF-16 offset `offset` in `text`; lines end at \r\n, \n or a lone \r. */
export function positionAt(text: string, offset: number): Position {
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, character: offset - lineStart };
}

/** The range of the `nth` (0-based) occurrence of `needle` in `text`, computed in UTF-16 like the wire. */
export function rangeOf(text: string, needle: string, nth = 0): Range {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new EngineHarnessError(`"${needle}" occurs fewer than ${nth + 1} times`);
  }
  return { start: positionAt(text, at), end: positionAt(text, at + needle.length) };
}

/** From the start of one needle to the end of another (a whole declaration). */
export function spanOf(text: string, from: string, to: string, nth = 0): Range {
  const start = rangeOf(text, from, nth).start;
  const startOffset = offsetOf(text, start);
  const end = text.indexOf(to, startOffset);
  if (end < 0) throw new EngineHarnessError(`"${to}" not found after "${from}"`);
  return { start, end: positionAt(text, end + to.length) };
}

function offsetOf(text: string, p: Position): number {
  let line = 0;
  let i = 0;
  while (line < p.line && i < text.length) {
    const c = text[i];
    i++;
    if (c === '\n' || (c === '\r' && text[i] !== '\n')) line++;
  }
  return i + p.character;
}

/** The range of `name` (as a whole word) inside the first occurrence of `context`. */
export function rangeWithin(text: string, context: string, name: string): Range {
  const at = text.indexOf(context);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const inner = new RegExp(`(?<!\\w)${escaped}(?!\\w)`, 'u').exec(context)?.index ?? -1;
  if (at < 0 || inner < 0) throw new EngineHarnessError(`"${name}" not found within "${context}"`);
  return { start: positionAt(text, at + inner), end: positionAt(text, at + inner + name.length) };
}
