// symbols → the outline (Go to Symbol, Ctrl+Shift+O) and the breadcrumbs above the editor
// (breadcrumbs.ts; docs/playground.md, "Editor"), both from the same answer.
import type { SymbolNode } from '../../contracts/toolOutputs';
import type { monaco } from '../monaco';
import { toMonacoPosition, toMonacoRange, toWirePosition } from '../positions';
import { symbolPath } from './breadcrumbs';
import { abortSignalOf, GROOVY, type FeatureContext } from './featureContext';
import { symbolKind } from './symbolKinds';

export function toDocumentSymbols(
  monacoApi: FeatureContext['monaco'],
  symbols: readonly SymbolNode[],
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

type SymbolsAnswer = Promise<readonly SymbolNode[] | undefined>;

/**
 * The symbols of `uri`. Monaco's outline and the breadcrumbs ask for the same text at the same
 * moment after an edit: the second waits for the first's answer (on 2,000 lines, 250 KB on the
 * wire and one compile) rather than asking again; a failed or cancelled answer is not shared.
 */
export async function fetchSymbols(
  { tools, workspace }: FeatureContext,
  uri: string,
  last: Map<string, { text: string; answer: SymbolsAnswer }>,
  signal?: AbortSignal,
): SymbolsAnswer {
  // The text as it is when the call may go (EditorTools.inTurn), so two callers share one answer.
  await tools.inTurn(uri, 'outline', signal);
  const text = workspace.text(uri);
  const asked = last.get(uri);
  if (asked && asked.text === text) {
    const symbols = await asked.answer;
    if (symbols || signal?.aborted) return symbols;
  }
  const answer = tools
    .call('symbols', uri, {}, 'outline', { signal })
    .then((a) => (a.ok ? a.value.symbols : undefined));
  if (text !== undefined) last.set(uri, { text, answer });
  return answer;
}

/** How long typing must pause before the breadcrumbs ask for symbols again. */
const BREADCRUMB_PAUSE_MS = 400;

export function registerSymbols(context: FeatureContext): { dispose(): void } {
  const { monaco, editor, breadcrumbs } = context;
  const last = new Map<string, { text: string; answer: SymbolsAnswer }>();
  const outline = monaco.languages.registerDocumentSymbolProvider(GROOVY, {
    displayName: 'Groovy compiler',
    provideDocumentSymbols: async (model, token) => {
      const symbols = await fetchSymbols(context, model.uri.toString(), last, abortSignalOf(token));
      return symbols ? toDocumentSymbols(monaco, symbols) : null;
    },
  });

  // The last answer of each buffer and the version of the text it was for.
  const known = new Map<string, { version: number; symbols: readonly SymbolNode[] }>();
  let asking: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    const model = editor.getModel();
    const position = editor.getPosition();
    const symbols = model ? known.get(model.uri.toString())?.symbols : undefined;
    if (!model || !position || !symbols) return breadcrumbs.set([]);
    const { line, character } = toWirePosition(position);
    breadcrumbs.set(
      symbolPath(symbols, line, character).map((symbol) => ({
        name: symbol.name,
        kind: symbol.kind,
        select: () => {
          editor.setPosition(toMonacoPosition(symbol.selectionRange.start));
          editor.revealPositionInCenterIfOutsideViewport(toMonacoPosition(symbol.selectionRange.start));
          editor.focus();
        },
      })),
    );
  };
  const refresh = async () => {
    const model = editor.getModel();
    if (!model || !context.tools.connected) return show();
    const uri = model.uri.toString();
    const version = model.getVersionId();
    if (known.get(uri)?.version === version || asking === uri) return show();
    asking = uri;
    const symbols = await fetchSymbols(context, uri, last);
    asking = undefined;
    if (symbols) known.set(uri, { version, symbols });
    show();
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), BREADCRUMB_PAUSE_MS);
  };
  const listeners = [
    editor.onDidChangeCursorPosition(() => {
      show();
      later();
    }),
    editor.onDidChangeModel(() => void refresh()),
    editor.onDidChangeModelContent(later),
  ];
  const unsubscribe = context.tools.client.status.subscribe(() => void refresh());
  void refresh();

  return {
    dispose: () => {
      clearTimeout(timer);
      unsubscribe();
      for (const listener of listeners) listener.dispose();
      outline.dispose();
      breadcrumbs.set([]);
    },
  };
}
