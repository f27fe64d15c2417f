// One resource: its name, description and MIME type, and reading it (ResourceReader); a ui:// app
// can also be previewed (AppPreview, docs/playground.md, "MCP Apps").
import { APP_MIME_TYPE } from '../../contracts';
import type { Resource } from '../../client';
import { AppPreview } from './AppPreview';
import { ResourceReader } from './ResourceReader';
import { DetailHeading } from '../DetailHeading';

export function ResourceDetail({ resource }: { resource: Resource }) {
  return (
    <article aria-label={`Resource ${resource.uri}`}>
      <DetailHeading item={resource} code={resource.uri} />
      <p className="muted">{resource.mimeType ?? 'no MIME type given'}</p>
      <ResourceReader uri={resource.uri} />
      {isAppResource(resource) && <AppPreview key={resource.uri} uri={resource.uri} />}
    </article>
  );
}

/** A ui:// resource, or one with the app MIME type: the Resources tab can preview it. */
export function isAppResource(resource: Resource): boolean {
  return resource.uri.startsWith('ui://') || resource.mimeType === APP_MIME_TYPE;
}
