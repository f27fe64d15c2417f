// The client's side of elicitation (docs/elicitation.md, "Client"): what a round hands to the
// elicitation handler, and what the handler answers. One handler serves both protocol styles.
import type { WireId } from '../wire/messageSummary';

/** The params of one form `elicitation/create` (classic) or of one MRTR input request. */
export interface ElicitRequest {
  readonly mode?: 'form';
  readonly message: string;
  readonly requestedSchema: {
    readonly type: 'object';
    readonly properties: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
    readonly required?: readonly string[];
  };
}

/**
 * A URL-mode `elicitation/create` (2025-11-25 and later, docs/any-server.md, "URL-mode elicitation"):
 * the person is sent to `url` out of band; the answer carries the action only, never content.
 */
export interface ElicitUrlRequest {
  readonly mode: 'url';
  readonly message: string;
  readonly url: string;
  readonly elicitationId: string;
}

/** One elicitation of a round: a form or a URL. */
export type ElicitAny = ElicitRequest | ElicitUrlRequest;

export function isUrlElicitation(request: ElicitAny | null | undefined): request is ElicitUrlRequest {
  return request?.mode === 'url';
}

export type ElicitResult =
  | { readonly action: 'accept'; readonly content?: Readonly<Record<string, unknown>> }
  | { readonly action: 'decline' }
  | { readonly action: 'cancel' };

/** Which request asked, for the person: shown in the dialog. */
export interface ElicitationAsker {
  readonly style: 'classic' | 'mrtr';
  /** The call that needs the input (`tools/call`, `prompts/get`, `resources/read`), when known. */
  readonly method?: string;
  /** Its tool or prompt name (or resource URI), when known. */
  readonly name?: string;
  /** MRTR: the id of the request answered `input_required`; classic: the server's request id. */
  readonly id: WireId;
  /** MRTR: the round, from 1. */
  readonly round?: number;
  /** A task's question (2026-07-28 `tasks/update`, or 2025-11-25 with related-task `_meta`): its id. */
  readonly task?: string;
  /**
   * Aborted when the question is no longer asked: a task-augmented `elicitation/create` whose task
   * was cancelled (docs/any-server.md, "Task-augmented requests"). The dialog closes.
   */
  readonly signal?: AbortSignal;
}

/**
 * Answers one round: the requests by their key (a value is null when the server's entry was not an
 * elicitation), the answers by the same keys. Keys may be left out (the server may ask again);
 * extra keys are sent as they are. Returning null or undefined is a TypeError.
 */
export type ElicitationHandler = (
  requests: Readonly<Record<string, ElicitAny | null>>,
  asker: ElicitationAsker,
) => Promise<Readonly<Record<string, ElicitResult>>>;

/** The loop asked for input more often than allowed: 1 + maxRounds requests all came back `input_required`. */
export class ElicitationLimitError extends Error {
  override readonly name = 'ElicitationLimitError';
  constructor(
    readonly method: string,
    /** How many requests were sent, all answered `input_required`. */
    readonly requests: number,
  ) {
    super(`${method} still asked for input after ${requests} requests; gave up`);
  }
}
