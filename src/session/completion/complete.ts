// completion/complete, revision-neutral: parse, find the completer, run it, normalize exactly once.
import { internalError, ProtocolError, type NormalizedCompletion, type Params } from '../../protocol';
import type { Completer } from './completers';
import { parseCompletionRequest, type CompletionRequest } from './completionRequest';
import { normalizeCompletion } from './normalizeCompletion';

const EMPTY: NormalizedCompletion = Object.freeze({ values: Object.freeze([]) });

export async function complete(
  params: Params,
  lookup: (request: CompletionRequest) => Completer | undefined,
  log: (message: string) => void,
): Promise<NormalizedCompletion> {
  const request = parseCompletionRequest(params);
  const completer = lookup(request);
  if (!completer) return EMPTY;
  let raw;
  try {
    raw = await completer(request);
  } catch (error) {
    if (error instanceof ProtocolError) throw error;
    log(`completer failed: ${error instanceof Error ? error.name : typeof error}`);
    throw internalError();
  }
  return normalizeCompletion(raw);
}
