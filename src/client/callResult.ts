// A request's answer read as the shape a panel uses (docs/ARCHITECTURE.md, "The path of one
// `tools/call`"): a leaf, so the calls (serverFeatures.ts) and the task tracker read tool results
// the same way without importing each other.
import { failure, success, type Outcome } from './clientError';
import type { Reply } from './connection/handshake';
import { CallToolResultSchema, type CallToolResult, type Schema } from './serverTypes';

export interface Call<T> {
  readonly outcome: Outcome<T>;
  /** The traffic row of the (last) request, for "show in Traffic". */
  readonly requestSeq: number | undefined;
  /** Said beside a result that is not the whole answer (a list cut short at MAX_PAGES). */
  readonly note?: string;
}

/** `reply` checked against `schema`; a result of another shape is a `badResult` failure. */
export function parsed<T>(method: string, schema: Schema<T>, reply: Reply): Call<T> {
  if (!reply.outcome.ok) return { outcome: reply.outcome, requestSeq: reply.requestSeq };
  const result = schema.safeParse(reply.outcome.value);
  if (result.success) return { outcome: success(result.data), requestSeq: reply.requestSeq };
  const issue = result.error.issues[0];
  const message = `${issue?.path.join('.') || 'result'}: ${issue?.message ?? 'unexpected shape'}`;
  return { outcome: failure({ kind: 'badResult', method, message }), requestSeq: reply.requestSeq };
}

/** `structuredContent`, or the same JSON in the text content where the revision has no structuredContent. */
export function structuredOf(result: CallToolResult): unknown {
  if (result.structuredContent !== undefined) return result.structuredContent;
  const text = result.content.find((block) => block.type === 'text')?.text;
  try {
    return typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A `tools/call` answer read as a tool result (the task tracker's plain answers too). */
export const toolCallFromReply = (reply: Reply): Call<CallToolResult> =>
  parsed('tools/call', CallToolResultSchema, reply);
