// The engine's side of the wire (docs/engine-protocol.md): what one line on the JVM's stdout means.
// A line is the ready line (with the Groovy version and the sandbox's state), a `stuck` report, an
// answer to a numbered request, an error without an id, or noise; the supervisor (engineProcess.ts)
// decides what to do about each, and never sees raw JSON.
import {
  ENGINE_ERROR_KINDS,
  type EngineError,
  type EngineErrorKind,
  type EngineResponse,
  type EngineSandbox,
  readEngineError,
} from '../../src/contracts';

/**
 * What the engine says in its ready line: the Groovy version and whether its sandbox's
 * least-privilege layer is in force (engine/README.md "Compile, never run").
 */
export interface ReadyFacts {
  version: string | undefined;
  sandbox: EngineSandbox | undefined;
}

export type EngineLine =
  | { type: 'notJson' }
  | { type: 'ready'; facts: ReadyFacts }
  | { type: 'stuck' }
  | { type: 'answer'; id: number; response: EngineResponse }
  | { type: 'errorWithoutId'; error: EngineError }
  | { type: 'ignored' };

// The kinds the JVM answers with; `busy` is the supervisor's own (a full queue, never sent).
const ERROR_KINDS: readonly EngineErrorKind[] = ENGINE_ERROR_KINDS.filter((k) => k !== 'busy');

/** One line of the JVM's stdout, classified. */
export function parseEngineLine(line: string): EngineLine {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return { type: 'notJson' };
  }
  if (typeof message !== 'object' || message === null) return { type: 'ignored' };
  const m = message as Record<string, unknown>;
  if (m.ready === true) return { type: 'ready', facts: readyFacts(m) };
  if (m.stuck === true) return { type: 'stuck' };
  if (typeof m.id !== 'number')
    return m.error ? { type: 'errorWithoutId', error: describeError(m.error) } : { type: 'ignored' };
  return {
    type: 'answer',
    id: m.id,
    response: 'error' in m ? { error: describeError(m.error) } : { result: m.result },
  };
}

/** A request as one line on the JVM's stdin. */
export function requestLine(request: object, id: number): string {
  return `${JSON.stringify({ ...request, id })}\n`;
}

/** Tells the JVM that no one waits for request `id` (docs/engine-protocol.md, "Cancel"). */
export function cancelLine(id: number): string {
  return `{"cancel":${id}}\n`;
}

export function failure(kind: EngineErrorKind, message: string): EngineResponse {
  return { error: { kind, message } };
}

function readyFacts(m: Record<string, unknown>): ReadyFacts {
  return {
    version: typeof m.groovyVersion === 'string' ? m.groovyVersion : undefined,
    sandbox: m.sandbox === 'enforced' || m.sandbox === 'unavailable' ? m.sandbox : undefined,
  };
}

/** The engine never says `busy` itself (only the supervisor does), so that kind reads as internal. */
function describeError(value: unknown): EngineError {
  return readEngineError(value, ERROR_KINDS) ?? { kind: 'internal', message: 'engine error' };
}
