// Test support: one call of each of the thirteen tools (docs/server.md §6) on one Groovy source, with
// positions computed from the text itself.

import type { ToolName } from '../../../src/contracts';

export { TOOL_NAMES, type ToolName } from '../../../src/contracts';

/** Deliberately untidy (unused import, odd indentation) so format and organize-imports have work. */
export const SAMPLE_SOURCE = `import java.util.ArrayList
import java.util.List

interface Greeter {
    String greet(String name)
}

class Friendly implements Greeter {
      String greet(String name) { "hi " + name }
}

def greeter = new Friendly()
List<String> names = ['a']
println greeter.greet(names[0])
`;

/** 0-based line and UTF-16 character of `needle`'s first occurrence, plus `shift` characters. */
export function positionOf(text: string, needle: string, shift = 0): { line: number; character: number } {
  const at = text.indexOf(needle);
  if (at < 0) throw new RangeError(`"${needle}" is not in the sample`);
  const before = text.slice(0, at);
  const line = before.split('\n').length - 1;
  return { line, character: at - (before.lastIndexOf('\n') + 1) + shift };
}

const use = positionOf(SAMPLE_SOURCE, 'greeter.greet'); // the variable, where it is used
const method = positionOf(SAMPLE_SOURCE, 'greeter.greet', 'greeter.'.length);
const insideCall = positionOf(SAMPLE_SOURCE, 'greet(names', 'greet('.length);
const iface = positionOf(SAMPLE_SOURCE, 'Greeter {', 0);

/** The arguments of each tool; `source` is the selector (`{path}`, `{text}`…), `uri` the buffer for close. */
export function toolArguments(
  source: Record<string, string>,
  uri: string,
): Record<ToolName, Record<string, unknown>> {
  return {
    diagnostics: { ...source },
    describe: { ...source, ...use },
    definition: { ...source, ...use },
    implementations: { ...source, ...iface },
    references: { ...source, ...use, includeDeclaration: true },
    symbols: { ...source },
    complete: { ...source, ...method },
    signatures: { ...source, ...insideCall },
    tokens: { ...source },
    format: { ...source, tabSize: 2, insertSpaces: true },
    'organize-imports': { ...source },
    rename: { ...source, ...use, newName: 'welcomer' },
    close: { uri },
  };
}
