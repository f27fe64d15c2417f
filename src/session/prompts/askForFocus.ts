// review-groovy without `focus` asks for it, where the client can answer (docs/elicitation.md,
// "When this server asks"). Accept: the prompt carries the chosen focus. Decline or cancel: the
// prompt goes on without one, as it would have without elicitation: the focus only narrows the
// review, and refusing to narrow it is no reason to refuse the prompt.
import type { Params } from '../../protocol';
import { isPlainObject } from '../../contracts';
import type { Elicitor } from '../elicitation/elicitor';
import { FOCUS_QUESTION } from '../elicitation/questions';

/** The params with the asked-for focus, or undefined when nothing is asked (synchronous path). */
export function askForFocus(params: Params, elicitor: Elicitor | undefined): Promise<Params> | undefined {
  if (!elicitor || params.name !== 'review-groovy') return undefined;
  const args = params.arguments;
  if (args !== undefined && (!isPlainObject(args) || args.focus !== undefined)) return undefined;
  return elicitor
    .ask(FOCUS_QUESTION)
    .then((answer) =>
      answer.action === 'accept'
        ? { ...params, arguments: { ...args, focus: answer.content.focus as string } }
        : params,
    );
}
