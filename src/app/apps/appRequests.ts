// What an MCP App may ask of its server through the host (docs/playground.md, "MCP Apps"): `tools/call`
// for a tool whose `_meta.ui.visibility` includes "app" (toolVisibility.ts; the server's tool list is
// read once per app, with origin "app", at its first call), and `resources/read`. Each request that
// may go is forwarded with origin "app", so the server lane tags it; one that may not is refused
// with an error the app receives (and the app ↔ host lane shows), and never reaches the server.
import {
  APP_ORIGIN,
  appCallRefusal,
  callTool,
  describeError,
  listTools,
  readResource,
  type CallToolResult,
  type McpClient,
  type ReadResourceResult,
  type Tool,
} from '../../client';

/** A request of the app that failed or was refused; its message goes back to the app as the error. */
export class AppRequestError extends Error {
  override readonly name = 'AppRequestError';
}

export interface AppRequests {
  callTool(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  readResource(uri: string): Promise<ReadResourceResult>;
}

export function appRequests(client: McpClient): AppRequests {
  let tools: Promise<readonly Tool[]> | undefined;
  const toolList = () => {
    tools ??= listTools(client, { origin: APP_ORIGIN }).then((list) => {
      if (list.outcome.ok) return list.outcome.value;
      tools = undefined;
      throw new AppRequestError(
        `refused: the tool list could not be read (${describeError(list.outcome.error)})`,
      );
    });
    return tools;
  };
  return {
    async callTool(name, args) {
      const refusal = appCallRefusal(name, await toolList());
      if (refusal !== undefined) throw new AppRequestError(`refused: ${refusal}`);
      const call = await callTool(client, name, args, { origin: APP_ORIGIN });
      if (!call.outcome.ok) throw new AppRequestError(describeError(call.outcome.error));
      return call.outcome.value;
    },
    async readResource(uri) {
      const read = await readResource(client, uri, { origin: APP_ORIGIN });
      if (!read.outcome.ok) throw new AppRequestError(describeError(read.outcome.error));
      return read.outcome.value;
    },
  };
}
