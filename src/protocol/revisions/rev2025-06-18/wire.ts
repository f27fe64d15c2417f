// What 2025-06-18 adds to the results of 2025-03-26 (src/client/schemas/2025-06-18.json): `title`
// on tools, resources, prompts and implementations; `outputSchema` and `structuredContent`.
import type { JsonObject } from '../../neutral';
import type * as Base from '../rev2024-11-05/wire';
import type * as Prev from '../rev2025-03-26/wire';

export interface Implementation extends Base.Implementation {
  title: string;
}

export interface Tool extends Prev.Tool {
  title: string;
  outputSchema: JsonObject;
}

/** A failed call's structuredContent is `{error}` (docs/tool-errors.md). */
export interface CallToolResult extends Base.CallToolResult {
  structuredContent: JsonObject;
}

export interface Resource extends Base.Resource {
  title: string;
}

export interface Prompt extends Base.Prompt {
  title: string;
}
