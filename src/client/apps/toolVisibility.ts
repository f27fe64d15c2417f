// Who may call a tool (docs/playground.md, "MCP Apps"; ext-apps spec 2026-01-26, `_meta.ui.visibility`):
// "model" (the agent sees and calls it), "app" (an app of the same server calls it); absent means both.
// The host refuses an app's call to a tool whose visibility leaves "app" out, and to a tool the server
// does not list: the call is answered with an error and never forwarded.
import { isPlainObject } from '../../contracts';
import type { Tool } from '../serverTypes';

export type ToolAudience = 'model' | 'app';

const BOTH: readonly ToolAudience[] = ['model', 'app'];

/** `_meta.ui.visibility` as the spec reads it: the default when absent or not a list of audiences. */
export function toolVisibility(tool: Tool): readonly ToolAudience[] {
  const meta = (tool as { _meta?: unknown })._meta;
  const ui = isPlainObject(meta) ? meta.ui : undefined;
  const visibility = isPlainObject(ui) ? ui.visibility : undefined;
  if (!Array.isArray(visibility)) return BOTH;
  return visibility.filter((v): v is ToolAudience => v === 'model' || v === 'app');
}

/** Undefined when the app may call `name`; otherwise why not (sent to the app and shown on its row). */
export function appCallRefusal(name: string, tools: readonly Tool[]): string | undefined {
  const tool = tools.find((t) => t.name === name);
  if (tool === undefined) return `${name} is not a tool of this server`;
  if (!toolVisibility(tool).includes('app'))
    return `${name} is not visible to apps (_meta.ui.visibility ${JSON.stringify(toolVisibility(tool))})`;
  return undefined;
}

/**
 * How the Tools list marks a tool the model may not see: "app only", or "hidden" when its visibility
 * names neither audience; undefined for a tool the model sees. A person may still call it there.
 */
export function modelHiddenHint(tool: Tool): string | undefined {
  const visibility = toolVisibility(tool);
  if (visibility.includes('model')) return undefined;
  return visibility.includes('app') ? 'app only' : 'hidden';
}
