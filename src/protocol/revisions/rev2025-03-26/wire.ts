// What 2025-03-26 adds to the results of 2024-11-05 (src/client/schemas/2025-03-26.json): tool
// annotations and the `completions` capability. The lists keep the 2024-11-05 types, holding these.
import type * as Prev from '../rev2024-11-05/wire';

export interface ServerCapabilities extends Prev.ServerCapabilities {
  completions: Record<string, never>;
}

/** The hints this server states; destructiveHint and idempotentHint only apply to tools that write. */
export interface ToolAnnotations {
  title: string;
  readOnlyHint: boolean;
  openWorldHint: boolean;
}

export interface Tool extends Prev.Tool {
  annotations: ToolAnnotations;
}
