// The panels beside the editor (docs/playground.md, "One screen").
import { createElement, useEffect } from 'react';
import type { Revision } from '../client';
import { ChunkBoundary } from './ChunkBoundary';
import { onClickCode, panelChunks, panelEditors } from './panelChunks';
import { usePlayground, useSessionStatus } from './playground';
import { preloadWhenIdle, type RetryableLazy } from './retryableLazy';
import { Tabs, type TabItem } from './Tabs';
import { TrafficPanel } from './traffic/TrafficPanel';

// Traffic is the first panel; the others load when their tab is first opened, or ahead when the page
// is idle. Each panel has a boundary of its own: one that fails says so and offers Retry.
const loading = <P extends object>(name: string, chunk: RetryableLazy<P>, props: P) => (
  <ChunkBoundary
    what={`The ${name} panel`}
    fallback={
      <p className="section muted" role="status">
        Loading…
      </p>
    }
  >
    {(attempt) => createElement(chunk.forAttempt(attempt), props)}
  </ChunkBoundary>
);

export type PanelId =
  | 'traffic'
  | 'tools'
  | 'resources'
  | 'prompts'
  | 'completion'
  | 'tasks'
  | 'logs'
  | 'raw'
  | 'serverLog'
  | 'auth';

const PANELS: readonly TabItem<PanelId>[] = [
  { id: 'traffic', label: 'Traffic' },
  { id: 'tools', label: 'Tools' },
  { id: 'resources', label: 'Resources' },
  { id: 'prompts', label: 'Prompts' },
  { id: 'completion', label: 'Completion' },
  { id: 'tasks', label: 'Tasks' },
  { id: 'logs', label: 'Logs' },
  { id: 'raw', label: 'Raw' },
  { id: 'serverLog', label: 'Server log' },
  { id: 'auth', label: 'Auth' },
];

interface PanelsProps {
  active: PanelId;
  onActivate: (id: PanelId) => void;
  /** The revision chosen in the session bar (the Raw check uses the connected one when there is one). */
  revision: Revision;
  selectedSeq: number | undefined;
  onSelectMessage: (seq: number) => void;
}

export function Panels({ active, onActivate, revision, selectedSeq, onSelectMessage }: PanelsProps) {
  const { client } = usePlayground();
  const status = useSessionStatus();
  const inUse = status.state === 'connected' ? status.revision : revision;
  // After first paint, so a backend stopped later cannot keep a panel from opening.
  useEffect(
    () => preloadWhenIdle([...Object.values(panelChunks), ...panelEditors, ...onClickCode, client.tasks]),
    [client],
  );
  return (
    <Tabs
      label="Panels"
      items={PANELS}
      active={active}
      onSelect={onActivate}
      renderPanel={(id) => {
        switch (id) {
          case 'traffic':
            return (
              <ChunkBoundary what="The Traffic panel">
                {() => <TrafficPanel selectedSeq={selectedSeq} onSelect={onSelectMessage} />}
              </ChunkBoundary>
            );
          case 'tools':
            return loading('Tools', panelChunks.tools, { active: active === 'tools' });
          case 'resources':
            return loading('Resources', panelChunks.resources, { active: active === 'resources' });
          case 'prompts':
            return loading('Prompts', panelChunks.prompts, { active: active === 'prompts' });
          case 'completion':
            return loading('Completion', panelChunks.completion, { active: active === 'completion' });
          case 'tasks':
            return loading('Tasks', panelChunks.tasks, {});
          case 'logs':
            return loading('Logs', panelChunks.logs, {});
          case 'raw':
            return loading('Raw', panelChunks.raw, { revision: inUse });
          case 'serverLog':
            return loading('Server log', panelChunks.serverLog, {});
          case 'auth':
            return loading('Auth', panelChunks.auth, {});
        }
      }}
    />
  );
}
