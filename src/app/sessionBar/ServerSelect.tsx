// The session bar's Server select (docs/any-server.md, "Choosing a server"): the built-in worker
// first and by default, then the servers of the backend's config. Choosing one resets the session,
// so the next Connect talks to it; every panel then works on it unchanged.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { WORKER_SERVER, type ServerChoice } from '../../client';
import type { ServerListing } from '../../contracts';
import { usePlayground, useSessionStatus } from '../playground';

const KIND_LABEL = { stdio: 'stdio', http: 'Streamable HTTP' } as const;

export function ServerSelect() {
  const { client, servers } = usePlayground();
  const status = useSessionStatus();
  const chosen = useSyncExternalStore(servers.chosen.subscribe, servers.chosen.get);
  const [listed, setListed] = useState<{ servers: readonly ServerListing[]; problem?: string }>({
    servers: [],
  });

  useEffect(() => {
    let live = true;
    void servers.listServers().then((answer) => {
      if (live) setListed(answer);
    });
    return () => {
      live = false;
    };
  }, [servers]);

  const choose = (name: string): void => {
    const choice: ServerChoice | undefined =
      name === '' ? WORKER_SERVER : listed.servers.find((server) => server.name === name);
    if (choice === undefined || choice === chosen) return;
    void servers.switchTo(choice, () => client.reset());
  };

  return (
    <label
      title={
        listed.problem ??
        (listed.servers.length === 0 ? 'No other server configured (npm start -- --servers FILE)' : undefined)
      }
    >
      Server{' '}
      <select
        value={'builtIn' in chosen ? '' : chosen.name}
        disabled={status.state === 'connecting'}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="">{WORKER_SERVER.name}</option>
        {listed.servers.map((server) => (
          <option key={server.name} value={server.name}>
            {server.name} ({KIND_LABEL[server.kind]})
          </option>
        ))}
      </select>
    </label>
  );
}
