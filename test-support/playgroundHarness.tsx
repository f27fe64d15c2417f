// Renders a panel of src/app/ in the component tests (Vitest's browser mode) inside a real playground:
// the real McpClient, a session machine in this thread over the linked line pair (lines cross as
// strings on a later task, as they do through the session worker) answered by the FakeEngine, and
// the real schema lint worker. Only the JVM engine and the worker hop are left out.
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  EngineHealthStore,
  McpClient,
  ServerSwitch,
  type CapabilityFlags,
  type Revision,
} from '../src/client';
import { lintService, startLintWorker } from '../src/client/workerBridge';
import { EditorBridge } from '../src/editor/editorBridge';
import { Workspace } from '../src/editor/workspace';
import { PlaygroundContext, type Playground } from '../src/app/playground';
import { SavedData } from '../src/app/saved/savedData';
import type { LoadedSaved } from '../src/client/persistence';
import { createSessionMachine, type SessionMachine } from '../src/session';
import { FakeEngine } from './fakeEngine';
import { createLinkedLinePair } from './linkedLineTransport';

export interface PlaygroundHarness {
  readonly playground: Playground;
  readonly engine: FakeEngine;
  /** The `seq` of each exchange a panel asked to show in Traffic, in order. */
  readonly shown: number[];
  connect(revision?: Revision, flags?: CapabilityFlags): Promise<void>;
  render(node: ReactNode): void;
  dispose(): void;
}

export const NOTHING_SAVED: LoadedSaved = {
  store: undefined,
  data: { rows: [], droppedRows: 0, workspace: undefined },
};

export interface HarnessOptions {
  /** What the Server select's `GET api/servers` (and any HTTP transport) fetches with. */
  fetch?: typeof fetch;
  /** What an earlier page load left in the store (nothing, and no store, by default). */
  saved?: LoadedSaved;
}

export function startPlayground(options: HarnessOptions = {}): PlaygroundHarness {
  const saved = options.saved ?? NOTHING_SAVED;
  const engine = new FakeEngine();
  let session: SessionMachine | undefined;
  const { client: inMemory } = createLinkedLinePair({
    start: (end) => (session = createSessionMachine({ engine, send: end.send, log: () => {} })),
    receive: (line) => session?.receive(line),
    stop: () => session?.dispose(),
  });
  // The Server select's switch, over the in-memory session (the worker's place in the app).
  const transport = new ServerSwitch(inMemory, { baseUrl: location.href, token: '', fetch: options.fetch });
  const lint = lintService(startLintWorker);
  const shown: number[] = [];
  const client = new McpClient({ transport, lint });
  const playground: Playground = {
    client,
    lint,
    // No worker here: a test tells the bar what the worker would (engineHealth.receive).
    engineHealth: new EngineHealthStore(),
    servers: transport,
    workspace: new Workspace(),
    editor: new EditorBridge(),
    saved: new SavedData(client, saved, Date.now(), undefined),
    showExchange: (seq) => shown.push(seq),
  };
  const container = document.createElement('div');
  // The panels fill their parent; give them the size of a tab on a laptop screen.
  container.style.cssText = 'height: 600px; width: 800px; display: flex; flex-direction: column;';
  document.body.append(container);
  let root: Root | undefined;

  return {
    playground,
    engine,
    shown,
    connect: async (revision = '2025-11-25', flags = { elicitation: false, tasks: false }) => {
      const status = await playground.client.connect(revision, flags);
      if (status.state !== 'connected')
        throw new TypeError(`the test session did not connect: ${status.state}`);
    },
    render: (node) => {
      root ??= createRoot(container);
      root.render(<PlaygroundContext value={playground}>{node}</PlaygroundContext>);
    },
    dispose: () => {
      root?.unmount();
      container.remove();
      session?.dispose();
      lint.dispose();
    },
  };
}
