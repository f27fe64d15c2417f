// signatures → parameter hints on `(` and `,` (docs/playground.md, "Editor").
import { toWirePosition } from '../positions';
import { GROOVY, type FeatureContext } from './featureContext';

export function registerSignatureHelp({ monaco, tools }: FeatureContext): { dispose(): void } {
  return monaco.languages.registerSignatureHelpProvider(GROOVY, {
    signatureHelpTriggerCharacters: ['(', ','],
    signatureHelpRetriggerCharacters: [','],
    provideSignatureHelp: async (model, position) => {
      const answer = await tools.call(
        'signatures',
        model.uri.toString(),
        toWirePosition(position),
        'signatures',
      );
      if (!answer.ok || answer.value.signatures.length === 0) return null;
      const { signatures, activeSignature, activeParameter } = answer.value;
      return {
        value: {
          signatures: signatures.map((s) => ({
            label: s.label,
            documentation: s.documentation,
            parameters: s.parameters.map((p) => ({ label: p.label, documentation: p.documentation })),
          })),
          activeSignature,
          activeParameter,
        },
        dispose: () => {},
      };
    },
  });
}
