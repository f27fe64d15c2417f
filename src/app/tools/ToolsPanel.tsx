// The Tools tab (docs/playground.md, "Tools"): the server's tools, one selected at a time.
import { listTools } from '../../client';
import { ListDetailPanel } from '../ListDetailPanel';
import { ToolDetail } from './ToolDetail';

export function ToolsPanel({ active }: { active: boolean }) {
  return (
    <ListDetailPanel
      label="Tools"
      active={active}
      changedBy="notifications/tools/list_changed"
      load={listTools}
      pick={(tool) => ({ id: tool.name, label: tool.name, hint: tool.title })}
      detail={(tool) => <ToolDetail key={tool.name} tool={tool} />}
    />
  );
}
