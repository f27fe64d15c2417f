// What an import says (docs/playground.md, "Traffic", "Import"): how many messages came from
// which file in which format, and every line left out with its number and why.
import type { ImportResult } from '../../client';

const SHOWN = 5;

export function importMessage(fileName: string, result: ImportResult): { text: string; error: boolean } {
  const lines = result.problems.slice(0, SHOWN).map((p) => `line ${p.lineNumber}: ${p.problem}`);
  if (result.problems.length > SHOWN) lines.push(`${result.problems.length - SHOWN} more`);
  if (!result.ok) return { text: `Could not import ${fileName}: ${lines.join('; ')}.`, error: true };
  const imported = `Imported ${result.messages} message${result.messages === 1 ? '' : 's'} from ${fileName} (${result.format}), appended as a section of their own.`;
  if (result.problems.length === 0) return { text: imported, error: false };
  const count = result.problems.length;
  return {
    text: `${imported} ${count} line${count === 1 ? '' : 's'} left out: ${lines.join('; ')}.`,
    error: true,
  };
}
