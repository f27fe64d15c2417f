// A buffer the person closes or renames in the editor is closed in the session too (the `close`
// tool, docs/server.md §6), so that the engine stops compiling it beside the others; the call shows
// in Traffic like any other. Without a session there is nothing to close.
import { callTool, type McpClient } from '../../client';

export function closeInSession(client: McpClient, uris: readonly string[]): void {
  if (client.status.get().state !== 'connected') return;
  void (async () => {
    for (const uri of uris) await callTool(client, 'close', { uri });
  })();
}
