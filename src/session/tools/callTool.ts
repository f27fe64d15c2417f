// tools/call, revision-neutral: validate, resolve the source, ask the engine, check the answer
// against the tool's output shape and size (docs/server.md §4–§6).
import {
  internalError,
  MAX_RESULT_CHARS,
  ProtocolError,
  type JsonObject,
  type NeutralToolResult,
  type Params,
} from '../../protocol';
import { ENGINE_BUSY_MESSAGE, type EngineClient, type EngineToolOp } from '../../contracts';
import type { EngineFacts } from '../engineFacts';
import type { Elicitor } from '../elicitation/elicitor';
import { identifierAt, renameQuestion } from '../elicitation/questions';
import type { FileSystemPort } from '../fileSystemPort';
import type { BufferStore } from '../sources/bufferStore';
import { resolveSource, type SourceSelector } from '../sources/resolveSource';
import { isPlainObject } from '../../contracts';
import { z } from '../../contracts/zodMini';
import { isIdentifier } from './identifier';
import { TOOLS_BY_NAME, type ToolSpec } from './toolCatalog';
import { validateArguments } from './validateArguments';

export interface ToolDeps {
  buffers: BufferStore;
  engine: EngineClient;
  facts: EngineFacts;
  fileSystem: FileSystemPort | undefined;
  log: (message: string) => void;
}

export const UNKNOWN_TOOL = 'unknown tool';

const toolError = (message: string): NeutralToolResult => ({ isError: true, message });

function success(structured: JsonObject): NeutralToolResult {
  const text = JSON.stringify(structured);
  return text.length > MAX_RESULT_CHARS
    ? toolError('result too large')
    : { isError: false, structured, text };
}

/**
 * `elicitor`: how to ask the client for a missing value; undefined when it cannot be asked.
 * `signal`: aborted when the client cancels the call (its engine request is dropped).
 */
export async function callTool(
  params: Params,
  deps: ToolDeps,
  elicitor?: Elicitor,
  signal?: AbortSignal,
): Promise<NeutralToolResult> {
  if (typeof params.name !== 'string')
    throw new ProtocolError('invalidParams', 'Invalid params: name must be a string');
  if (params.arguments !== undefined && !isPlainObject(params.arguments)) {
    throw new ProtocolError('invalidParams', 'Invalid params: arguments must be an object');
  }
  // The requested name is never repeated back (docs/server.md §4).
  const tool = TOOLS_BY_NAME.get(params.name);
  if (!tool) return toolError(UNKNOWN_TOOL);
  let raw = (params.arguments ?? {}) as Record<string, unknown>;
  if (elicitor && tool.name === 'rename' && raw.newName === undefined) {
    const asked = await askForNewName(tool, raw, deps.buffers, elicitor);
    if (!asked.ok) return toolError(asked.message);
    raw = { ...raw, newName: asked.value };
  }
  const validated = validateArguments(tool.input, raw);
  if (!validated.ok) return toolError(validated.message);
  const args = validated.value as Record<string, unknown>;
  if (tool.name === 'close') {
    const uri = args.uri as string;
    return success({ uri, closed: deps.buffers.delete(uri) });
  }
  return runEngineTool(tool, tool.name, args, deps, signal);
}

/**
 * `rename` without `newName` asks for it (docs/elicitation.md): the other arguments are checked
 * first, so a call that would fail anyway asks nothing. Decline and cancel end the call as tool
 * errors and change nothing (no buffer is opened before the answer).
 */
async function askForNewName(
  tool: ToolSpec,
  args: Record<string, unknown>,
  buffers: BufferStore,
  elicitor: Elicitor,
): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  const others = validateArguments(z.omit(tool.input, { newName: true }), args);
  if (!others.ok) return others;
  const { line, character, text, uri } = args as {
    line: number;
    character: number;
    text?: string;
    uri?: string;
  };
  const source = typeof text === 'string' ? text : typeof uri === 'string' ? buffers.get(uri) : undefined;
  const answer = await elicitor.ask(renameQuestion(identifierAt(source, line, character), line, character));
  if (answer.action === 'accept') return { ok: true, value: answer.content.newName };
  return { ok: false, message: answer.action === 'decline' ? 'rename declined' : 'rename cancelled' };
}

async function runEngineTool(
  tool: ToolSpec,
  op: EngineToolOp,
  args: Record<string, unknown>,
  deps: ToolDeps,
  signal: AbortSignal | undefined,
): Promise<NeutralToolResult> {
  const { text, path, uri, ...engineArgs } = args;
  if (op === 'rename') {
    const { keywords } = await deps.facts.info();
    if (!isIdentifier(engineArgs.newName as string, keywords)) {
      return toolError('newName must be a valid Groovy identifier that is not a keyword');
    }
  }
  const source = await resolveSource({ text, path, uri } as SourceSelector, deps.buffers, deps.fileSystem);
  if (!source.ok) return toolError(source.message);
  const related = deps.buffers.related(source.uri, op);
  const request = { op, uri: source.uri, text: source.text, args: engineArgs };
  const response = await deps.engine.request(related.length > 0 ? { ...request, related } : request, {
    signal,
  });
  if (response.error) {
    const { kind, message } = response.error;
    if (kind === 'timeout' || kind === 'tooLarge') return toolError(message);
    // A full engine queue is passing: say so and let the client retry, rather than -32603.
    if (kind === 'busy') return toolError(ENGINE_BUSY_MESSAGE);
    deps.log(`engine ${op} failed: ${kind}: ${message.slice(0, 200)}`);
    throw internalError();
  }
  const output = tool.output.safeParse(response.result);
  if (!output.success) {
    deps.log(`engine ${op} answered a result that does not match its output schema`);
    throw internalError();
  }
  return success(output.data as JsonObject);
}
