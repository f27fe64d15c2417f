// The MRTR auto-resume loop (docs/elicitation.md, "Client"): while a 2026-07-28 call answers
// `input_required`, hand the round's input requests to the elicitation handler and send the call
// again, with a new id, the handler's answers as `inputResponses` and the exact `requestState`.
// Every request of the loop lands in Traffic under the first one (TrafficRow.parentSeq).
import { failure } from '../clientError';
import type { Reply } from '../connection/handshake';
import type { RequestOptions } from '../connection/coreTypes';
import type { WireId } from '../wire/messageSummary';
import { isPlainObject } from '../../contracts/isPlainObject';
import {
  ElicitationLimitError,
  type ElicitAny,
  type ElicitationHandler,
  type ElicitRequest,
  type ElicitResult,
  type ElicitUrlRequest,
} from './elicitationTypes';

export const DEFAULT_MAX_ROUNDS = 8;

export interface ResumeOptions extends RequestOptions {
  handler: ElicitationHandler;
  /** How many times the loop may answer and retry (≥ 1); one more `input_required` is an error. */
  maxRounds?: number;
}

type Params = Record<string, unknown>;

/** What the loop needs of the client: its requests, and Traffic's rows (the playground's McpClient). */
export interface ResumingClient {
  request(method: string, params: Params, options: RequestOptions): Promise<Reply>;
  /** Puts the answer of request row `requestSeq` into the conversation `conversation`. */
  foldAnswerInto(requestSeq: number, conversation: number): void;
  idOfRow(seq: number | undefined): WireId | undefined;
}

interface InputRequired {
  inputRequests?: unknown;
  requestState?: unknown;
}

function inputRequiredOf(reply: Reply): InputRequired | undefined {
  if (!reply.outcome.ok) return undefined;
  const value = reply.outcome.value;
  return isPlainObject(value) && value.resultType === 'input_required' ? value : undefined;
}

/** A URL elicitation's params, when they are one: an absolute http(s) `url` and an `elicitationId`. */
export function urlElicitationOf(params: unknown): ElicitUrlRequest | null {
  const p = isPlainObject(params) ? params : {};
  // Only a web address is offered to open (docs/any-server.md, "URL-mode elicitation").
  const ok =
    p.mode === 'url' &&
    typeof p.message === 'string' &&
    typeof p.elicitationId === 'string' &&
    /^https?:\/\/./i.test(String(p.url)) &&
    URL.canParse(String(p.url));
  return ok ? (p as unknown as ElicitUrlRequest) : null;
}

/** The round's requests by key; an entry that is not an elicitation is null (docs/elicitation.md). */
export function elicitRequestsOf(inputRequests: unknown): Record<string, ElicitAny | null> {
  const requests: Record<string, ElicitAny | null> = {};
  if (!isPlainObject(inputRequests)) return requests;
  for (const [key, entry] of Object.entries(inputRequests)) {
    const params = isPlainObject(entry) && entry.method === 'elicitation/create' ? entry.params : undefined;
    const form = isPlainObject(params) && params.mode !== 'url' && isPlainObject(params.requestedSchema);
    requests[key] = form ? (params as unknown as ElicitRequest) : urlElicitationOf(params);
  }
  return requests;
}

/**
 * `method` with `params`, answering every `input_required` through `options.handler`. Throws a
 * RangeError for a bad maxRounds (before any request), a TypeError when the handler answers
 * nothing (nothing is sent), whatever the handler throws, and ElicitationLimitError past the limit.
 */
export async function requestWithElicitation(
  client: ResumingClient,
  method: string,
  params: Params,
  options: ResumeOptions,
): Promise<Reply> {
  const { handler, maxRounds = DEFAULT_MAX_ROUNDS, ...requestOptions } = options;
  if (!Number.isInteger(maxRounds) || maxRounds < 1) {
    throw new RangeError(`maxRounds must be an integer of at least 1, not ${maxRounds}`);
  }
  let reply = await client.request(method, params, requestOptions);
  const conversation = requestOptions.parentSeq ?? reply.requestSeq;
  let round = 0;
  for (let asked = inputRequiredOf(reply); asked; asked = inputRequiredOf(reply)) {
    if (round === 0 && reply.requestSeq !== undefined && conversation !== undefined)
      client.foldAnswerInto(reply.requestSeq, conversation);
    if (round >= maxRounds) throw new ElicitationLimitError(method, round + 1);
    round++;
    const answers: Readonly<Record<string, ElicitResult>> | null | undefined = await handler(
      elicitRequestsOf(asked.inputRequests),
      {
        style: 'mrtr',
        method,
        name: targetOf(params),
        id: client.idOfRow(reply.requestSeq) ?? null,
        round,
      },
    );
    if (answers === null || answers === undefined) {
      throw new TypeError('the elicitation handler answered nothing (null or undefined)');
    }
    // Cancelled while the person was answering: the call is over, no retry goes out.
    if (requestOptions.signal?.aborted) {
      return { outcome: failure({ kind: 'cancelled', method }), requestSeq: reply.requestSeq };
    }
    const retry: Params = { ...params, inputResponses: answers };
    if (asked.requestState !== undefined) retry.requestState = asked.requestState;
    reply = await client.request(method, retry, { ...requestOptions, parentSeq: conversation });
  }
  return reply;
}

/** What a request names for the person asked: its tool or prompt (`name`), or the resource (`uri`). */
export function targetOf(params: Record<string, unknown>): string | undefined {
  if (typeof params.name === 'string') return params.name;
  return typeof params.uri === 'string' ? params.uri : undefined;
}
