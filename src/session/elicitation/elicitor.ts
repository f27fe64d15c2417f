// How a handler asks the client a question, whatever the revision (docs/elicitation.md): the
// handler calls `ask` and gets an answer. Classic revisions park the call and send
// `elicitation/create`; 2026-07-28 reads the answer from the retry's `inputResponses`, or ends the
// call with `InputRequired` (the session answers `input_required`). A client that did not declare
// the capability gets no elicitor at all, and the handler behaves as it always did.
import type { JsonObject, NeutralElicitation, RevisionAdapter } from '../../protocol';
import { isPlainObject } from '../../contracts';
import type { CallContext } from '../parkedCalls';
import type * as Answers from './answers';
import type { Answer } from './answers';

let answersLoaded: Promise<typeof Answers> | undefined;
/** Reading answers loads with the first question (the worker's script is initial JavaScript). */
const answers = () => (answersLoaded ??= import('./answers'));

export interface Elicitor {
  ask(question: NeutralElicitation): Promise<Answer>;
}

/** Thrown by an MRTR elicitor when the retry holds no answer yet: the call needs a round. */
export class InputRequired extends Error {
  override readonly name = 'InputRequired';
  constructor(readonly questions: readonly NeutralElicitation[]) {
    super('input required');
  }
}

/**
 * Whether `capabilities` declare form elicitation: `elicitation: {}` (form, in every revision that
 * has it) or with `form`; `{url: {}}` alone is URL mode only, which this server never uses.
 */
export function declaresFormElicitation(capabilities: JsonObject): boolean {
  const elicitation = capabilities.elicitation;
  if (!isPlainObject(elicitation)) return false;
  return 'form' in elicitation || !('url' in elicitation);
}

/** Classic: park the call (the queue moves on), ask, and wait as long as the person takes. */
export function classicElicitor(call: CallContext, adapter: RevisionAdapter): Elicitor {
  return {
    async ask(question) {
      call.park();
      const response = await call.requestClient('elicitation/create', adapter.elicitationParams(question));
      if (!('result' in response)) return { action: 'cancel' };
      return (await answers()).readAnswer(response.result, question.requestedSchema);
    },
  };
}

/** MRTR: the answers the retry carries in `inputResponses`; a question without one needs a round. */
export function mrtrElicitor(inputResponses: unknown): Elicitor {
  const responses = isPlainObject(inputResponses) ? inputResponses : {};
  return {
    async ask(question) {
      if (!(question.key in responses)) throw new InputRequired([question]);
      return (await answers()).readAnswer(responses[question.key], question.requestedSchema);
    },
  };
}
