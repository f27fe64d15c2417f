// The tools' `{range, newText}` edits as Monaco's, for format, organize-imports and rename.
import type { monaco } from '../monaco';
import type { WireTextEdit } from '../../contracts/wireShapes';
import { toMonacoRange } from '../positions';

export function toMonacoEdits(edits: readonly WireTextEdit[]): monaco.languages.TextEdit[] {
  return edits.map((edit) => ({ range: toMonacoRange(edit.range), text: edit.newText }));
}
