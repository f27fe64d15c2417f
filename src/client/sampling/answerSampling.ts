// `sampling/createMessage` answered by hand (docs/playground.md, "Client features for any server"):
// the person reads what the server asks the model and writes the model's reply, or rejects. The
// spec's own example answers a rejection with code -1 ("User rejected sampling request"), which
// the JSON-RPC error shape allows; the server decides what it means.
import { isPlainObject } from '../../contracts/isPlainObject';
import { failure, success, type Outcome } from '../clientError';
import { samplingResult, type SamplingReply } from './samplingResult';

/** One message of the conversation the server wants sampled (content kept as the server sent it). */
export interface SamplingMessage {
  readonly role: string;
  readonly content: unknown;
}

/** The request's params the dialog shows. */
export interface SamplingRequest {
  readonly messages: readonly SamplingMessage[];
  readonly maxTokens: number;
  readonly systemPrompt?: string;
  readonly modelPreferences?: Record<string, unknown>;
  readonly includeContext?: string;
  readonly temperature?: number;
  readonly stopSequences?: readonly string[];
  /** The whole params object, for what the fields above do not show. */
  readonly params: Record<string, unknown>;
}

/** What the person answered: the model's reply (text, or an image or audio clip), or a rejection. */
export type SamplingAnswer =
  ({ readonly action: 'reply' } & SamplingReply) | { readonly action: 'reject'; readonly reason?: string };

/** `signal` is aborted when the request's task is cancelled: the dialog closes, its answer unused. */
export type SamplingHandler = (
  request: SamplingRequest,
  id: string | number,
  signal?: AbortSignal,
) => Promise<SamplingAnswer>;

export const SAMPLING_REJECTED_CODE = -1;

/** The params read for the dialog, or why they cannot be (a `-32602`). */
export function samplingRequestOf(params: unknown): SamplingRequest | string {
  if (!isPlainObject(params)) return 'params must be an object';
  const { messages, maxTokens } = params;
  if (!Array.isArray(messages)) return 'messages must be an array';
  if (!messages.every((m) => isPlainObject(m) && typeof m.role === 'string'))
    return 'every message needs a role';
  if (typeof maxTokens !== 'number') return 'maxTokens must be a number';
  const text = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);
  return {
    messages: messages.map((m: Record<string, unknown>) => ({ role: m.role as string, content: m.content })),
    maxTokens,
    systemPrompt: text('systemPrompt'),
    includeContext: text('includeContext'),
    modelPreferences: isPlainObject(params.modelPreferences) ? params.modelPreferences : undefined,
    temperature: typeof params.temperature === 'number' ? params.temperature : undefined,
    stopSequences: Array.isArray(params.stopSequences)
      ? params.stopSequences.filter((s): s is string => typeof s === 'string')
      : undefined,
    params,
  };
}

export async function answerSampling(
  id: string | number,
  params: unknown,
  handler: SamplingHandler,
  signal?: AbortSignal,
): Promise<Outcome<Record<string, unknown>>> {
  const request = samplingRequestOf(params);
  if (typeof request === 'string')
    return failure({ kind: 'rpc', code: -32602, message: `Invalid params: ${request}` });
  let answer: SamplingAnswer;
  try {
    answer = await handler(request, id, signal);
  } catch (error) {
    // The server still gets an answer: a handler that failed is the client's internal error.
    const message = error instanceof Error ? error.message : String(error);
    return failure({ kind: 'rpc', code: -32603, message });
  }
  if (answer.action === 'reject') {
    const message = answer.reason?.trim() ? answer.reason.trim() : 'User rejected sampling request';
    return failure({ kind: 'rpc', code: SAMPLING_REJECTED_CODE, message });
  }
  return success(samplingResult(answer));
}
