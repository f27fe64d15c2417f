// implementations → Go to Implementations (Ctrl+F12; docs/playground.md, "Editor"): the classes
// implementing an interface or overriding a method, across the open buffers.
import { toWirePosition } from '../positions';
import { GROOVY, type FeatureContext } from './featureContext';
import { toMonacoLocations } from './locations';

export function registerImplementations(context: FeatureContext): { dispose(): void } {
  const { monaco, tools } = context;
  return monaco.languages.registerImplementationProvider(GROOVY, {
    provideImplementation: async (model, position) => {
      const answer = await tools.call(
        'implementations',
        model.uri.toString(),
        toWirePosition(position),
        'implementations',
      );
      return answer.ok ? toMonacoLocations(context, answer.value.locations) : null;
    },
  });
}
