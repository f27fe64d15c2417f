// One resource: its name, description and MIME type, and reading it (ResourceReader).
import type { Resource } from '../../client';
import { ResourceReader } from './ResourceReader';
import { DetailHeading } from '../DetailHeading';

export function ResourceDetail({ resource }: { resource: Resource }) {
  return (
    <article aria-label={`Resource ${resource.uri}`}>
      <DetailHeading item={resource} code={resource.uri} />
      <p className="muted">{resource.mimeType ?? 'no MIME type given'}</p>
      <ResourceReader uri={resource.uri} />
    </article>
  );
}
