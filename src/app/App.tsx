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
import type { LoadedSaved } from '../client/persistence';
import { ElicitationHost } from './elicitation/ElicitationHost';
import { SamplingHost } from './sampling/SamplingHost';
import { EditorAndPanels } from './layout/EditorAndPanels';
import { Panels, type PanelId } from './Panels';
import { PlaygroundContext, type Playground } from './playground';
import { RawDraftStore } from './raw/rawDraft';
import { SavedData } from './saved/savedData';
import { SessionBar } from './sessionBar/SessionBar';
import { ShareButton } from './share/ShareButton';
import { SharedLinkNotice } from './share/SharedLinkNotice';
import { useSharedLink } from './share/useSharedLink';
import { TitleBar } from './header/TitleBar';
import { useStoredState } from './useStoredState';
import './app.css';

interface AppProps {
  sessionWorker: Worker;
  engine: EngineAccess;
  /**
   * What earlier page loads saved, being read since the page started (docs/playground.md, "Saved
   * across a reload"): not waited for; its rows go in ahead of the live ones when it arrives.
   */
  saved: Promise<LoadedSaved>;
}

const isFlags = (value: unknown): value is CapabilityFlags =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CapabilityFlags).elicitation === 'boolean' &&
  typeof (value as CapabilityFlags).tasks === 'boolean';

export default function App({ sessionWorker, engine, saved }: AppProps) {
  const [panel, setPanel] = useState<PanelId>('traffic');
  const [selectedSeq, setSelectedSeq] = useState<number>();
  const [revision, setRevision] = useStoredState<Revision>('groovymcp:revision', '2025-11-25', isRevision);
  const [flags, setFlags] = useStoredState<CapabilityFlags>(
    'groovymcp:capabilities',
    { elicitation: false, tasks: false, sampling: false, roots: false },
    isFlags,
  );
  const [playground] = useState<Playground>(() => {
    const created = createPlaygroundClient(sessionWorker, engine);
    const rawDraft = new RawDraftStore();
    return {
      ...created,
      // The sample project until the saved buffers are read (SavedData.start opens them).
      workspace: new Workspace(),
      editor: new EditorBridge(),
      saved: new SavedData(created.client, saved, Date.now(), globalThis.localStorage),
      showExchange: (seq) => {
        setPanel('traffic');
        setSelectedSeq(seq);
      },
      rawDraft,
      openInRaw: (draft) => {
        rawDraft.set(draft);
        setPanel('raw');
      },
    };
  });

  // Started here rather than in the state initializer, which React may run twice (StrictMode):
  // the session worker must start once, for the client that is kept.
  useEffect(() => void playground.client.open(), [playground]);
  // Traffic and buffers survive a reload (docs/playground.md, "Saved across a reload").
  useEffect(() => playground.saved.start(playground.workspace, globalThis.localStorage), [playground]);
  // A share link's demo goes in after the saved buffers (docs/playground.md, "Share a link").
  const shared = useSharedLink(playground, setRevision);

  return (
    <PlaygroundContext value={playground}>
      <div className="app">
        <TitleBar actions={<ShareButton revision={revision} />} />
        {shared.notice && <SharedLinkNotice notice={shared.notice} onDismiss={shared.dismiss} />}
        <SessionBar
          revision={revision}
          onRevision={setRevision}
          flags={flags}
          onFlags={setFlags}
          hasToken={engine.token !== ''}
        />
        <EditorAndPanels
          panels={
            <Panels
              active={panel}
              onActivate={setPanel}
              revision={revision}
              selectedSeq={selectedSeq}
              onSelectMessage={setSelectedSeq}
            />
          }
        />
        <ElicitationHost />
        <SamplingHost />
      </div>
    </PlaygroundContext>
  );
}
