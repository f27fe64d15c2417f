// The Resources tab: the server's resources; read one and see its contents.
import { useState } from 'react';
import { listResources, readResource, type Call, type ReadResourceResult } from '../../client';
import { CallFailure } from '../CallFailure';
import { ListPicker } from '../ListPicker';
import { usePlayground } from '../playground';
import { useServerList } from '../useServerList';

function pretty(text: string, mimeType: string | undefined): string {
  if (mimeType !== 'application/json') return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function ResourcesPanel({ active }: { active: boolean }) {
  const { client } = usePlayground();
  const resources = useServerList(listResources, active);
  const [selected, setSelected] = useState<string>();
  const [read, setRead] = useState<{ uri: string; call: Call<ReadResourceResult> | undefined }>();
  const resource = resources.items.find((r) => r.uri === selected) ?? resources.items[0];

  if (!resources.connected) return <p className="section muted">Connect to list the server’s resources.</p>;

  const readIt = async (uri: string) => {
    setRead({ uri, call: undefined });
    const call = await readResource(client, uri);
    setRead((current) => (current?.uri === uri ? { uri, call } : current));
  };

  return (
    <div className="split">
      <ListPicker
        label="Resources"
        items={resources.items.map((r) => ({ id: r.uri, label: r.uri, hint: r.title ?? r.name }))}
        selected={resource?.uri}
        onSelect={setSelected}
        loading={resources.loading}
        onReload={resources.reload}
      />
      <div className="split-detail section">
        {resources.call && !resources.call.outcome.ok && <CallFailure call={resources.call} />}
        {resource && (
          <article aria-label={`Resource ${resource.uri}`}>
            <h3>
              {resource.title ?? resource.name} <code className="muted">{resource.uri}</code>
            </h3>
            {resource.description && <p>{resource.description}</p>}
            <p className="muted">{resource.mimeType ?? 'no MIME type given'}</p>
            <button type="button" className="primary" onClick={() => void readIt(resource.uri)}>
              Read {resource.uri}
            </button>
            {read?.uri === resource.uri && read.call === undefined && <p role="status">Reading…</p>}
            {read?.uri === resource.uri && read.call && !read.call.outcome.ok && (
              <CallFailure call={read.call} />
            )}
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
        )}
      </div>
    </div>
  );
}
