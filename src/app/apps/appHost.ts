// The host side of one MCP App (docs/playground.md, "MCP Apps"): ext-apps' AppBridge on the outer
// sandbox frame's window. It hands the sandbox proxy the app's HTML and policy, answers `ui/initialize`,
// sends the tool's input once the app is initialized and its result once both have come (the app
// starts with the call, so it may well be ready first), forwards the app's `tools/call` (when the tool's visibility lets
// apps call it) and `resources/read` to the server (tagged with origin "app" in Traffic), and shows
// every message both ways in Traffic's app ↔ host lane and the app's own list (appChannel.ts).
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { AppResource, CallToolResult, McpClient } from '../../client';
import { observeAppChannel } from './appChannel';
import type { AppMessageLog } from './appMessageLog';
import { appRequests } from './appRequests';
import { messageText, openableUrl, type AppNotice } from './appNotices';

type BridgeToolResult = Parameters<AppBridge['sendToolResult']>[0];
type BridgeReadResult = Awaited<ReturnType<NonNullable<AppBridge['onreadresource']>>>;
type BridgeCsp = NonNullable<Parameters<AppBridge['sendSandboxResourceReady']>[0]['csp']>;

export interface AppHostOptions {
  readonly client: McpClient;
  /** The outer frame, not yet navigated: the bridge listens before the proxy page can say it is ready. */
  readonly frame: HTMLIFrameElement;
  readonly app: AppResource;
  readonly toolName: string;
  readonly args: Record<string, unknown>;
  readonly log: AppMessageLog;
  /** The height the app asks for (`ui/notifications/size-changed`), already bounded by the caller. */
  readonly onHeight: (height: number) => void;
  /** A message, log or link the app sends, for the person (appNotices.ts). */
  readonly onNotice: (notice: AppNotice) => void;
}

/** The app could not be started, or a call it asked for failed (its words go back to the app). */
export class AppHostError extends Error {
  override readonly name = 'AppHostError';
}

const HOST_INFO = { name: 'groovymcp-playground', version: '0.1.0' };

export interface HostedApp {
  /** The call's result, sent to the app once it is initialized (`ui/notifications/tool-result`); once. */
  sendResult(result: CallToolResult): void;
  /** Tells the app it goes (`ui/resource-teardown`, briefly awaited), then closes the bridge. */
  teardown(): Promise<void>;
  /** Closes the bridge at once: for an app whose frame was never navigated. */
  close(): Promise<void>;
}

/** Connects the bridge to the frame's window, before the frame is navigated. */
export async function hostApp(options: AppHostOptions): Promise<HostedApp> {
  const { client, frame, app, log } = options;
  const window = frame.contentWindow;
  if (window === null) throw new AppHostError('the app frame has no window');
  const csp = app.csp as BridgeCsp | undefined;
  const bridge = new AppBridge(
    null,
    HOST_INFO,
    { serverTools: {}, serverResources: {}, logging: {}, ...(csp ? { sandbox: { csp } } : {}) },
    {
      hostContext: {
        theme: 'light',
        displayMode: 'inline',
        availableDisplayModes: ['inline'],
        platform: 'web',
      },
    },
  );
  bridge.onsandboxready = () => {
    void bridge.sendSandboxResourceReady({ html: app.html, ...(csp ? { csp } : {}) });
  };
  // The spec's order: the input once the app is initialized, then the result, each once.
  let initialized = false;
  let result: CallToolResult | undefined;
  let resultSent = false;
  const sendResultWhenReady = () => {
    if (!initialized || result === undefined || resultSent) return;
    resultSent = true;
    void bridge.sendToolResult(result as BridgeToolResult);
  };
  bridge.oninitialized = () => {
    void bridge.sendToolInput({ arguments: options.args });
    initialized = true;
    sendResultWhenReady();
  };
  // A refusal or a failure becomes a JSON-RPC error to the app, in words (its lane row shows it).
  const requests = appRequests(client);
  bridge.oncalltool = async (params) =>
    (await requests.callTool(params.name, params.arguments ?? {})) as BridgeToolResult;
  bridge.onreadresource = async ({ uri }) => (await requests.readResource(uri)) as BridgeReadResult;
  bridge.onsizechange = ({ height }) => {
    if (typeof height === 'number') options.onHeight(height);
  };
  // No model and no chat here: a message is shown under the app and accepted; a context update too.
  bridge.onmessage = (params) => {
    options.onNotice({ kind: 'message', text: messageText(params.content) });
    return Promise.resolve({});
  };
  bridge.onupdatemodelcontext = () => Promise.resolve({});
  bridge.onloggingmessage = ({ level, data }) => {
    options.onNotice({ kind: 'log', level, text: typeof data === 'string' ? data : JSON.stringify(data) });
  };
  // Offered as a button, opened only by the person's click (as URL elicitation is); never by the app.
  bridge.onopenlink = ({ url }) => {
    const openable = openableUrl(url);
    if (openable !== undefined) options.onNotice({ kind: 'link', url: openable });
    return Promise.resolve(openable === undefined ? { isError: true } : {});
  };

  const transport = new PostMessageTransport(window, window);
  const stopObserving = observeAppChannel(client, window, transport, log);
  await bridge.connect(transport);
  const close = async () => {
    await bridge.close();
    stopObserving();
  };
  return {
    sendResult: (called) => {
      result ??= called;
      sendResultWhenReady();
    },
    teardown: async () => {
      // The spec asks the host to tell the app before it goes; an app that never answers must not hold it.
      await Promise.race([
        bridge.teardownResource({}).catch(() => undefined),
        new Promise((r) => setTimeout(r, 500)),
      ]);
      await close();
    },
    close,
  };
}
