// The `tokens` answer as Monaco's semantic tokens: LSP's relative 5-integer encoding (deltaLine,
// deltaStartChar, length, type index, modifier bits; docs/server.md §6, `tokens`) over the
// editor's own legend. The tool's legend is mapped by name, so a server that orders its legend
// differently still colours right; a type the editor does not know is dropped.
import type { ToolOutput } from '../../contracts/toolOutputs';

/** A legend: the tool's, or the one the editor registers with Monaco. */
export interface Legend {
  readonly tokenTypes: readonly string[];
  readonly tokenModifiers: readonly string[];
}

/** One token of the `tokens` answer in its default shape (objects). */
export type TokenObject = Extract<ToolOutput<'tokens'>, { tokens: unknown }>['tokens'][number];

/** The legend the editor registers with Monaco (LSP's standard names, which the engine uses). */
export const EDITOR_LEGEND: Legend = {
  tokenTypes: [
    'namespace',
    'type',
    'class',
    'enum',
    'interface',
    'typeParameter',
    'parameter',
    'variable',
    'property',
    'enumMember',
    'function',
    'method',
    'keyword',
    'modifier',
    'comment',
    'string',
    'number',
    'regexp',
    'operator',
    'decorator',
  ],
  tokenModifiers: [
    'declaration',
    'static',
    'readonly',
    'deprecated',
    'abstract',
    'documentation',
    'defaultLibrary',
  ],
};

function modifierBits(names: readonly string[], legend: Legend): number {
  let bits = 0;
  for (const name of names) {
    const index = legend.tokenModifiers.indexOf(name);
    if (index >= 0) bits |= 1 << index;
  }
  return bits;
}

/** Token objects (the tool's default shape) on lines `first`…`last` as relative data. */
export function encodeTokens(
  tokens: readonly TokenObject[],
  legend: Legend,
  first = 0,
  last = Number.MAX_SAFE_INTEGER,
): number[] {
  const data: number[] = [];
  let line = 0;
  let character = 0;
  const sorted = tokens
    .filter((t) => t.line >= first && t.line <= last && legend.tokenTypes.includes(t.type))
    .sort((a, b) => a.line - b.line || a.character - b.character);
  for (const t of sorted) {
    const deltaLine = t.line - line;
    data.push(
      deltaLine,
      deltaLine === 0 ? t.character - character : t.character,
      t.length,
      legend.tokenTypes.indexOf(t.type),
      modifierBits(t.modifiers, legend),
    );
    line = t.line;
    character = t.character;
  }
  return data;
}

/** Relative data over the server's legend, re-indexed over `target`'s (positions are kept). */
export function remapRelative(data: readonly number[], server: Legend, target: Legend): number[] {
  const types = server.tokenTypes.map((name) => target.tokenTypes.indexOf(name));
  const modifiers = server.tokenModifiers.map((name) => target.tokenModifiers.indexOf(name));
  const out: number[] = [];
  // A dropped token's deltas are carried into the next kept one, so later positions stay right.
  let carryLine = 0;
  let carryChar = 0;
  for (let i = 0; i + 4 < data.length; i += 5) {
    const [deltaLine, deltaChar, length, type, bits] = data.slice(i, i + 5) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const lineSoFar = carryLine + deltaLine;
    const charSoFar = deltaLine === 0 ? carryChar + deltaChar : deltaChar;
    const mapped = types[type] ?? -1;
    if (mapped < 0) {
      carryLine = lineSoFar;
      carryChar = charSoFar;
      continue;
    }
    let targetBits = 0;
    for (let bit = 0; bit < modifiers.length; bit++) {
      const to = modifiers[bit] as number;
      if (bits & (1 << bit) && to >= 0) targetBits |= 1 << to;
    }
    out.push(lineSoFar, charSoFar, length, mapped, targetBits);
    carryLine = 0;
    carryChar = 0;
  }
  return out;
}
