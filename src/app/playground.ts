// The client and the lint service for every component, and hooks onto the client's stores
// (useSyncExternalStore: a component re-renders when the store it reads changes, not otherwise).
import { createContext, use, useSyncExternalStore } from 'react';
import type { PendingRequest, PlaygroundClient, SessionStatus, TrafficSnapshot } from '../client';
import type { EditorBridge } from '../editor/editorBridge';
import type { Workspace, WorkspaceState } from '../editor/workspace';
import type { RawDraft, RawDraftStore } from './raw/rawDraft';
import type { SavedData } from './saved/savedData';

export interface Playground extends PlaygroundClient {
  readonly workspace: Workspace;
  /** The Groovy editor's caret, reveal and apply-edits, for the panels (attached once it loads). */
  readonly editor: EditorBridge;
  /** Shows a message in Traffic (the exchange behind a failure or a result). */
  readonly showExchange: (seq: number) => void;
  /** A message waiting to be edited and sent in the Raw tab (Traffic's "Edit and resend"). */
  readonly rawDraft: RawDraftStore;
  /** Hands a message to the Raw tab and shows it there. */
  readonly openInRaw: (draft: RawDraft) => void;
  /** Traffic and buffers saved for the next page load, and "Clear saved data". */
  readonly saved: SavedData;
}

export const PlaygroundContext = createContext<Playground | null>(null);

export function usePlayground(): Playground {
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

/** Whether the Groovy editor has loaded, so that the panels' editor actions can be offered. */
export function useEditorReady(): boolean {
  const { editor } = usePlayground();
  return useSyncExternalStore(editor.ready.subscribe, editor.ready.get);
}

export function useWorkspace(): WorkspaceState {
  const { workspace } = usePlayground();
  return useSyncExternalStore(workspace.state.subscribe, workspace.state.get);
}
