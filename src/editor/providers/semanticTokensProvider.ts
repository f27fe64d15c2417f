// tokens → semantic colouring over the Monarch grammar's (docs/playground.md, "Editor"), asked for
// the visible lines only (`range`, in the compact `relative` encoding of docs/server.md §6), so a
// 3,000-line buffer is coloured as it scrolls. An answer in the default object shape (a server
// without the range argument) is encoded here, keeping the lines asked for.
import { abortSignalOf, GROOVY, type FeatureContext } from './featureContext';
import { EDITOR_LEGEND, encodeTokens, remapRelative } from './semanticTokens';

export function registerSemanticTokens({ monaco, tools }: FeatureContext): { dispose(): void } {
  return monaco.languages.registerDocumentRangeSemanticTokensProvider(GROOVY, {
    getLegend: () => ({
      tokenTypes: [...EDITOR_LEGEND.tokenTypes],
      tokenModifiers: [...EDITOR_LEGEND.tokenModifiers],
    }),
    provideDocumentRangeSemanticTokens: async (model, range, token) => {
      const startLine = range.startLineNumber - 1;
      const endLine = range.endLineNumber - 1;
      const answer = await tools.call(
        'tokens',
        model.uri.toString(),
        { range: { startLine, endLine }, encoding: 'relative' },
        'semantic',
        { signal: abortSignalOf(token) },
      );
      if (!answer.ok) return null;
      const tokens = answer.value;
      const relative =
        'data' in tokens
          ? remapRelative(tokens.data, tokens.legend, EDITOR_LEGEND)
          : encodeTokens(tokens.tokens, EDITOR_LEGEND, startLine, endLine);
      return { data: new Uint32Array(relative) };
    },
  });
}
