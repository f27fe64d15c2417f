// How the editor's features call the tools (docs/playground.md, "Editor"): every feature is an
// MCP `tools/call` through the client, tagged with the feature that caused it so Traffic can tell
// it from a person's own calls. The buffer's text goes along only when the session does not hold
// that very text yet (a 3,000-line buffer is not re-sent for each hover); otherwise the call names
// the open buffer by `uri` (docs/server.md §5). Each answer is checked against the tool's row of the
// output table (src/contracts/toolOutputs.ts), the shapes the server publishes as `outputSchema`:
// a server that calls itself groovymcp is still a peer, so a malformed answer becomes a reason,
// never a value the providers would trip over.
import { callTool, structuredOf, type CallToolResult, type McpClient } from '../client';
import { GROOVYMCP_SERVER_NAME, sanitize, type EngineToolOp } from '../contracts';
import { TOOL_OUTPUTS, ToolErrorOutput, type ToolOutput } from '../contracts/toolOutputs';
import type { EditorFeature } from './editorFeatures';
import { EVERY_BUFFER, MarkersFirst } from './markersFirst';
import type { Workspace } from './workspace';

export type ToolAnswer<T> =
  | { readonly ok: true; readonly value: T; readonly ms: number }
  | { readonly ok: false; readonly reason: string; readonly ms: number };

/**
 * A failed call's message: structuredContent's `error` (docs/server.md §4), else its text content,
 * which is the message itself under revisions without structuredContent.
 */
function errorMessageOf(result: CallToolResult): string {
  const structured = ToolErrorOutput.safeParse(result.structuredContent);
  if (structured.success) return structured.data.error;
  const text = result.content.find((block) => block.type === 'text')?.text;
  return typeof text === 'string' && text !== '' ? text : 'tool error';
}

/** `tool`'s answer as its output shape parses it, or why it does not (the first issue, and how many more). */
function checkedAnswer<K extends EngineToolOp>(
  tool: K,
  value: unknown,
  ms: number,
): ToolAnswer<ToolOutput<K>> {
  const parsed = TOOL_OUTPUTS[tool].safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data, ms };
  const [first, ...rest] = parsed.error.issues;
  const where = first && first.path.length > 0 ? first.path.map(String).join('.') : '(root)';
  const more = rest.length > 0 ? ` (and ${rest.length} more)` : '';
  const problem = `${sanitize(where)}: ${sanitize(first?.message ?? 'invalid')}${more}`;
  return { ok: false, reason: `answer does not match ${tool}'s output schema: ${problem}`, ms };
}

/** The features that ask on their own after an edit, and go after the markers (markersFirst.ts). */
const PASSIVE: ReadonlySet<EditorFeature> = new Set(['semantic', 'outline']);

export class EditorTools {
  /** The text the session holds for each buffer, as far as this client knows. */
  private readonly held = new Map<string, string>();
  /** The passive features wait for a buffer's markers after an edit (markersFirst.ts). */
  readonly markersFirst = new MarkersFirst();
  private readonly stopWatching: () => void;

  constructor(
    readonly client: McpClient,
    private readonly workspace: Workspace,
  ) {
    // A new session (reconnect, reset) starts with no buffers open.
    this.stopWatching = client.status.subscribe(() => {
      if (client.status.get().state !== 'connected') this.held.clear();
    });
  }

  /** Connected to groovymcp: another server has none of the tools the editor calls (docs/any-server.md). */
  get connected(): boolean {
    const status = this.client.status.get();
    return status.state === 'connected' && status.server.name === GROOVYMCP_SERVER_NAME;
  }

  /**
   * Calls `tool` on buffer `uri` with `args`, tagged `origin`. The answer is the structured result
   * as the tool's output shape parses it, or the reason there is none (not connected, a tool error,
   * a failed request, an answer that does not match the shape).
   */
  async call<K extends EngineToolOp>(
    tool: K,
    uri: string,
    args: object,
    origin: EditorFeature,
    options: { sendText?: boolean; signal?: AbortSignal } = {},
  ): Promise<ToolAnswer<ToolOutput<K>>> {
    await this.inTurn(uri, origin, options.signal);
    const started = performance.now();
    const text = this.workspace.text(uri);
    if (text === undefined) return { ok: false, reason: `no buffer ${uri}`, ms: 0 };
    if (!this.connected) return { ok: false, reason: 'not connected', ms: 0 };
    const sendText = options.sendText === true || this.held.get(uri) !== text;
    // The session handles one request at a time, in order: the last text sent is the one it holds.
    if (sendText) this.held.set(uri, text);
    const source = sendText ? { text, uri } : { uri };
    // Background work (docs/server.md §3): never queued ahead of a person's call; a superseded call
    // is cancelled through `signal`, and the session drops it.
    const { signal } = options;
    const call = await callTool(
      this.client,
      tool,
      { ...source, ...args },
      { origin, background: true, signal },
    );
    const ms = performance.now() - started;
    const failed = !call.outcome.ok || call.outcome.value.isError === true;
    if (failed && sendText && this.held.get(uri) === text) this.held.delete(uri);
    if (!call.outcome.ok) return { ok: false, reason: call.outcome.error.kind, ms };
    const result = call.outcome.value;
    if (result.isError) {
      const reason = errorMessageOf(result);
      // The session no longer holds the buffer (closed, or a new session): once more, with its text
      // (docs/server.md §5: a `uri` must name an open buffer).
      if (!sendText && reason.startsWith('no open buffer')) {
        this.held.delete(uri);
        return this.call(tool, uri, args, origin, { sendText: true, signal });
      }
      return { ok: false, reason, ms };
    }
    return checkedAnswer(tool, structuredOf(result), ms);
  }

  /**
   * Resolves when a call of `origin` about `uri` may go: after the markers' first pass on Connect
   * (every feature but the markers), and after `uri`'s markers following an edit (the passive ones).
   */
  async inTurn(uri: string, origin: EditorFeature, signal?: AbortSignal): Promise<void> {
    if (origin !== 'markers') await this.markersFirst.wait(EVERY_BUFFER, signal);
    if (PASSIVE.has(origin)) await this.markersFirst.wait(uri, signal);
  }

  dispose(): void {
    this.stopWatching();
  }
}
