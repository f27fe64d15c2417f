// The one screen of docs/playground.md: the session bar on top, the editor on the left,
// the panels on the right.
import { useEffect, useState } from 'react';
import {
  createPlaygroundClient,
  isRevision,
  type CapabilityFlags,
  type EngineAccess,
  type Revision,
} from '../client';
import { EditorBridge } from '../editor/editorBridge';
import { Workspace } from '../editor/workspace';
import { loadWorkspace, persistWorkspace } from '../editor/workspaceStorage';
import { EditorPane } from './editorPane/EditorPane';
import { ElicitationHost } from './elicitation/ElicitationHost';
import { SamplingHost } from './sampling/SamplingHost';
import { Panels, type PanelId } from './Panels';
import { PlaygroundContext, type Playground } from './playground';
import { SessionBar } from './sessionBar/SessionBar';
import { useStoredState } from './useStoredState';
import './app.css';

interface AppProps {
  sessionWorker: Worker;
  engine: EngineAccess;
}

const isFlags = (value: unknown): value is CapabilityFlags =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CapabilityFlags).elicitation === 'boolean' &&
  typeof (value as CapabilityFlags).tasks === 'boolean';

function storedWorkspace(): Workspace {
  const saved = loadWorkspace(localStorage);
  return saved ? new Workspace(saved.buffers, saved.active) : new Workspace();
}

export default function App({ sessionWorker, engine }: AppProps) {
  const [panel, setPanel] = useState<PanelId>('traffic');
  const [selectedSeq, setSelectedSeq] = useState<number>();
  const [revision, setRevision] = useStoredState<Revision>('groovymcp:revision', '2025-11-25', isRevision);
  const [flags, setFlags] = useStoredState<CapabilityFlags>(
    'groovymcp:capabilities',
    { elicitation: false, tasks: false, sampling: false, roots: false },
    isFlags,
  );
  const [playground] = useState<Playground>(() => ({
    ...createPlaygroundClient(sessionWorker, engine),
    workspace: storedWorkspace(),
    editor: new EditorBridge(),
    showExchange: (seq) => {
      setPanel('traffic');
      setSelectedSeq(seq);
    },
  }));

  // Started here rather than in the state initializer, which React may run twice (StrictMode):
  // the session worker must start once, for the client that is kept.
  useEffect(() => void playground.client.open(), [playground]);
  // The buffers survive a reload (docs/playground.md, "Editor").
  useEffect(() => persistWorkspace(playground.workspace, localStorage).dispose, [playground]);

  return (
    <PlaygroundContext value={playground}>
      <div className="app">
        <SessionBar
          revision={revision}
          onRevision={setRevision}
          flags={flags}
          onFlags={setFlags}
          hasToken={engine.token !== ''}
        />
        <main className="workspace">
          <EditorPane />
          <Panels
            active={panel}
            onActivate={setPanel}
            revision={revision}
            selectedSeq={selectedSeq}
            onSelectMessage={setSelectedSeq}
          />
        </main>
        <ElicitationHost />
        <SamplingHost />
      </div>
    </PlaygroundContext>
  );
}
