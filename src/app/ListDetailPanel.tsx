// The layout the Tools, Resources and Prompts tabs share (docs/playground.md, "Tools" and "Resources
// and Prompts"): the server's list on the left, loaded when the tab is first shown (useServerList),
// and the selected item's detail on the right; the first item is selected until the person picks one.
import { useState, type ReactNode } from 'react';
import type { Call, McpClient } from '../client';
import { CallFailure } from './CallFailure';
import { ListPicker, type PickerItem } from './ListPicker';
import { useMissingCapability } from './useMissingCapability';
import { useServerList } from './useServerList';

interface ListDetailPanelProps<T> {
  /** The list's name, as the listbox is labelled: "Tools", "Resources", "Prompts". */
  label: string;
  active: boolean;
  load: (client: McpClient) => Promise<Call<T[]>>;
  /** How an item shows in the list; its `id` identifies the selection. */
  pick: (item: T) => PickerItem;
  /** The selected item's detail; key it by id when its state must not outlive the selection. */
  detail: (item: T) => ReactNode;
  /** The notification that says the list changed, which reloads it (useServerList). */
  changedBy?: string;
  /** The server capability the list needs; by default the label names it ("Tools" → `tools`). */
  capability?: string;
}

export function ListDetailPanel<T>({
  label,
  active,
  load,
  pick,
  detail,
  changedBy,
  capability = label.toLowerCase(),
}: ListDetailPanelProps<T>) {
  const missing = useMissingCapability(capability);
  const list = useServerList(load, active && missing === undefined, changedBy);
  const [selected, setSelected] = useState<string>();
  const items = list.items.map((item) => ({ item, picked: pick(item) }));
  const current = items.find(({ picked }) => picked.id === selected) ?? items[0];

  if (!list.connected) {
    return <p className="section muted">Connect to list the server’s {label.toLowerCase()}.</p>;
  }
  if (missing !== undefined) return <p className="section muted">{missing}</p>;
  return (
    <div className="split">
      <ListPicker
        label={label}
        items={items.map(({ picked }) => picked)}
        selected={current?.picked.id}
        onSelect={setSelected}
        loading={list.loading}
        onReload={list.reload}
      />
      <div className="split-detail section">
        {list.call && !list.call.outcome.ok && <CallFailure call={list.call} />}
        {list.call?.note && <p className="muted">{list.call.note}</p>}
        {current && detail(current.item)}
      </div>
    </div>
  );
}
