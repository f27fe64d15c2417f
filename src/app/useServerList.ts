// Loads a server list (tools, resources, prompts) once per connection, when its panel is first
// shown, so a connect does not fire requests for panels nobody looked at.
import { useCallback, useEffect, useState } from 'react';
import type { Call, McpClient, SessionStatus } from '../client';
import { usePlayground, useSessionStatus } from './playground';

export interface ServerList<T> {
  readonly items: readonly T[];
  readonly call: Call<T[]> | undefined;
  readonly loading: boolean;
  readonly connected: boolean;
  reload(): void;
}

export function useServerList<T>(
  load: (client: McpClient) => Promise<Call<T[]>>,
  active: boolean,
): ServerList<T> {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const [loaded, setLoaded] = useState<{ for: SessionStatus; call: Call<T[]> | undefined }>();
  const connected = status.state === 'connected';

  const reload = useCallback(() => {
    setLoaded({ for: status, call: undefined });
    void load(client).then((call) =>
      setLoaded((current) => (current?.for === status ? { for: status, call } : current)),
    );
  }, [client, load, status]);

  useEffect(() => {
    if (active && connected && loaded?.for !== status) reload();
  }, [active, connected, loaded, status, reload]);

  const current = connected && loaded?.for === status ? loaded : undefined;
  const call = current?.call;
  return {
    items: call?.outcome.ok ? call.outcome.value : [],
    call,
    loading: current !== undefined && call === undefined,
    connected,
    reload,
  };
}
