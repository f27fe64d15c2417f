// Renders a panel of src/app/ in the component tests (Vitest's browser mode) inside a real playground:
// the real McpClient behind the Server select's switch, and the real schema lint worker, over the
// linked line pair (lines cross as strings on a later task, as they do through the session worker).
// What answers is one of two servers:
// - `startPlayground`: a session machine in this thread answered by the FakeEngine (only the JVM
//   engine and the worker hop are left out);
// - `startScriptedPlayground`: a script, for what the built-in groovymcp server never does (ask for a
//   sample, send logs, offer resource templates, leave a request hanging). It answers `initialize`
//   with the capabilities given and every other request through `answer` (undefined: never
//   answered); `push` writes any line to the client.
import type { ReactNode } from 'react';
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
import { RawDraftStore } from '../src/app/raw/rawDraft';
import { SavedData } from '../src/app/saved/savedData';
import type { LoadedSaved } from '../src/client/persistence';
import { createSessionMachine, type SessionMachine } from '../src/session';
import { FakeEngine } from './fakeEngine';
import { createLinkedLinePair, type LineServer, type ServerEnd } from './linkedLineTransport';
import { mountTestRoot } from './testRoot';

/** What both harnesses give a test. */
export interface MountedPlayground {
  readonly playground: Playground;
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
  /** What earlier page loads saved; a promise to hand it over later, as a slow IndexedDB would. */
  saved?: LoadedSaved | Promise<LoadedSaved>;
}

export interface PlaygroundHarness extends MountedPlayground {
  readonly engine: FakeEngine;
}

export function startPlayground(options: HarnessOptions = {}): PlaygroundHarness {
  const engine = new FakeEngine();
  let session: SessionMachine | undefined;
  const harness = mountPlayground(
    {
      start: (end) => (session = createSessionMachine({ engine, send: end.send, log: () => {} })),
      receive: (line) => session?.receive(line),
      stop: () => session?.dispose(),
    },
    options,
    () => session?.dispose(),
  );
  return { ...harness, engine };
}

export interface ScriptedServer {
  capabilities: Record<string, unknown>;
  /** A request's result; undefined leaves it unanswered. */
  answer?: (method: string, params: Record<string, unknown>) => Record<string, unknown> | undefined;
}

export interface ScriptedPlayground extends MountedPlayground {
  /** Every line the client sent, parsed. */
  readonly received: Record<string, unknown>[];
  push(message: Record<string, unknown>): void;
}

export function startScriptedPlayground(
  server: ScriptedServer,
  options: HarnessOptions = {},
): ScriptedPlayground {
  const received: Record<string, unknown>[] = [];
  let end: ServerEnd | undefined;
  const harness = mountPlayground(
    {
      start: (e) => (end = e),
      receive: (line) => {
        const message = JSON.parse(line) as Record<string, unknown>;
        received.push(message);
        if (typeof message.method !== 'string' || message.id === undefined) return;
        const params = (message.params ?? {}) as Record<string, unknown>;
        const result =
          message.method === 'initialize'
            ? {
                protocolVersion: params.protocolVersion,
                capabilities: server.capabilities,
                serverInfo: { name: 'scripted', version: '1.0.0' },
              }
            : message.method === 'ping'
              ? {}
              : server.answer?.(message.method, params);
        if (result !== undefined) end?.send(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
      },
    },
    options,
  );
  return {
    ...harness,
    received,
    push: (message) => end?.send(JSON.stringify({ jsonrpc: '2.0', ...message })),
  };
}

/** The playground the app builds in main.tsx, over `server` in place of the worker. */
function mountPlayground(
  server: LineServer,
  options: HarnessOptions,
  onDispose?: () => void,
): MountedPlayground {
  const { client: inMemory } = createLinkedLinePair(server);
  // The Server select's switch, over the in-memory server (the worker's place in the app).
  const transport = new ServerSwitch(inMemory, { baseUrl: location.href, token: '', fetch: options.fetch });
  const lint = lintService(startLintWorker);
  const shown: number[] = [];
  const client = new McpClient({ transport, lint });
  const rawDraft = new RawDraftStore();
  const playground: Playground = {
    client,
    lint,
    // No worker here: a test tells the bar what the worker would (engineHealth.receive).
    engineHealth: new EngineHealthStore(),
    servers: transport,
    workspace: new Workspace(),
    editor: new EditorBridge(),
    saved: new SavedData(client, options.saved ?? NOTHING_SAVED, Date.now(), undefined),
    showExchange: (seq) => shown.push(seq),
    rawDraft,
    openInRaw: (draft) => rawDraft.set(draft),
  };
  // The panels fill their parent; give them the size of a tab on a laptop screen.
  const root = mountTestRoot('height: 600px; width: 800px; display: flex; flex-direction: column;');

  return {
    playground,
    shown,
    connect: async (revision = '2025-11-25', flags = { elicitation: false, tasks: false }) => {
      const status = await playground.client.connect(revision, flags);
      if (status.state !== 'connected')
        throw new TypeError(`the test session did not connect: ${status.state}`);
    },
    render: (node) => root.render(<PlaygroundContext value={playground}>{node}</PlaygroundContext>),
    dispose: () => {
      root.dispose();
      onDispose?.();
      lint.dispose();
    },
  };
}
