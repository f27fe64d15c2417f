// The panels beside the editor (../shared/spec/playground.md, "One screen").
import type { Revision } from '../client';
import { useSessionStatus } from './playground';
import { PromptsPanel } from './prompts/PromptsPanel';
import { RawPanel } from './raw/RawPanel';
import { ResourcesPanel } from './resources/ResourcesPanel';
import { Tabs, type TabItem } from './Tabs';
import { ToolsPanel } from './tools/ToolsPanel';
import { TrafficPanel } from './traffic/TrafficPanel';

export type PanelId = 'traffic' | 'tools' | 'resources' | 'prompts' | 'raw';

const PANELS: readonly TabItem<PanelId>[] = [
  { id: 'traffic', label: 'Traffic' },
  { id: 'tools', label: 'Tools' },
  { id: 'resources', label: 'Resources' },
  { id: 'prompts', label: 'Prompts' },
  { id: 'raw', label: 'Raw' },
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
            return <ToolsPanel active={active === 'tools'} />;
          case 'resources':
            return <ResourcesPanel active={active === 'resources'} />;
          case 'prompts':
            return <PromptsPanel active={active === 'prompts'} />;
          case 'raw':
            return <RawPanel active={active === 'raw'} revision={inUse} />;
        }
      }}
    />
  );
}
