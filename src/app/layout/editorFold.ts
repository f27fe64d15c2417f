// Whether the Groovy editor is folded away (docs/playground.md, "Another server"): open on the
// built-in server, folded on any other (whose panels then get the width), unless the person chose
// otherwise for that kind of server; their choice is kept per kind across reloads.

export const FOLD_KEY = 'groovymcp:editorFold';

export type ServerKind = 'builtIn' | 'other';
export type FoldChoices = Partial<Record<ServerKind, 'open' | 'folded'>>;

const isChoice = (value: unknown): boolean => value === undefined || value === 'open' || value === 'folded';

export const isFoldChoices = (value: unknown): value is FoldChoices =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  isChoice((value as FoldChoices).builtIn) &&
  isChoice((value as FoldChoices).other);

export function isFolded(choices: FoldChoices, kind: ServerKind): boolean {
  return (choices[kind] ?? (kind === 'builtIn' ? 'open' : 'folded')) === 'folded';
}

/** The choices after the person folds (or opens) the editor while a server of `kind` is chosen. */
export function withChoice(choices: FoldChoices, kind: ServerKind, folded: boolean): FoldChoices {
  return { ...choices, [kind]: folded ? 'folded' : 'open' };
}
