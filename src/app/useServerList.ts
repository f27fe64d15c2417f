// Loads a server list (tools, resources, prompts) once per connection, when its panel is first
// shown, so a connect does not fire requests for panels nobody looked at; the server's
// `list_changed` notification for it loads it again (while shown, or when next shown).
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
  /** The notification that says this list changed (`notifications/tools/list_changed`, …). */
  changedBy?: string,
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

  // A changed list is stale: forgetting it makes the effect above load it again when it is shown.
  useEffect(() => {
    if (changedBy === undefined) return;
    return client.onNotification((method) => {
      if (method === changedBy) setLoaded(undefined);
    });
  }, [client, changedBy]);

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
