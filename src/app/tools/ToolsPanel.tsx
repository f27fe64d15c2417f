// The Tools tab (docs/playground.md, "Tools"): the server's tools, one selected at a time.
import { useState } from 'react';
import { listTools } from '../../client';
import { CallFailure } from '../CallFailure';
import { ListPicker } from '../ListPicker';
import { useServerList } from '../useServerList';
import { ToolDetail } from './ToolDetail';

export function ToolsPanel({ active }: { active: boolean }) {
  const tools = useServerList(listTools, active);
  const [selected, setSelected] = useState<string>();
  const tool = tools.items.find((t) => t.name === selected) ?? tools.items[0];

  if (!tools.connected) return <p className="section muted">Connect to list the server’s tools.</p>;
  return (
    <div className="split">
      <ListPicker
        label="Tools"
        items={tools.items.map((t) => ({ id: t.name, label: t.name, hint: t.title }))}
        selected={tool?.name}
        onSelect={setSelected}
        loading={tools.loading}
        onReload={tools.reload}
      />
      <div className="split-detail">
        {tools.call && !tools.call.outcome.ok && <CallFailure call={tools.call} />}
        {tool && <ToolDetail key={tool.name} tool={tool} />}
      </div>
    </div>
  );
}
