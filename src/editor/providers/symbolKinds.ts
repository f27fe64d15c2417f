// The tools' kind words (`symbols`, `complete`) as Monaco's enums; an unknown word falls back to a
// neutral kind rather than failing the outline or the suggestion list.
import type { Monaco } from '../monaco';

export function symbolKind(monaco: Monaco, kind: string): number {
  const k = monaco.languages.SymbolKind;
  const table: Record<string, number> = {
    class: k.Class,
    interface: k.Interface,
    trait: k.Interface,
    enum: k.Enum,
    enumMember: k.EnumMember,
    annotation: k.Class,
    method: k.Method,
    constructor: k.Constructor,
    field: k.Field,
    property: k.Property,
    variable: k.Variable,
    parameter: k.Variable,
    module: k.Module,
    package: k.Package,
  };
  return table[kind] ?? k.Variable;
}

export function completionKind(monaco: Monaco, kind: string): number {
  const k = monaco.languages.CompletionItemKind;
  const table: Record<string, number> = {
    class: k.Class,
    interface: k.Interface,
    trait: k.Interface,
    enum: k.Enum,
    enumMember: k.EnumMember,
    method: k.Method,
    constructor: k.Constructor,
    field: k.Field,
    property: k.Property,
    variable: k.Variable,
    parameter: k.Variable,
    keyword: k.Keyword,
    module: k.Module,
    package: k.Module,
  };
  return table[kind] ?? k.Text;
}
