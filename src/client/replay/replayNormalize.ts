// What a replay ignores when it compares an expected answer with the live one
// (docs/playground.md, "Traffic", "Replay"): the values that differ from run to run by design.
// They are replaced by a placeholder, so both sides still show the field and compare equal:
//
// - the answer's JSON-RPC `id` (a replay sends its own ids);
// - `taskId`, `createdAt`, `lastUpdatedAt` anywhere (a task's identity and wall-clock times, also
//   inside `_meta["io.modelcontextprotocol/related-task"]`);
// - `requestState` anywhere (an MRTR round's sealed state carries a timestamp and a nonce).
//
// Nothing else is ignored: a different `serverInfo.version`, a different message or a different
// diagnostic is a difference someone replaying a session wants to see.

export const IGNORED = '‹ignored›';

/** The keys whose values are volatile wherever they appear. */
export const VOLATILE_KEYS: ReadonlySet<string> = new Set([
  'taskId',
  'createdAt',
  'lastUpdatedAt',
  'requestState',
]);

/** The keys whose values a later request may carry back (a task's poll, an MRTR retry). */
export const CARRIED_KEYS: ReadonlySet<string> = new Set(['taskId', 'requestState']);

function normalizeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeValue);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      VOLATILE_KEYS.has(key) ? IGNORED : normalizeValue(inner),
    ]),
  );
}

/** An answer with its volatile values replaced by IGNORED. */
export function normalizeAnswer(message: unknown): unknown {
  const normalized = normalizeValue(message);
  if (typeof normalized !== 'object' || normalized === null || Array.isArray(normalized)) return normalized;
  return 'id' in normalized ? { ...normalized, id: IGNORED } : normalized;
}

/**
 * The carried values (CARRIED_KEYS) the live answer has where the expected one has others, as
 * old → new: a later replayed request that names the old task or state is sent with the new one.
 */
export function carriedValues(
  expected: unknown,
  actual: unknown,
  into = new Map<string, string>(),
): Map<string, string> {
  if (typeof expected !== 'object' || expected === null || typeof actual !== 'object' || actual === null)
    return into;
  for (const [key, value] of Object.entries(expected)) {
    const other = (actual as Record<string, unknown>)[key];
    if (CARRIED_KEYS.has(key) && typeof value === 'string' && typeof other === 'string') {
      if (value !== other) into.set(value, other);
    } else carriedValues(value, other, into);
  }
  return into;
}

/** `message` with every string that is a key of `carried` replaced by its value. */
export function substituteCarried(message: unknown, carried: ReadonlyMap<string, string>): unknown {
  if (carried.size === 0) return message;
  if (typeof message === 'string') return carried.get(message) ?? message;
  if (Array.isArray(message)) return message.map((item) => substituteCarried(item, carried));
  if (typeof message !== 'object' || message === null) return message;
  return Object.fromEntries(
    Object.entries(message).map(([key, value]) => [key, substituteCarried(value, carried)]),
  );
}
