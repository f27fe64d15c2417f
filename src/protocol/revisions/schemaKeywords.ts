// Tool schemas are authored as JSON Schema 2020-12 documents with `$schema`; revisions before
// 2025-11-25 have no `$schema` in their tool schema types, so their adapters drop it.
import type { JsonObject } from '../neutral';

export function withoutSchemaKeyword(schema: JsonObject): JsonObject {
  if (!('$schema' in schema)) return schema;
  const { $schema: _dropped, ...rest } = schema;
  return rest;
}
