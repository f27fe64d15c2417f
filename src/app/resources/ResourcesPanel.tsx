// The Resources tab (docs/playground.md, "Resources and Prompts"): the server's resources and its
// resource templates, each a list with the selected one's detail; both reload on
// `notifications/resources/list_changed`.
import { useState } from 'react';
import { listResources, listResourceTemplates } from '../../client';
import { ListDetailPanel } from '../ListDetailPanel';
import { isAppResource, ResourceDetail } from './ResourceDetail';
import { TemplateDetail } from './TemplateDetail';

const CHANGED = 'notifications/resources/list_changed';

export function ResourcesPanel({ active }: { active: boolean }) {
  const [view, setView] = useState<'resources' | 'templates'>('resources');
  return (
    <div className="resources-panel">
      <div role="radiogroup" aria-label="Show" className="toolbar section">
        {(['resources', 'templates'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="resources-view"
              checked={view === choice}
              onChange={() => setView(choice)}
            />{' '}
            {choice === 'resources' ? 'Resources' : 'Templates'}
          </label>
        ))}
      </div>
      {view === 'resources' ? (
        <ListDetailPanel
          key="resources"
          label="Resources"
          active={active}
          changedBy={CHANGED}
          load={listResources}
          pick={(resource) => ({
            id: resource.uri,
            label: resource.uri,
            // An app is marked, as the Tools list marks a tool that names one.
            hint: `${resource.title ?? resource.name}${isAppResource(resource) ? ' · MCP App' : ''}`,
          })}
          detail={(resource) => <ResourceDetail resource={resource} />}
        />
      ) : (
        // Keyed: the two lists must not share one list state.
        <ListDetailPanel
          key="templates"
          label="Resource templates"
          capability="resources"
          active={active}
          changedBy={CHANGED}
          load={listResourceTemplates}
          pick={(template) => ({
            id: template.uriTemplate,
            label: template.uriTemplate,
            hint: template.title ?? template.name,
          })}
          detail={(template) => <TemplateDetail key={template.uriTemplate} template={template} />}
        />
      )}
    </div>
  );
}
