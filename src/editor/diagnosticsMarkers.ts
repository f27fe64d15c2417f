// diagnostics → markers, served through the MCP `diagnostics` tool via the worker, so each exchange
// shows in Traffic (docs/playground.md, "Editor"). Every buffer is checked once a session
// is connected and again shortly after each edit; sending a buffer's text also opens it in the
// session, which is what lets the engine resolve classes across buffers.
import { callTool, type McpClient, type SessionStatus } from '../client';
import type { Monaco } from './monaco';
import type { Workspace } from './workspace';

interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: string;
  message: string;
  source?: string;
  code?: string;
}

const EDIT_DELAY_MS = 700;
const OWNER = 'groovyc';

/** `structuredContent`, or the same JSON in the text content where the revision has no structuredContent. */
function diagnosticsOf(result: {
  structuredContent?: unknown;
  content: { type: string; text?: unknown }[];
}): Diagnostic[] | undefined {
  let value = result.structuredContent;
  if (value === undefined) {
    const text = result.content.find((block) => block.type === 'text')?.text;
    try {
      value = typeof text === 'string' ? JSON.parse(text) : undefined;
    } catch {
      return undefined;
    }
  }
  const list = (value as { diagnostics?: unknown } | undefined)?.diagnostics;
  return Array.isArray(list) ? (list as Diagnostic[]) : undefined;
}

export function syncDiagnostics(
  monaco: Monaco,
  client: McpClient,
  workspace: Workspace,
): { dispose(): void } {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const severities: Record<string, number> = {
    error: monaco.MarkerSeverity.Error,
    warning: monaco.MarkerSeverity.Warning,
    information: monaco.MarkerSeverity.Info,
    hint: monaco.MarkerSeverity.Hint,
  };
  const modelOf = (uri: string) => monaco.editor.getModel(monaco.Uri.parse(uri));

  /** Checks one buffer; true when the compiler reported something. */
  const check = async (uri: string): Promise<boolean> => {
    const text = workspace.text(uri);
    if (text === undefined || client.status.get().state !== 'connected') return false;
    const call = await callTool(client, 'diagnostics', { text, uri });
    const model = modelOf(uri);
    if (!call.outcome.ok || call.outcome.value.isError || !model || model.getValue() !== text) return false;
    const diagnostics = diagnosticsOf(call.outcome.value) ?? [];
    monaco.editor.setModelMarkers(
      model,
      OWNER,
      diagnostics.map((d) => ({
        severity: severities[d.severity] ?? monaco.MarkerSeverity.Error,
        message: d.message,
        source: d.source,
        code: d.code,
        startLineNumber: d.range.start.line + 1,
        startColumn: d.range.start.character + 1,
        endLineNumber: d.range.end.line + 1,
        endColumn: d.range.end.character + 1,
      })),
    );
    return diagnostics.length > 0;
  };

  // A buffer checked before the buffers it uses were open reports their classes as unresolved:
  // once every buffer is open, check again the ones that had something to say.
  const checkAll = async () => {
    const uris = workspace.state.get().uris;
    const flagged: string[] = [];
    for (const uri of uris) if (await check(uri)) flagged.push(uri);
    for (const uri of flagged.filter((u) => u !== uris.at(-1))) await check(uri);
  };

  let last: SessionStatus = client.status.get();
  if (last.state === 'connected') void checkAll();
  const unsubscribe = client.status.subscribe(() => {
    const status = client.status.get();
    if (status === last) return;
    last = status;
    if (status.state === 'connected') void checkAll();
    else if (status.state === 'idle') {
      for (const uri of workspace.state.get().uris) {
        const model = modelOf(uri);
        if (model) monaco.editor.setModelMarkers(model, OWNER, []);
      }
    }
  });
  const stopListening = workspace.onTextChange((uri) => {
    clearTimeout(timers.get(uri));
    timers.set(
      uri,
      setTimeout(() => void check(uri), EDIT_DELAY_MS),
    );
  });

  return {
    dispose: () => {
      unsubscribe();
      stopListening();
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
