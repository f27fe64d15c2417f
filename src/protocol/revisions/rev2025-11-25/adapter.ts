// MCP 2025-11-25: tool schemas may declare `$schema` (2020-12 is the default dialect);
// `Implementation` gains `description`; elicitation requests name their `mode`.
import type { JsonObject, NeutralElicitation, NeutralTool, ServerIdentity } from '../../neutral';
import type { ProtocolVersion } from '../adapter';
import type * as Prev from '../rev2025-06-18/wire';
import { Rev20250618 } from '../rev2025-06-18/adapter';
import type * as Wire from './wire';

export class Rev20251125 extends Rev20250618 {
  override readonly version: ProtocolVersion = '2025-11-25';

  protected override implementation(server: ServerIdentity): Wire.Implementation {
    return { ...super.implementation(server), description: server.description };
  }

  protected override tool(tool: NeutralTool): Prev.Tool {
    return { ...super.tool(tool), inputSchema: tool.inputSchema };
  }

  protected override outputSchema(tool: NeutralTool): JsonObject {
    return tool.outputSchema;
  }

  /** Form mode is named from this revision on (URL mode came with it). */
  override elicitationParams(question: NeutralElicitation): JsonObject {
    return { mode: 'form', ...super.elicitationParams(question) };
  }
}
