// What the panels may ask of the Groovy editor (docs/playground.md, "Tools"): the caret, revealing
// a place, applying a tool's edits with undo. The editor loads lazily, so the panels hold this
// bridge from the start and the editor attaches to it once it exists; until then `ready` is false
// and every question is answered "not now". It knows nothing about Monaco.
import { ValueStore } from '../client';
import type { WirePosition, WireRange, WireTextEdit } from './positions';

export type { WirePosition, WireRange, WireTextEdit };
/** The edits of one buffer, as `format` / `organize-imports` (one buffer) and `rename` (each) send them. */
export interface BufferEdits {
  readonly uri: string;
  readonly edits: readonly WireTextEdit[];
}

export type Applied = { ok: true; undo: () => UndoOutcome } | { ok: false; message: string };
export type UndoOutcome = { ok: true } | { ok: false; message: string };

/** What the editor does for the bridge; positions are already on the wire (0-based UTF-16). */
export interface EditorActions {
  /** The caret of the active buffer. */
  cursor(): (WirePosition & { uri: string }) | undefined;
  /** Opens the buffer, selects the range and scrolls it into view; false when no such buffer is open. */
  reveal(uri: string, range: WireRange): boolean;
  /** Applies the edits of every buffer as one undoable step each. */
  applyEdits(changes: readonly BufferEdits[]): Applied;
  focus(): void;
}

const NOT_LOADED = 'the editor has not loaded yet';

export class EditorBridge {
  private actions: EditorActions | undefined;
  /** Whether an editor is attached, for the panels to enable their editor actions. */
  readonly ready = new ValueStore<boolean>(false);

  /** The editor attaches once it exists; the returned function detaches it. */
  attach(actions: EditorActions): () => void {
    this.actions = actions;
    this.ready.set(true);
    return () => {
      if (this.actions !== actions) return;
      this.actions = undefined;
      this.ready.set(false);
    };
  }

  cursor(): (WirePosition & { uri: string }) | undefined {
    return this.actions?.cursor();
  }

  reveal(uri: string, range: WireRange): boolean {
    return this.actions?.reveal(uri, range) ?? false;
  }

  /** Puts the keyboard in the editor (after a new buffer, say), when it has loaded. */
  focus(): void {
    this.actions?.focus();
  }

  applyEdits(changes: readonly BufferEdits[]): Applied {
    return this.actions ? this.actions.applyEdits(changes) : { ok: false, message: NOT_LOADED };
  }
}
