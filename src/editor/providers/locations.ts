// The tools' `{uri, range}` locations as Monaco's, for definition, implementations and references.
import type { monaco } from '../monaco';
import type { WireLocation } from '../../contracts/wireShapes';
import { toMonacoRange } from '../positions';
import type { FeatureContext } from './featureContext';

/** Locations in buffers the editor has (a location elsewhere could not be opened, so it is left out). */
export function toMonacoLocations(
  { monaco }: FeatureContext,
  locations: readonly WireLocation[],
): monaco.languages.Location[] {
  return locations
    .map((l) => ({ uri: monaco.Uri.parse(l.uri), range: toMonacoRange(l.range) }))
    .filter((l) => monaco.editor.getModel(l.uri) !== null);
}
