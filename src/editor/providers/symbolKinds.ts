// The tools' kind words (`symbols`, `complete`) as Monaco's enums; an unknown word falls back to a
// neutral kind rather than failing the outline or the suggestion list.
import type { Monaco } from '../monaco';

/** Kind words both enums name alike, by the enum member each becomes (built once, not per item). */
const SHARED_MEMBERS = {
  class: 'Class',
  interface: 'Interface',
  trait: 'Interface',
  enum: 'Enum',
  enumMember: 'EnumMember',
  method: 'Method',
  constructor: 'Constructor',
  field: 'Field',
  property: 'Property',
  variable: 'Variable',
  parameter: 'Variable',
  module: 'Module',
} as const;

const SYMBOL_MEMBERS: Readonly<Record<string, keyof Monaco['languages']['SymbolKind']>> = {
  ...SHARED_MEMBERS,
  annotation: 'Class',
  package: 'Package',
};

const COMPLETION_MEMBERS: Readonly<Record<string, keyof Monaco['languages']['CompletionItemKind']>> = {
  ...SHARED_MEMBERS,
  keyword: 'Keyword',
  package: 'Module', // completion items have no package kind
};

export function symbolKind(monaco: Monaco, kind: string): number {
  const k = monaco.languages.SymbolKind;
  return k[Object.hasOwn(SYMBOL_MEMBERS, kind) ? SYMBOL_MEMBERS[kind]! : 'Variable'];
}

export function completionKind(monaco: Monaco, kind: string): number {
  const k = monaco.languages.CompletionItemKind;
  return k[Object.hasOwn(COMPLETION_MEMBERS, kind) ? COMPLETION_MEMBERS[kind]! : 'Text'];
}
