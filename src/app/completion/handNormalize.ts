// The "normalize by hand" box (docs/completion.md, "What the playground shows"): the box is a
// completer that returns the JSON a person typed (and throws when the text is not JSON), run through
// the very `runCompleter` and `normalizeCompletion` the session runs on every dispatch.
import {
  CompletionRefused,
  runCompleter,
  type CompletionTrace,
  type FailureRule,
} from '../../protocol/completion';
import type { NormalizedCompletion } from '../../protocol/neutral';
import { ERROR_CODES } from '../../protocol/revisions/errorCodes';

export type HandOutcome =
  | { readonly ok: true; readonly normalized: NormalizedCompletion; readonly trace: CompletionTrace }
  | { readonly ok: false; readonly code: number; readonly message: string; readonly failure: FailureRule };

export async function normalizeByHand(text: string): Promise<HandOutcome> {
  try {
    const { normalized, trace } = await runCompleter(
      () => JSON.parse(text) as unknown,
      () => undefined,
    );
    return { ok: true, normalized, trace };
  } catch (error) {
    // runCompleter refuses with CompletionRefused only: anything else is a bug worth seeing.
    if (!(error instanceof CompletionRefused)) throw error;
    return { ok: false, code: ERROR_CODES[error.kind], message: error.message, failure: error.failure };
  }
}
