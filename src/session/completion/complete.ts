// completion/complete, revision-neutral: parse, find the completer, run it, normalize exactly once,
// and keep the trace of what normalization did (docs/completion.md, "The trace in `_meta`").
import type { NeutralCompletion, Params } from '../../protocol';
import { runCompleter } from '../../protocol/completion';
import type { Completer } from './completers';
import { parseCompletionRequest, type CompletionRequest } from './completionRequest';

/** No completer: the empty answer, with neither total nor hasMore (docs/completion.md, "Empty result"). */
const EMPTY: NeutralCompletion = {
  completion: Object.freeze({ values: Object.freeze([]) }),
  trace: { raw: null, rules: [{ rule: 'noCompleter' }] },
};

export async function complete(
  params: Params,
  lookup: (request: CompletionRequest) => Completer | undefined,
  log: (message: string) => void,
): Promise<NeutralCompletion> {
  const request = parseCompletionRequest(params);
  const completer = lookup(request);
  if (!completer) return EMPTY;
  const { normalized, trace } = await runCompleter(() => completer(request), log);
  return { completion: normalized, trace };
}
