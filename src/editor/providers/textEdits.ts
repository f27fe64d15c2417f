// The tools' `{range, newText}` edits as Monaco's, for format, organize-imports and rename.
import type { monaco } from '../monaco';
import { toMonacoRange, type WireTextEdit } from '../positions';

export type { WireTextEdit };

export function toMonacoEdits(edits: readonly WireTextEdit[] | undefined): monaco.languages.TextEdit[] {
  return (edits ?? []).map((edit) => ({ range: toMonacoRange(edit.range), text: edit.newText }));
}
