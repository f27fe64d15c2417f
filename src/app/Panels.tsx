// The panels beside the editor (docs/playground.md, "One screen").
import { lazy, Suspense, type ReactNode } from 'react';
import type { Revision } from '../client';
import { useSessionStatus } from './playground';
import { Tabs, type TabItem } from './Tabs';
import { TrafficPanel } from './traffic/TrafficPanel';

// Traffic is the first panel; the others load when their tab is first opened.
const ToolsPanel = lazy(() => import('./tools/ToolsPanel').then((m) => ({ default: m.ToolsPanel })));
const ResourcesPanel = lazy(() =>
  import('./resources/ResourcesPanel').then((m) => ({ default: m.ResourcesPanel })),
);
const PromptsPanel = lazy(() => import('./prompts/PromptsPanel').then((m) => ({ default: m.PromptsPanel })));
const CompletionPanel = lazy(() =>
  import('./completion/CompletionPanel').then((m) => ({ default: m.CompletionPanel })),
);
const TasksPanel = lazy(() => import('./tasks/TasksPanel').then((m) => ({ default: m.TasksPanel })));
const LogsPanel = lazy(() => import('./logs/LogsPanel').then((m) => ({ default: m.LogsPanel })));
const RawPanel = lazy(() => import('./raw/RawPanel').then((m) => ({ default: m.RawPanel })));
const ServerLogPanel = lazy(() =>
  import('./serverLog/ServerLogPanel').then((m) => ({ default: m.ServerLogPanel })),
);

const loading = (panel: ReactNode) => (
  <Suspense
    fallback={
      <p className="section muted" role="status">
        Loading…
      </p>
    }
  >
    {panel}
  </Suspense>
);

export type PanelId =
  'traffic' | 'tools' | 'resources' | 'prompts' | 'completion' | 'tasks' | 'logs' | 'raw' | 'serverLog';

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
  const status = useSessionStatus();
  const inUse = status.state === 'connected' ? status.revision : revision;
  return (
    <Tabs
      label="Panels"
      items={PANELS}
      active={active}
      onSelect={onActivate}
      renderPanel={(id) => {
        switch (id) {
          case 'traffic':
            return <TrafficPanel selectedSeq={selectedSeq} onSelect={onSelectMessage} />;
          case 'tools':
            return loading(<ToolsPanel active={active === 'tools'} />);
          case 'resources':
            return loading(<ResourcesPanel active={active === 'resources'} />);
          case 'prompts':
            return loading(<PromptsPanel active={active === 'prompts'} />);
          case 'completion':
            return loading(<CompletionPanel active={active === 'completion'} />);
          case 'tasks':
            return loading(<TasksPanel />);
          case 'logs':
            return loading(<LogsPanel />);
          case 'raw':
            return loading(<RawPanel revision={inUse} />);
          case 'serverLog':
            return loading(<ServerLogPanel />);
        }
      }}
    />
  );
}
