// The chain of symbols around the caret (docs/playground.md, "Editor": outline and breadcrumbs),
// from the `symbols` tool; a click puts the caret on that symbol.
import { useSyncExternalStore } from 'react';
import type { BreadcrumbStore } from '../../editor/providers/breadcrumbs';

export function Breadcrumbs({ store }: { store: BreadcrumbStore }) {
  const crumbs = useSyncExternalStore(store.subscribe, store.get);
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      {crumbs.map((crumb, index) => (
        <span key={`${index}-${crumb.name}`}>
          {index > 0 && <span aria-hidden="true"> › </span>}
          <button type="button" title={crumb.kind} onClick={crumb.select}>
            {crumb.name}
          </button>
        </span>
      ))}
    </nav>
  );
}
