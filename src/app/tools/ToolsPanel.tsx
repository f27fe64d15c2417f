// The Tools tab (docs/playground.md, "Tools"): the server's tools, one selected at a time.
import { appResourceUri, listTools, modelHiddenHint, type Tool } from '../../client';
import { ListDetailPanel } from '../ListDetailPanel';
import { ToolDetail } from './ToolDetail';

/**
 * The title, "MCP App" for a tool that names one, and "app only" (or "hidden") for one whose
 * `_meta.ui.visibility` leaves the model out (docs/playground.md, "MCP Apps"); a person may call it.
 */
export function toolHint(tool: Tool): string | undefined {
  const parts = [
    tool.title,
    appResourceUri(tool) === undefined ? undefined : 'MCP App',
    modelHiddenHint(tool),
  ];
  return parts.filter((part) => part !== undefined && part !== '').join(' · ') || undefined;
}

export function ToolsPanel({ active }: { active: boolean }) {
  return (
    <ListDetailPanel
      label="Tools"
      active={active}
      changedBy="notifications/tools/list_changed"
      load={listTools}
      pick={(tool) => ({ id: tool.name, label: tool.name, hint: toolHint(tool) })}
      detail={(tool) => <ToolDetail key={tool.name} tool={tool} />}
    />
  );
}
