// A list of server items (tools, resources, prompts) to pick one from: a listbox with one tab
// stop and arrow keys, and a Reload.
import type { KeyboardEvent } from 'react';

export interface PickerItem {
  id: string;
  label: string;
  hint?: string;
}

interface ListPickerProps {
  label: string;
  items: readonly PickerItem[];
  selected: string | undefined;
  onSelect: (id: string) => void;
  loading: boolean;
  onReload: () => void;
}

export function ListPicker({ label, items, selected, onSelect, loading, onReload }: ListPickerProps) {
  const index = items.findIndex((item) => item.id === selected);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0 || items.length === 0) return;
    event.preventDefault();
    const next = items[Math.min(items.length - 1, Math.max(0, index + step))];
    if (next) onSelect(next.id);
  };
  return (
    <div className="picker">
      <div className="toolbar">
        <strong>{label}</strong>
        <button type="button" onClick={onReload} disabled={loading}>
          {loading ? 'Loading…' : `Reload ${label.toLowerCase()}`}
        </button>
      </div>
      <ul
        role="listbox"
        aria-label={label}
        tabIndex={0}
        aria-activedescendant={index >= 0 ? `${label}-option-${index}` : undefined}
        onKeyDown={onKeyDown}
      >
        {items.map((item, i) => (
          <li
            key={item.id}
            id={`${label}-option-${i}`}
            role="option"
            aria-selected={item.id === selected}
            title={item.hint ? `${item.label}: ${item.hint}` : item.label}
            onClick={() => onSelect(item.id)}
          >
            <span className="mono">{item.label}</span>
            {item.hint && <span className="muted"> {item.hint}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
