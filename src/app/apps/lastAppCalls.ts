// The last call of each tool that names an app, by the app's URI, per client: what the Resources tab's
// app preview starts from (docs/playground.md, "MCP Apps"), so that an app can be tried again with
// the input and result it was last given, or edited ones, without calling the tool.
import { appResourceUri, type CallToolResult, type McpClient, type Tool } from '../../client';

export interface AppCall {
  readonly toolName: string;
  readonly args: Record<string, unknown>;
  readonly result: CallToolResult;
}

const calls = new WeakMap<McpClient, Map<string, AppCall>>();

/** Remembers a successful call of `tool` if it names an app. */
export function rememberAppCall(
  client: McpClient,
  tool: Tool,
  args: Record<string, unknown>,
  result: CallToolResult,
): void {
  const uri = appResourceUri(tool);
  if (uri === undefined) return;
  let byUri = calls.get(client);
  if (byUri === undefined) calls.set(client, (byUri = new Map()));
  byUri.set(uri, { toolName: tool.name, args, result });
}

/** The last call of a tool that names `uri` on this client, if any. */
export function lastAppCall(client: McpClient, uri: string): AppCall | undefined {
  return calls.get(client)?.get(uri);
}
