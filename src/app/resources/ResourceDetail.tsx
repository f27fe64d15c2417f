// One resource: its name, description and MIME type, a Read button and the contents read.
import { useState } from 'react';
import { readResource, type Call, type ReadResourceResult, type Resource } from '../../client';
import { CallFailure } from '../CallFailure';
import { usePlayground } from '../playground';
import { Markdown } from '../markdown/Markdown';

function pretty(text: string, mimeType: string | undefined): string {
  if (mimeType !== 'application/json') return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function ResourceDetail({ resource }: { resource: Resource }) {
  const { client } = usePlayground();
  // Not keyed by the resource: the last read is remembered with its URI, so it shows again when the
  // person comes back to that resource, and an answer that arrives after a switch is not lost.
  const [read, setRead] = useState<{ uri: string; call: Call<ReadResourceResult> | undefined }>();

  const readIt = async (uri: string) => {
    setRead({ uri, call: undefined });
    const call = await readResource(client, uri);
    setRead((current) => (current?.uri === uri ? { uri, call } : current));
  };

  return (
    <article aria-label={`Resource ${resource.uri}`}>
      <h3>
        {resource.title ?? resource.name} <code className="muted">{resource.uri}</code>
      </h3>
      {resource.description && <Markdown text={resource.description} />}
      <p className="muted">{resource.mimeType ?? 'no MIME type given'}</p>
      <button type="button" className="primary" onClick={() => void readIt(resource.uri)}>
        Read {resource.uri}
      </button>
      {read?.uri === resource.uri && read.call === undefined && <p role="status">Reading…</p>}
      {read?.uri === resource.uri && read.call && !read.call.outcome.ok && <CallFailure call={read.call} />}
      {read?.uri === resource.uri &&
        read.call?.outcome.ok &&
        read.call.outcome.value.contents.map((contents, i) => (
          <section key={i} aria-label={`Contents of ${contents.uri}`}>
            <h4>
              {contents.uri} <span className="muted">{contents.mimeType}</span>
            </h4>
            <pre className="json">
              {contents.text !== undefined
                ? pretty(contents.text, contents.mimeType)
                : `(binary, ${contents.blob?.length ?? 0} base64 characters)`}
            </pre>
          </section>
        ))}
    </article>
  );
}
