// Runs one completer and normalizes its output exactly once (docs/completion.md, "Model"). Shared by
// the session's completion/complete and the playground's "normalize by hand" box, whose completer
// returns the JSON a person typed (and throws when the text is not JSON).
import { ProtocolError } from '../errors';
import { CompletionRefused, normalizeCompletionTraced, type TracedCompletion } from './normalizeCompletion';

export async function runCompleter(
  completer: () => unknown,
  log: (message: string) => void,
): Promise<TracedCompletion> {
  let raw: unknown;
  try {
    raw = await completer();
  } catch (error) {
    // A protocol error the completer chose (an engine failure it already mapped) goes on as it is.
    if (error instanceof ProtocolError) throw error;
    const name = error instanceof Error ? error.name : typeof error;
    // The log gets the class only, never a message that could quote source text (docs/server.md §4).
    log(`completer failed: ${name}`);
    const why = error instanceof Error ? `${error.name}: ${error.message}` : name;
    throw new CompletionRefused({ rule: 'completerThrew', why });
  }
  return normalizeCompletionTraced(raw);
}
