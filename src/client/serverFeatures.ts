// Tools, resources and prompts as the panels use them: the list methods page by page
// (`nextCursor`), the calls with their results checked for the shape the UI reads.
import { parsed, toolCallFromReply, type Call } from './callResult';
import { failure, success } from './clientError';
import type { Reply } from './connection/handshake';
import type { McpClient, RequestOptions } from './mcpClient';
import { requestWithElicitation } from './elicitation/autoResume';
import { ElicitationLimitError } from './elicitation/elicitationTypes';
import {
  GetPromptResultSchema,
  pageSchema,
  PromptSchema,
  ReadResourceResultSchema,
  ResourceSchema,
  ResourceTemplateSchema,
  ToolSchema,
  type CallToolResult,
  type GetPromptResult,
  type Prompt,
  type ReadResourceResult,
  type Resource,
  type ResourceTemplate,
  type Schema,
  type Tool,
} from './serverTypes';

/** A list spread over more pages than this is cut short with a note rather than followed forever. */
const MAX_PAGES = 50;

async function listAll<T>(
  client: McpClient,
  method: string,
  key: string,
  item: Schema<T>,
  options?: RequestOptions,
): Promise<Call<T[]>> {
  const items: T[] = [];
  let cursor: string | undefined;
  let last: number | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const reply = await client.request(method, cursor === undefined ? {} : { cursor }, options);
    const call = parsed(method, pageSchema(key, item), reply);
    last = call.requestSeq;
    if (!call.outcome.ok) return { outcome: call.outcome, requestSeq: last };
    const value = call.outcome.value as Record<string, unknown> & { nextCursor?: string };
    items.push(...(value[key] as T[]));
    // 2026-07-28: an empty-string cursor is a cursor, not the end (docs/revisions.md §4 rule 18).
    if (value.nextCursor === undefined) return { outcome: success(items), requestSeq: last };
    cursor = value.nextCursor;
  }
  // The pages loaded are shown, and the note says the list goes on.
  const note = `${method}: more than ${MAX_PAGES} pages; showing the first ${items.length} items`;
  return { outcome: success(items), requestSeq: last, note };
}

/** `options.origin` tags the requests in Traffic (an MCP App's host asks with origin "app"). */
export const listTools = (client: McpClient, options?: RequestOptions) =>
  listAll<Tool>(client, 'tools/list', 'tools', ToolSchema, options);
export const listResources = (client: McpClient) =>
  listAll<Resource>(client, 'resources/list', 'resources', ResourceSchema);
export const listResourceTemplates = (client: McpClient) =>
  listAll<ResourceTemplate>(client, 'resources/templates/list', 'resourceTemplates', ResourceTemplateSchema);
export const listPrompts = (client: McpClient) =>
  listAll<Prompt>(client, 'prompts/list', 'prompts', PromptSchema);

/**
 * A call that may need input (docs/elicitation.md, "Client"): with the client's elicitation
 * handler, every `input_required` is answered and the call sent again (autoResume.ts); without
 * one, the raw answer, `input_required` included.
 */
async function resumed(
  client: McpClient,
  method: string,
  params: Record<string, unknown>,
  options: RequestOptions = {},
): Promise<Reply> {
  const handler = client.elicitationHandler;
  if (!handler) return client.request(method, params, options);
  try {
    return await requestWithElicitation(client, method, params, { ...options, handler });
  } catch (error) {
    if (!(error instanceof ElicitationLimitError)) throw error;
    const { requests } = error;
    return { outcome: failure({ kind: 'elicitationLimit', method, requests }), requestSeq: undefined };
  }
}

export async function callTool(
  client: McpClient,
  name: string,
  args: Record<string, unknown>,
  options?: RequestOptions,
): Promise<Call<CallToolResult>> {
  const reply = await resumed(client, 'tools/call', { name, arguments: args }, options);
  // The server may answer with a task it chose to run (docs/tasks.md): the call ends with the task.
  return (await client.tasks.followIfTask(name, reply, options?.signal)) ?? toolCallFromReply(reply);
}

export async function readResource(
  client: McpClient,
  uri: string,
  options?: RequestOptions,
): Promise<Call<ReadResourceResult>> {
  const reply = await resumed(client, 'resources/read', { uri }, options);
  return parsed('resources/read', ReadResourceResultSchema, reply);
}

export async function getPrompt(
  client: McpClient,
  name: string,
  args: Record<string, string>,
): Promise<Call<GetPromptResult>> {
  return parsed(
    'prompts/get',
    GetPromptResultSchema,
    await resumed(client, 'prompts/get', { name, arguments: args }),
  );
}
