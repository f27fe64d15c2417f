// Root confinement is injected (docs/server.md §5): the session machine is isomorphic, so the
// real-path checks live behind this port. backend/ implements it on node:fs; the browser has none.

export type ConfinedRead = { ok: true; uri: string; text: string } | { ok: false; message: string };

export interface FileSystemPort {
  /** True when a `--root` was configured. Without it every `path` is a tool error. */
  readonly rootConfigured: boolean;
  /** Resolves `path` (relative to the root or absolute), follows symlinks, confines, reads UTF-8. */
  readPath(path: string): Promise<ConfinedRead>;
  /** Same confinement for a `file:` URI (percent-decoded before the check). */
  readFileUri(uri: string): Promise<ConfinedRead>;
}
