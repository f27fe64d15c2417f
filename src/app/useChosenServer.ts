// The server chosen in the session bar's Server select (docs/any-server.md, "Choosing a server"),
// for the views that look different on the built-in server and on another one
// (docs/playground.md, "Another server").
import { useSyncExternalStore } from 'react';
import type { ServerChoice } from '../client';
import { usePlayground } from './playground';

export function useChosenServer(): ServerChoice {
  const { servers } = usePlayground();
  return useSyncExternalStore(servers.chosen.subscribe, servers.chosen.get);
}

export const isBuiltIn = (choice: ServerChoice): boolean => 'builtIn' in choice;
