// What the traffic view shows about one line without keeping the parsed value around: kind, method,
// id and error code (docs/playground.md, "Traffic"). 100,000 rows must stay cheap, so a
// summary is a few scalars and the raw text is the only copy of the message.

import { subjectOf } from './messageSubject';

export type MessageKind = 'request' | 'notification' | 'result' | 'error' | 'invalid';
export type WireId = string | number | null;

export interface MessageSummary {
  readonly kind: MessageKind;
  /** The method of a request or notification. */
  readonly method?: string;
  /**
   * What a request names, so Traffic can tell calls of one method apart (messageSubject.ts): the
   * tool of `tools/call`, the prompt of `prompts/get`, the URI of `resources/read`, the ref of
   * `completion/complete`.
   */
  readonly subject?: string;
  /** The id exactly as on the wire (`null` for an error about an unreadable request). */
  readonly id?: WireId;
  readonly errorCode?: number;
  readonly errorMessage?: string;
  /** Why a line is `invalid`: not JSON, a batch, not an object, … */
  readonly problem?: string;
  /** A result that reports a tool failure (`isError: true`), so "errors only" can find it. */
  readonly toolError?: boolean;
  /** A completion result (`completion.values`): how many values, and its `hasMore` when present. */
  readonly completionValues?: number;
  readonly completionHasMore?: boolean;
}

export interface SummarizedLine {
  readonly summary: MessageSummary;
  /** The parsed value, for the caller that needs it right away (correlation); not stored. */
  readonly value: unknown;
}

function isWireId(value: unknown): value is WireId {
  return typeof value === 'string' || typeof value === 'number' || value === null;
}

/** Only completion/complete answers with a `completion` object holding `values`. */
function completionCounts(
  completion: unknown,
): Pick<MessageSummary, 'completionValues' | 'completionHasMore'> {
  const values = (completion as { values?: unknown } | undefined)?.values;
  if (!Array.isArray(values)) return {};
  const hasMore = (completion as { hasMore?: unknown }).hasMore;
  return typeof hasMore === 'boolean'
    ? { completionValues: values.length, completionHasMore: hasMore }
    : { completionValues: values.length };
}

export function summarizeValue(value: unknown): MessageSummary {
  if (Array.isArray(value)) return { kind: 'invalid', problem: 'a JSON array (batch)' };
  if (typeof value !== 'object' || value === null) return { kind: 'invalid', problem: 'not a JSON object' };
  const message = value as Record<string, unknown>;
  const id = isWireId(message.id) ? message.id : undefined;
  if (typeof message.method === 'string') {
    if (!('id' in message)) return { kind: 'notification', method: message.method };
    const subject = subjectOf(message.method, message.params);
    return subject === undefined
      ? { kind: 'request', method: message.method, id }
      : { kind: 'request', method: message.method, id, subject };
  }
  if ('error' in message) {
    const error = (
      typeof message.error === 'object' && message.error !== null ? message.error : {}
    ) as Record<string, unknown>;
    return {
      kind: 'error',
      id,
      errorCode: typeof error.code === 'number' ? error.code : undefined,
      errorMessage: typeof error.message === 'string' ? error.message : undefined,
    };
  }
  if ('result' in message) {
    const result = message.result as { isError?: unknown; completion?: unknown } | null;
    if (result?.isError === true) return { kind: 'result', id, toolError: true };
    return { kind: 'result', id, ...completionCounts(result?.completion) };
  }
  return { kind: 'invalid', id, problem: 'neither a request, a notification nor a response' };
}

export function summarizeLine(raw: string): SummarizedLine {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { summary: { kind: 'invalid', problem: 'not JSON' }, value: undefined };
  }
  return { summary: summarizeValue(value), value };
}

/** A map key that keeps `1` and `"1"` apart: ids are echoed exactly (docs/server.md §2). */
export function idKey(id: WireId | undefined): string | undefined {
  if (id === undefined || id === null) return undefined;
  return typeof id === 'number' ? `n:${id}` : `s:${id}`;
}
