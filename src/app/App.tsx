// The one screen of ../shared/spec/playground.md: the session bar on top, the editor on the left,
// the panels on the right.
import { useState } from 'react';
import { createPlaygroundClient, type EngineAccess } from '../client';
import { Panels, type PanelId } from './Panels';
import { PlaygroundContext } from './playground';
import { SessionBar } from './sessionBar/SessionBar';
import './app.css';

interface AppProps {
  sessionWorker: Worker;
  engine: EngineAccess;
}

export default function App({ sessionWorker, engine }: AppProps) {
  const [playground] = useState(() => createPlaygroundClient(sessionWorker, engine));
  const [panel, setPanel] = useState<PanelId>('traffic');
  const [selectedSeq, setSelectedSeq] = useState<number>();

  const showExchange = (seq: number) => {
    setPanel('traffic');
    setSelectedSeq(seq);
  };

  return (
    <PlaygroundContext value={playground}>
      <div className="app">
        <SessionBar hasToken={engine.token !== ''} onShowExchange={showExchange} />
        <main className="workspace">
          <Panels
            active={panel}
            onActivate={setPanel}
            selectedSeq={selectedSeq}
            onSelectMessage={setSelectedSeq}
          />
        </main>
      </div>
    </PlaygroundContext>
  );
}
