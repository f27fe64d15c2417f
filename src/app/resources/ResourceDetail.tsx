// One resource: its name, description and MIME type, and reading it (ResourceReader).
import type { Resource } from '../../client';
import { ResourceReader } from './ResourceReader';
import { Markdown } from '../markdown/Markdown';

export function ResourceDetail({ resource }: { resource: Resource }) {
  return (
    <article aria-label={`Resource ${resource.uri}`}>
      <h3>
        {resource.title ?? resource.name} <code className="muted">{resource.uri}</code>
      </h3>
      {resource.description && <Markdown text={resource.description} />}
      <p className="muted">{resource.mimeType ?? 'no MIME type given'}</p>
      <ResourceReader uri={resource.uri} />
    </article>
  );
}
