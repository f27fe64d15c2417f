// The Tools tab (docs/playground.md, "Tools"): the server's tools, one selected at a time.
import { appResourceUri, listTools, type Tool } from '../../client';
import { ListDetailPanel } from '../ListDetailPanel';
import { ToolDetail } from './ToolDetail';

/** The title, and "MCP App" for a tool that names one (docs/playground.md, "MCP Apps"). */
export function toolHint(tool: Tool): string | undefined {
  const parts = [tool.title, appResourceUri(tool) === undefined ? undefined : 'MCP App'];
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
