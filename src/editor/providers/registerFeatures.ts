// Every editor feature registered with Monaco, each switched on and off with the settings menu
// (docs/playground.md, "Editor"): a feature switched off has its provider disposed, one switched
// on is registered again, and disposing the whole disposes them all together.
import type { EditorFeature, EditorFeatures } from '../editorFeatures';
import { registerCompletion } from './completionProvider';
import { registerDefinition } from './definitionProvider';
import type { FeatureContext, RegisterFeature } from './featureContext';
import { registerFormatting } from './formattingProvider';
import { registerHover } from './hoverProvider';
import { registerImplementations } from './implementationsProvider';
import { registerMarkers } from './markersProvider';
import { registerOrganizeImports } from './organizeImports';
import { registerReferences } from './referencesProvider';
import { registerRename } from './renameProvider';
import { registerSemanticTokens } from './semanticTokensProvider';
import { registerSignatureHelp } from './signatureHelpProvider';
import { registerSymbols } from './symbolsProvider';

const REGISTER: Readonly<Record<EditorFeature, RegisterFeature>> = {
  markers: registerMarkers,
  hover: registerHover,
  definition: registerDefinition,
  implementations: registerImplementations,
  references: registerReferences,
  outline: registerSymbols,
  completion: registerCompletion,
  signatures: registerSignatureHelp,
  semantic: registerSemanticTokens,
  format: registerFormatting,
  'organize-imports': registerOrganizeImports,
  rename: registerRename,
};

export function registerFeatures(context: FeatureContext, features: EditorFeatures): { dispose(): void } {
  const live = new Map<EditorFeature, { dispose(): void }>();
  const apply = () => {
    for (const feature of Object.keys(REGISTER) as EditorFeature[]) {
      const on = features.isOn(feature);
      const registration = live.get(feature);
      if (on && !registration) live.set(feature, REGISTER[feature](context));
      else if (!on && registration) {
        registration.dispose();
        live.delete(feature);
      }
    }
  };
  apply();
  const unsubscribe = features.switches.subscribe(apply);
  return {
    dispose: () => {
      unsubscribe();
      for (const registration of live.values()) registration.dispose();
      live.clear();
    },
  };
}
