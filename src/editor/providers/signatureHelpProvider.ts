// signatures → parameter hints on `(` and `,` (docs/playground.md, "Editor").
import { toWirePosition } from '../positions';
import { GROOVY, type FeatureContext } from './featureContext';

interface WireSignatures {
  signatures?: {
    label: string;
    documentation?: string;
    parameters: { label: string; documentation?: string }[];
  }[];
  activeSignature?: number;
  activeParameter?: number;
}

export function registerSignatureHelp({ monaco, tools }: FeatureContext): { dispose(): void } {
  return monaco.languages.registerSignatureHelpProvider(GROOVY, {
    signatureHelpTriggerCharacters: ['(', ','],
    signatureHelpRetriggerCharacters: [','],
    provideSignatureHelp: async (model, position) => {
      const answer = await tools.call<WireSignatures>(
        'signatures',
        model.uri.toString(),
        toWirePosition(position),
        'signatures',
      );
      const signatures = answer.ok ? (answer.value.signatures ?? []) : [];
      if (!answer.ok || signatures.length === 0) return null;
      return {
        value: {
          signatures: signatures.map((s) => ({
            label: s.label,
            documentation: s.documentation,
            parameters: s.parameters.map((p) => ({ label: p.label, documentation: p.documentation })),
          })),
          activeSignature: answer.value.activeSignature ?? 0,
          activeParameter: answer.value.activeParameter ?? 0,
        },
        dispose: () => {},
      };
    },
  });
}
