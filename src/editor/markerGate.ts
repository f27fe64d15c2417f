// Which diagnostics answers may reach the screen (docs/playground.md, "Editor"): checks of one
// buffer are numbered as they start, and an answer is shown only when no later check's answer has
// been shown already and the buffer still holds the text it was about. A slow compile that answers
// after a newer one can therefore never overwrite newer markers, and an answer about other text can
// never clear the squiggles of this one (no false clean).

export class MarkerGate {
  private issued = 0;
  /** The newest ticket shown, per buffer. */
  private readonly shown = new Map<string, number>();

  /** A check of `uri` starts: its ticket. */
  begin(): number {
    return ++this.issued;
  }

  /**
   * The answer of check `ticket` on `uri`, about `checkedText`, while the buffer holds
   * `currentText`: true (and remembered) when it may be shown.
   */
  admit(uri: string, ticket: number, checkedText: string, currentText: string | undefined): boolean {
    if (currentText !== checkedText || ticket <= (this.shown.get(uri) ?? 0)) return false;
    this.shown.set(uri, ticket);
    return true;
  }

  /** Markers cleared (disconnect): any later answer may be shown again. */
  clear(): void {
    this.shown.clear();
  }
}
