// The session bar's Server select (docs/any-server.md, "Choosing a server"): the built-in worker
// first and by default, then the servers of the backend's config, then the Streamable HTTP URLs the
// person typed ("A typed URL"), kept across reloads until removed, and the entry to type a new one.
// Choosing one resets the session, so the next Connect talks to it; every panel then works on it
// unchanged.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { WORKER_SERVER, type ListedServers, type ServerChoice } from '../../client';
import { usePlayground, useSessionStatus } from '../playground';
import { HostedNotice } from './HostedNotice';
import { TypedUrlForm } from './TypedUrlForm';

const KIND_LABEL = { stdio: 'stdio', http: 'Streamable HTTP' } as const;
/** Option values of the typed URLs: `typed:<url>`; the entry to type a new one. */
const TYPED_PREFIX = 'typed:';
const NEW_TYPED = 'typed-new';

export function ServerSelect() {
  const { client, servers, saved } = usePlayground();
  const typed = saved.typedServers;
  const status = useSessionStatus();
  const chosen = useSyncExternalStore(servers.chosen.subscribe, servers.chosen.get);
  const typedUrls = useSyncExternalStore(typed.urls.subscribe, typed.urls.get);
  const typedProblem = useSyncExternalStore(typed.problem.subscribe, typed.problem.get);
  const [listed, setListed] = useState<ListedServers>({ servers: [] });
  // Hosted mode turns typed URLs off (docs/hosted.md, "What is off"): none offered, none kept ones shown.
  const typedOn = listed.hosted === undefined;
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let live = true;
    void servers.listServers().then((answer) => {
      if (live) setListed(answer);
    });
    return () => {
      live = false;
    };
  }, [servers]);

  const switchTo = (choice: ServerChoice): void => {
    if (choice !== chosen) void servers.switchTo(choice, () => client.reset());
  };

  // Registered again on every choice: the backend keeps typed URLs in memory only, and may have
  // restarted since (the same URL gets the same name, so remembered headers still apply).
  const chooseTyped = async (url: string): Promise<void> => {
    const choice = await servers.registerTyped(url);
    setAdding(false);
    void typed.add(url);
    switchTo(choice);
  };

  const choose = (value: string): void => {
    setProblem(undefined);
    if (value === NEW_TYPED) {
      setAdding(true);
      return;
    }
    setAdding(false);
    if (value.startsWith(TYPED_PREFIX)) {
      chooseTyped(value.slice(TYPED_PREFIX.length)).catch((err: unknown) =>
        setProblem(err instanceof Error ? err.message : String(err)),
      );
      return;
    }
    const choice = value === '' ? WORKER_SERVER : listed.servers.find((server) => server.name === value);
    if (choice !== undefined) switchTo(choice);
  };

  const chosenTyped = 'typedUrl' in chosen ? chosen.typedUrl : undefined;
  const remove = (url: string): void => {
    void typed.remove(url);
    switchTo(WORKER_SERVER);
  };

  const value = adding
    ? NEW_TYPED
    : chosenTyped !== undefined
      ? TYPED_PREFIX + chosenTyped
      : 'builtIn' in chosen
        ? ''
        : chosen.name;
  return (
    <>
      <label
        className="server-select"
        title={
          listed.problem ??
          (listed.servers.length > 0
            ? undefined
            : listed.hosted !== undefined
              ? 'Hosted mode: no other server allowed by the operator'
              : 'No other server configured (npm start -- --servers FILE)')
        }
      >
        Server{' '}
        <select
          value={value}
          disabled={status.state === 'connecting'}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{WORKER_SERVER.name}</option>
          {listed.servers.map((server) => (
            <option key={server.name} value={server.name}>
              {server.name} ({KIND_LABEL[server.kind]})
            </option>
          ))}
          {typedOn &&
            typedUrls.map((url) => (
              <option key={url} value={TYPED_PREFIX + url}>
                {url} (typed URL)
              </option>
            ))}
          {typedOn && <option value={NEW_TYPED}>Streamable HTTP URL…</option>}
        </select>
      </label>
      {listed.hosted !== undefined && <HostedNotice info={listed.hosted} />}
      {adding && <TypedUrlForm onUse={chooseTyped} onCancel={() => setAdding(false)} />}
      {!adding && chosenTyped !== undefined && (
        <button
          type="button"
          disabled={status.state === 'connecting'}
          aria-label="Remove URL"
          title="Remove this URL from the list (its headers stay as they are)"
          onClick={() => remove(chosenTyped)}
        >
          ✕
        </button>
      )}
      {(problem ?? typedProblem) !== undefined && (
        <span role="alert" className="error">
          {problem ?? typedProblem}
        </span>
      )}
    </>
  );
}
