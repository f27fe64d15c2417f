// symbols → the outline (Go to Symbol, Ctrl+Shift+O) and the breadcrumbs (breadcrumbs.ts reads the
// same answer; docs/playground.md, "Editor").
import type { monaco } from '../monaco';
import { toMonacoRange, type WireRange } from '../positions';
import { GROOVY, type FeatureContext } from './featureContext';
import { symbolKind } from './symbolKinds';

export interface WireSymbol {
  name: string;
  kind: string;
  range: WireRange;
  selectionRange: WireRange;
  detail?: string;
  children?: WireSymbol[];
}

export function toDocumentSymbols(
  monacoApi: FeatureContext['monaco'],
  symbols: readonly WireSymbol[],
): monaco.languages.DocumentSymbol[] {
  return symbols.map((s) => ({
    name: s.name,
    detail: s.detail ?? '',
    kind: symbolKind(monacoApi, s.kind) as monaco.languages.SymbolKind,
    tags: [],
    range: toMonacoRange(s.range),
    selectionRange: toMonacoRange(s.selectionRange),
    children: toDocumentSymbols(monacoApi, s.children ?? []),
  }));
}

export async function fetchSymbols(
  { tools }: FeatureContext,
  uri: string,
): Promise<readonly WireSymbol[] | undefined> {
  const answer = await tools.call<{ symbols?: WireSymbol[] }>('symbols', uri, {}, 'outline');
  return answer.ok ? (answer.value.symbols ?? []) : undefined;
}

export function registerSymbols(context: FeatureContext): { dispose(): void } {
  const { monaco } = context;
  return monaco.languages.registerDocumentSymbolProvider(GROOVY, {
    displayName: 'Groovy compiler',
    provideDocumentSymbols: async (model) => {
      const symbols = await fetchSymbols(context, model.uri.toString());
      return symbols ? toDocumentSymbols(monaco, symbols) : null;
    },
  });
}
