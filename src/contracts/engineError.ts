// The one reader of an engine error off the wire (docs/engine-protocol.md, "Response"), for the
// backend reading the engine's stdout and the worker reading the backend's HTTP answers alike.
import { ENGINE_ERROR_KINDS, type EngineError, type EngineErrorKind } from './engine';
import { isPlainObject } from './isPlainObject';

/**
 * `value` as an engine error: a kind outside `kinds` reads as `internal`, a missing message as
 * "engine error". Undefined when it is not an object, or has neither a kind of `kinds` nor a message.
 */
export function readEngineError(
  value: unknown,
  kinds: readonly EngineErrorKind[] = ENGINE_ERROR_KINDS,
): EngineError | undefined {
  if (!isPlainObject(value)) return undefined;
  const kind = kinds.find((k) => k === value.kind);
  const message = typeof value.message === 'string' ? value.message : undefined;
  if (kind === undefined && message === undefined) return undefined;
  return { kind: kind ?? 'internal', message: message ?? 'engine error' };
}
