// MCP 2025-11-25: tool schemas may declare `$schema` (2020-12 is the default dialect);
// `Implementation` gains `description`.
import type { JsonObject, NeutralTool, ServerIdentity } from '../../neutral';
import type { ProtocolVersion } from '../adapter';
import { Rev20250618 } from '../rev2025-06-18/adapter';

export class Rev20251125 extends Rev20250618 {
  override readonly version: ProtocolVersion = '2025-11-25';

  protected override implementation(server: ServerIdentity): JsonObject {
    return { ...super.implementation(server), description: server.description };
  }

  protected override tool(tool: NeutralTool): JsonObject {
    return { ...super.tool(tool), inputSchema: tool.inputSchema };
  }

  protected override outputSchema(tool: NeutralTool): JsonObject {
    return tool.outputSchema;
  }
}
