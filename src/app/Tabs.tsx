// ARIA tabs (WAI-ARIA Authoring Practices, "Tabs"): one tab stop, arrow keys move between tabs,
// and each panel is labelled by its tab, so tests and screen readers find both by name.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** Extra words for the tab's accessible name, when the label alone is ambiguous. */
  title?: string;
}

interface TabsProps<Id extends string> {
  label: string;
  items: readonly TabItem<Id>[];
  active: Id;
  onSelect: (id: Id) => void;
  /**
   * A panel is rendered the first time its tab is chosen and then kept mounted (hidden when
   * inactive), so its state survives and panels nobody opened cost nothing.
   */
  renderPanel: (id: Id) => ReactNode;
}

export function Tabs<Id extends string>(props: TabsProps<Id>) {
  const { label, items, active, onSelect, renderPanel } = props;
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [visited, setVisited] = useState<ReadonlySet<Id>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onSelect((items[next] as TabItem<Id>).id);
    tabs.current[next]?.focus();
  };

  return (
    <div className="pane">
      <div className="tablist" role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-controls={`${base}-panel-${item.id}`}
            aria-selected={item.id === active}
            tabIndex={item.id === active ? 0 : -1}
            title={item.title}
            onClick={() => onSelect(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          className="tabpanel"
          hidden={item.id !== active}
        >
          {visited.has(item.id) && renderPanel(item.id)}
        </div>
      ))}
    </div>
  );
}
