// completion/complete as the panels use it (docs/completion.md): the request built from a ref, the
// argument and the other arguments, and the answer with the normalization trace the server put in
// `_meta` (read, never recomputed).
import * as shape from './shape';
import { META_COMPLETION_TRACE, type CompletionTrace } from '../protocol/completion/completionTrace';
import { readCompletionTrace } from '../protocol/completion/readCompletionTrace';
import { failure, success } from './clientError';
import type { McpClient, RequestOptions } from './mcpClient';
import type { Call } from './callResult';

export type CompletionRef = { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };

export interface CompletionQuery {
  readonly ref: CompletionRef;
  readonly argument: string;
  readonly value: string;
  /** The other arguments already filled in; sent as `context.arguments` when not empty. */
  readonly context?: Readonly<Record<string, string>>;
}

const CompleteResultSchema = shape.looseObject({
  completion: shape.looseObject({
    values: shape.array(shape.string()),
    total: shape.optional(shape.number()),
    hasMore: shape.optional(shape.boolean()),
  }),
  _meta: shape.optional(shape.record(shape.string(), shape.unknown())),
});

export interface CompletionAnswer {
  /** The wire `completion` object. */
  readonly completion: { values: string[]; total?: number; hasMore?: boolean };
  /** The server's trace, when it sent one that reads (another server sends none). */
  readonly trace: CompletionTrace | undefined;
  /** Why the trace could not be read, when it was there but not in the documented shape. */
  readonly traceProblem?: string;
}

export function completionParams(query: CompletionQuery): Record<string, unknown> {
  const context = query.context ?? {};
  return {
    ref: query.ref,
    argument: { name: query.argument, value: query.value },
    ...(Object.keys(context).length > 0 ? { context: { arguments: context } } : {}),
  };
}

export async function completeArgument(
  client: McpClient,
  query: CompletionQuery,
  options?: RequestOptions,
): Promise<Call<CompletionAnswer>> {
  const method = 'completion/complete';
  const reply = await client.request(method, completionParams(query), options);
  const requestSeq = reply.requestSeq;
  if (!reply.outcome.ok) return { outcome: reply.outcome, requestSeq };
  const result = CompleteResultSchema.safeParse(reply.outcome.value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = `${issue?.path.join('.') || 'result'}: ${issue?.message ?? 'unexpected shape'}`;
    return { outcome: failure({ kind: 'badResult', method, message }), requestSeq };
  }
  const { completion, _meta } = result.data;
  const sent = _meta?.[META_COMPLETION_TRACE];
  if (sent === undefined) return { outcome: success({ completion, trace: undefined }), requestSeq };
  const read = readCompletionTrace(sent);
  return {
    outcome: success(
      'trace' in read
        ? { completion, trace: read.trace }
        : { completion, trace: undefined, traceProblem: read.problem },
    ),
    requestSeq,
  };
}
