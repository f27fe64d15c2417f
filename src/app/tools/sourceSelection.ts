// Where a tool's source comes from (docs/server.md §5): by default the active editor buffer, sent as
// `text` + `uri`; or one named buffer; or only what the form itself says (`text`, `path`, `uri`).
import type { Workspace } from '../../editor/workspace';
import { activeUri } from '../activeUri';

/** `active`, a buffer URI, or `form` (the form's own source fields). */
export type SourceChoice = string;

export const ACTIVE = 'active';
export const FORM_ONLY = 'form';

/** The properties a buffer fills in, depending on what the tool takes. */
export function sourceFields(inputSchema: Record<string, unknown>): readonly string[] {
  const properties = (inputSchema.properties ?? {}) as Record<string, unknown>;
  if ('text' in properties) return ['text', 'uri', 'path'];
  if ('uri' in properties) return ['uri'];
  return [];
}

/** The arguments the chosen source adds; `undefined` when the form speaks for itself. */
export function sourceArguments(
  choice: SourceChoice,
  inputSchema: Record<string, unknown>,
  workspace: Workspace,
): Record<string, string> | undefined {
  const fields = sourceFields(inputSchema);
  if (choice === FORM_ONLY || fields.length === 0) return undefined;
  const uri = choice === ACTIVE ? activeUri(workspace) : choice;
  const text = workspace.text(uri);
  if (text === undefined) return undefined;
  return fields.includes('text') ? { text, uri } : { uri };
}
