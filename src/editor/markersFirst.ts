// Markers first (docs/playground.md, "Editor"): after an edit, the passive features' calls about a
// buffer (semantic tokens, the outline) wait until its markers are up to date. Each is a compile of
// the whole buffer; started beside the markers' own, they share the engine's CPU with it (and on a
// buffer over 128 Ki characters, its one-at-a-time large-compile gate), which once put a second
// between a keystroke and its squiggle on 2,000 lines. On Connect, every feature's calls wait until
// the markers have opened every buffer in the session (EVERY_BUFFER), so that a hover right after
// Connect sees the classes of the other buffers. A wait never outlasts MAX_WAIT_MS.

/** Only a safety: every markers check ends (answered, failed or cancelled), and says so. */
export const MAX_WAIT_MS = 10_000;

/** The key of the markers' first pass on Connect, which opens every buffer in the session. */
export const EVERY_BUFFER = '*';

export class MarkersFirst {
  private readonly pending = new Map<string, { settled: Promise<void>; settle: () => void }>();

  /** An edit of `uri` will be checked: the passive calls about it wait from now. */
  checking(uri: string): void {
    if (this.pending.has(uri)) return;
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    this.pending.set(uri, { settled, settle });
  }

  /** The markers of `uri` are up to date (or will not be checked): the waiting calls go. */
  checked(uri: string): void {
    this.pending.get(uri)?.settle();
    this.pending.delete(uri);
  }

  /** Resolves when `uri`'s markers are up to date, `signal` is aborted or MAX_WAIT_MS passed. */
  async wait(uri: string, signal?: AbortSignal): Promise<void> {
    const pending = this.pending.get(uri);
    if (!pending || signal?.aborted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort = () => {};
    await Promise.race([
      pending.settled,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, MAX_WAIT_MS);
        onAbort = resolve;
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  /** Every wait ends (the markers feature went away). */
  clear(): void {
    for (const uri of [...this.pending.keys()]) this.checked(uri);
  }
}
