// The client and the lint service for every component, and hooks onto the client's stores
// (useSyncExternalStore: a component re-renders when the store it reads changes, not otherwise).
import { createContext, use, useSyncExternalStore } from 'react';
import type { PendingRequest, PlaygroundClient, SessionStatus, TrafficSnapshot } from '../client';

export const PlaygroundContext = createContext<PlaygroundClient | null>(null);

export function usePlayground(): PlaygroundClient {
  const playground = use(PlaygroundContext);
  if (!playground) throw new TypeError('usePlayground needs a PlaygroundContext provider');
  return playground;
}

export function useSessionStatus(): SessionStatus {
  const { client } = usePlayground();
  return useSyncExternalStore(client.status.subscribe, client.status.get);
}

export function useTraffic(): TrafficSnapshot {
  const { client } = usePlayground();
  return useSyncExternalStore(client.traffic.subscribe, client.traffic.getSnapshot);
}

export function usePending(): readonly PendingRequest[] {
  const { client } = usePlayground();
  return useSyncExternalStore(client.pending.list.subscribe, client.pending.list.get);
}
