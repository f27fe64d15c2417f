// references → Find / Peek References (Shift+F12; docs/playground.md, "Editor"), across the open
// buffers; Monaco says whether it wants the declaration itself listed.
import { toWirePosition } from '../positions';
import { GROOVY, type FeatureContext } from './featureContext';
import { toMonacoLocations } from './locations';

export function registerReferences(context: FeatureContext): { dispose(): void } {
  const { monaco, tools } = context;
  return monaco.languages.registerReferenceProvider(GROOVY, {
    provideReferences: async (model, position, { includeDeclaration }) => {
      const answer = await tools.call(
        'references',
        model.uri.toString(),
        { ...toWirePosition(position), includeDeclaration },
        'references',
      );
      return answer.ok ? toMonacoLocations(context, answer.value.locations) : null;
    },
  });
}
