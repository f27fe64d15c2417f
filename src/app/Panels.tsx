// The panels beside the editor (../shared/spec/playground.md, "One screen").
import { Tabs, type TabItem } from './Tabs';
import { TrafficPanel } from './traffic/TrafficPanel';

export type PanelId = 'traffic';

const PANELS: readonly TabItem<PanelId>[] = [{ id: 'traffic', label: 'Traffic' }];

interface PanelsProps {
  active: PanelId;
  onActivate: (id: PanelId) => void;
  selectedSeq: number | undefined;
  onSelectMessage: (seq: number) => void;
}

export function Panels({ active, onActivate, selectedSeq, onSelectMessage }: PanelsProps) {
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
        }
      }}
    />
  );
}
