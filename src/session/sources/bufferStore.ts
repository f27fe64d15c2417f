// Open buffers of one session (docs/server.md §5: "Open buffers are per session; close drops one"),
// capped in number and total size, and the choice of which of them go along with a request.
import { MAX_OPEN_BUFFER_CHARS, MAX_OPEN_BUFFERS } from '../../protocol';
import type { EngineBuffer, EngineToolOp } from '../../contracts';
import { bufferFacts, type BufferFacts } from './bufferFacts';
import { RELATED_NEED, selectRelated } from './relatedBuffers';

/**
 * Characters of the main and related buffers sent together: the engine compiles at most this much
 * in one unit (engine/README.md, "Time limits"), and the request stays well under the backend's
 * 3 MiB body limit.
 */
export const RELATED_BUDGET_CHARS = 1024 * 1024;

export type OpenResult = { ok: true } | { ok: false; message: string };

interface Open {
  text: string;
  /** Computed on first use, once per text. */
  facts: BufferFacts | undefined;
}

export class BufferStore {
  private readonly buffers = new Map<string, Open>();
  private chars = 0;

  get(uri: string): string | undefined {
    return this.buffers.get(uri)?.text;
  }

  /**
   * Re-sending text for a URI replaces that buffer (and makes it the most recently used). A new
   * buffer past the count cap, or text past the total size cap, is refused with a message for the
   * tool error, and the store is unchanged.
   */
  set(uri: string, text: string): OpenResult {
    const old = this.buffers.get(uri);
    if (!old && this.buffers.size >= MAX_OPEN_BUFFERS) {
      return {
        ok: false,
        message: `too many open buffers (at most ${MAX_OPEN_BUFFERS}); close one with the close tool`,
      };
    }
    if (this.chars - (old?.text.length ?? 0) + text.length > MAX_OPEN_BUFFER_CHARS) {
      return {
        ok: false,
        message: `open buffers would exceed ${MAX_OPEN_BUFFER_CHARS} characters in total; close some with the close tool`,
      };
    }
    this.delete(uri);
    this.buffers.set(uri, { text, facts: old?.text === text ? old.facts : undefined });
    this.chars += text.length;
    return { ok: true };
  }

  delete(uri: string): boolean {
    const old = this.buffers.get(uri);
    if (!old) return false;
    this.chars -= old.text.length;
    return this.buffers.delete(uri);
  }

  uris(): string[] {
    return [...this.buffers.keys()];
  }

  /**
   * The other open buffers that `op` on `mainUri` needs (relatedBuffers.ts), in URI order, chosen
   * nearest first, then most recently used first, within the related budget (less the main
   * buffer's own size).
   */
  related(mainUri: string, op: EngineToolOp): EngineBuffer[] {
    const need = RELATED_NEED[op];
    const main = this.buffers.get(mainUri);
    if (need === 'none' || !main) return [];
    const candidates = [...this.buffers]
      .reverse()
      .filter(([uri]) => uri !== mainUri)
      .map(([uri, open]) => ({ uri, text: open.text, facts: this.facts(open) }));
    const chosen = selectRelated(this.facts(main), candidates, need, RELATED_BUDGET_CHARS - main.text.length);
    // In a fixed order: the engine caches a compile by its buffers in order, so the same buffers
    // hit its cache whichever of them was used last.
    return chosen.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  }

  clear(): void {
    this.buffers.clear();
    this.chars = 0;
  }

  private facts(open: Open): BufferFacts {
    open.facts ??= bufferFacts(open.text);
    return open.facts;
  }
}
