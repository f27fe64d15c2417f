// A playground whose server is a script, for component tests of what the built-in groovymcp
// server never does (ask for a sample, send logs, offer resource templates, leave a request
// hanging): the real McpClient and schema lint worker, over the linked line pair, with a server
// end that answers `initialize` with the capabilities given and every other request through
// `answer` (undefined: never answered). `push` writes any line to the client.
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
import { NOTHING_SAVED } from './playgroundHarness';
import { createLinkedLinePair, type ServerEnd } from './linkedLineTransport';

export interface ScriptedServer {
  capabilities: Record<string, unknown>;
  /** A request's result; undefined leaves it unanswered. */
  answer?: (method: string, params: Record<string, unknown>) => Record<string, unknown> | undefined;
}

export interface ScriptedPlayground {
  readonly playground: Playground;
  /** Every line the client sent, parsed. */
  readonly received: Record<string, unknown>[];
  push(message: Record<string, unknown>): void;
  connect(revision?: Revision, flags?: CapabilityFlags): Promise<void>;
  render(node: ReactNode): void;
  dispose(): void;
}

export function startScriptedPlayground(server: ScriptedServer): ScriptedPlayground {
  const received: Record<string, unknown>[] = [];
  let end: ServerEnd | undefined;
  const { client: scripted } = createLinkedLinePair({
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
  });
  // The Server select's switch over the script, as the app has it over the worker.
  const transport = new ServerSwitch(scripted, { baseUrl: location.href, token: '' });
  const lint = lintService(startLintWorker);
  const client = new McpClient({ transport, lint });
  const playground: Playground = {
    client,
    lint,
    servers: transport,
    // No worker here: the bar's engine state is what a test tells it.
    engineHealth: new EngineHealthStore(),
    workspace: new Workspace(),
    editor: new EditorBridge(),
    // Nothing saved and no store: the scripted server's traffic is not kept.
    saved: new SavedData(client, NOTHING_SAVED, Date.now(), undefined),
    showExchange: () => {},
  };
  const container = document.createElement('div');
  container.style.cssText = 'height: 600px; width: 800px; display: flex; flex-direction: column;';
  document.body.append(container);
  let root: Root | undefined;
  return {
    playground,
    received,
    push: (message) => end?.send(JSON.stringify({ jsonrpc: '2.0', ...message })),
    connect: async (revision = '2025-11-25', flags = { elicitation: false, tasks: false }) => {
      const status = await playground.client.connect(revision, flags);
      if (status.state !== 'connected')
        throw new TypeError(`the scripted session did not connect: ${status.state}`);
    },
    render: (node) => {
      root ??= createRoot(container);
      root.render(<PlaygroundContext value={playground}>{node}</PlaygroundContext>);
    },
    dispose: () => {
      root?.unmount();
      container.remove();
      lint.dispose();
    },
  };
}
