// The buffer a `uri` field means when the user has not said (docs/playground.md, "Tools" and
// "Resources and Prompts"): this server's tools, prompts and completers read `uri` as the open
// buffer to look at, so every `uri` the panels fill in starts as the editor's active buffer.
import type { Workspace } from '../editor/workspace';

export function activeUri(workspace: Workspace): string {
  return workspace.state.get().active;
}
