// The Resources tab (docs/playground.md, "Resources and Prompts"): the server's resources; read one
// and see its contents.
import { listResources } from '../../client';
import { ListDetailPanel } from '../ListDetailPanel';
import { ResourceDetail } from './ResourceDetail';

export function ResourcesPanel({ active }: { active: boolean }) {
  return (
    <ListDetailPanel
      label="Resources"
      active={active}
      load={listResources}
      pick={(resource) => ({ id: resource.uri, label: resource.uri, hint: resource.title ?? resource.name })}
      detail={(resource) => <ResourceDetail resource={resource} />}
    />
  );
}
