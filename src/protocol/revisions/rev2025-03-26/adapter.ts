// MCP 2025-03-26: adds tool annotations (with the display title inside them) and the `completions`
// capability. Batches exist in this revision's spec, but groovymcp rejects them in every revision
// (docs/revisions.md §6), which the framing layer does before any adapter is involved.
import type { NeutralTool } from '../../neutral';
import type { ProtocolVersion } from '../adapter';
import { Rev20241105 } from '../rev2024-11-05/adapter';
import type * as Wire from './wire';

export class Rev20250326 extends Rev20241105 {
  override readonly version: ProtocolVersion = '2025-03-26';

  protected override capabilities(): Wire.ServerCapabilities {
    return { ...super.capabilities(), completions: {} };
  }

  protected override tool(tool: NeutralTool): Wire.Tool {
    return { ...super.tool(tool), annotations: this.annotations(tool) };
  }

  /** destructiveHint and idempotentHint only mean something for tools that are not read-only. */
  protected annotations(tool: NeutralTool): Wire.ToolAnnotations {
    return { title: tool.title, readOnlyHint: tool.readOnly, openWorldHint: false };
  }
}
