// MCP 2025-06-18: `title` on tools, resources, prompts and implementations; `outputSchema` and
// `structuredContent`. A failed call's structuredContent is `{error}` (docs/server.md §4).
import type {
  JsonObject,
  NeutralPrompt,
  NeutralResource,
  NeutralTool,
  NeutralToolResult,
  ServerIdentity,
} from '../../neutral';
import type { ElicitationStyle, ProtocolVersion } from '../adapter';
import { withoutSchemaKeyword } from '../schemaKeywords';
import { Rev20250326 } from '../rev2025-03-26/adapter';
import type * as Wire from './wire';

export class Rev20250618 extends Rev20250326 {
  override readonly version: ProtocolVersion = '2025-06-18';
  /** `elicitation/create` requests from the server (docs/elicitation.md, "Classic"). */
  override readonly elicitation: ElicitationStyle = 'classic';

  protected override implementation(server: ServerIdentity): Wire.Implementation {
    return { ...super.implementation(server), title: server.title };
  }

  protected override tool(tool: NeutralTool): Wire.Tool {
    return { ...super.tool(tool), title: tool.title, outputSchema: this.outputSchema(tool) };
  }

  protected outputSchema(tool: NeutralTool): JsonObject {
    return withoutSchemaKeyword(tool.outputSchema);
  }

  override toolResult(result: NeutralToolResult): Wire.CallToolResult {
    return result.isError
      ? { ...super.toolResult(result), structuredContent: { error: result.message } }
      : { ...super.toolResult(result), structuredContent: result.structured };
  }

  protected override resource(resource: NeutralResource): Wire.Resource {
    return { ...super.resource(resource), title: resource.title };
  }

  protected override prompt(prompt: NeutralPrompt): Wire.Prompt {
    return { ...super.prompt(prompt), title: prompt.title };
  }
}
