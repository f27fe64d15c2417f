// Reading one resource URI (docs/playground.md, "Resources and Prompts"): Read, the contents read,
// and, when the server declares `resources.subscribe`, a Subscribe toggle with the updates that came
// since (`notifications/resources/updated`) and a "Read again" for the newest.
import { useState, useSyncExternalStore } from 'react';
import { readResource, type Call, type ReadResourceResult } from '../../client';
import { CallFailure } from '../CallFailure';
import { usePlayground, useSessionStatus } from '../playground';

function pretty(text: string, mimeType: string | undefined): string {
  if (mimeType !== 'application/json') return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function canSubscribe(capabilities: Record<string, unknown>): boolean {
  const resources = capabilities.resources;
  return (
    typeof resources === 'object' &&
    resources !== null &&
    (resources as { subscribe?: unknown }).subscribe === true
  );
}

export function ResourceReader({ uri }: { uri: string }) {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const subscriptions = client.resourceSubscriptions;
  const subscribed = useSyncExternalStore(
    subscriptions.subscribed.subscribe,
    subscriptions.subscribed.get,
  ).has(uri);
  const update = useSyncExternalStore(subscriptions.updates.subscribe, subscriptions.updates.get).get(uri);
  // Not keyed by the URI: the last read is remembered with its URI, so it shows again when the
  // person comes back to that resource, and an answer that arrives after a switch is not lost.
  const [read, setRead] = useState<{
    uri: string;
    call: Call<ReadResourceResult> | undefined;
    updates: number;
  }>();
  const [toggleFailed, setToggleFailed] = useState<Call<unknown>>();
  const subscribable = status.state === 'connected' && canSubscribe(status.serverCapabilities);

  const readIt = async () => {
    const updates = update?.count ?? 0;
    setRead({ uri, call: undefined, updates });
    const call = await readResource(client, uri);
    setRead((current) => (current?.uri === uri ? { uri, call, updates } : current));
  };

  const toggle = async () => {
    const reply = subscribed ? await subscriptions.unsubscribe(uri) : await subscriptions.subscribe(uri);
    setToggleFailed(reply.outcome.ok ? undefined : reply);
  };

  const mine = read?.uri === uri ? read : undefined;
  const unread = update !== undefined && update.count > (mine?.updates ?? 0);
  return (
    <>
      <div className="toolbar">
        <button type="button" className="primary" onClick={() => void readIt()}>
          Read {uri}
        </button>
        {subscribable && (
          <label>
            <input type="checkbox" checked={subscribed} onChange={() => void toggle()} /> Subscribe
          </label>
        )}
      </div>
      {toggleFailed && <CallFailure call={toggleFailed} />}
      {update && (
        <p role="status" aria-label="Updates">
          {update.count} update{update.count === 1 ? '' : 's'}, the last at{' '}
          {new Date(update.at).toLocaleTimeString()}
          {unread && (
            <>
              {' '}
              <button type="button" onClick={() => void readIt()}>
                Read again
              </button>
            </>
          )}
        </p>
      )}
      {mine && mine.call === undefined && <p role="status">Reading…</p>}
      {mine?.call && !mine.call.outcome.ok && <CallFailure call={mine.call} />}
      {mine?.call?.outcome.ok &&
        mine.call.outcome.value.contents.map((contents, i) => (
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
    </>
  );
}
