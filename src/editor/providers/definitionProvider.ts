// definition → Go to Definition (F12, Ctrl+click; docs/playground.md, "Editor"), into any open
// buffer: editorOpener.ts switches the editor to the target buffer.
import { toWirePosition } from '../positions';
import { GROOVY, type FeatureContext } from './featureContext';
import { toMonacoLocations } from './locations';

export function registerDefinition(context: FeatureContext): { dispose(): void } {
  const { monaco, tools } = context;
  return monaco.languages.registerDefinitionProvider(GROOVY, {
    provideDefinition: async (model, position) => {
      const answer = await tools.call(
        'definition',
        model.uri.toString(),
        toWirePosition(position),
        'definition',
      );
      return answer.ok ? toMonacoLocations(context, answer.value.locations) : null;
    },
  });
}
