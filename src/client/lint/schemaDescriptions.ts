// The official schemas as the schema lint's worker loads them: without their `description` texts.
// Descriptions are documentation for people; Ajv never reads them, and the lint's messages are its
// own (ajvErrors.ts), so dropping them changes no verdict while it makes each revision's file about a
// quarter of its size for the page to fetch (docs/playground.md, "Nothing blocks the UI thread").
// The vendored files stay byte for byte the official ones; vite.config.ts applies this when it
// bundles them.

/** Keywords whose value is a map from names (a property's, a definition's) to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is data, not a schema: a `description` in there is the data's own. */
const DATA = new Set(['const', 'default', 'enum', 'examples']);

/** A copy of a JSON Schema without the `description` annotation of any of its (sub)schemas. */
export function withoutDescriptions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDescriptions);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'description' && typeof value === 'string') continue;
    if (DATA.has(keyword)) copy[keyword] = value;
    else if (SCHEMA_MAPS.has(keyword) && typeof value === 'object' && value !== null && !Array.isArray(value))
      copy[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, withoutDescriptions(sub)]),
      );
    else copy[keyword] = withoutDescriptions(value);
  }
  return copy;
}
