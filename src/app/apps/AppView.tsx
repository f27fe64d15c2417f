// A tool's MCP App under its result (docs/playground.md, "MCP Apps"): the ui:// resource read with
// `resources/read`, shown in a frame on the backend's sandbox origin (never the playground's), with the
// app ↔ host messages listed under it. Loaded on first use: ext-apps' bridge is not in the first chunk.
// A tool's app starts with its call, as the ext-apps spec lets a host do (its "tool-input" before the
// "tool-result"): the app loads while the tool runs and gets the result when it comes.
import { useEffect, useRef, useState } from 'react';
import { appFromResource, readResource, type AppResource, type CallToolResult } from '../../client';
import { usePlayground } from '../playground';
import { hostApp, type HostedApp } from './appHost';
import { compileAppStartDefinitions } from './appMessageLint';
import { AppMessageList } from './AppMessageList';
import { AppMessageLog } from './appMessageLog';
import { AppNoticeList } from './AppNoticeList';
import { addNotices, type AppNotice } from './appNotices';

export interface AppViewProps {
  readonly uri: string;
  readonly toolName: string;
  readonly args: Record<string, unknown>;
  /** The call's result; undefined while the call runs (sent to the app when it comes). */
  readonly result?: CallToolResult;
}

/** An app may ask for any height: it gets at most this much, so that a giant size cannot push the page. */
export const MAX_APP_HEIGHT = 2000;
const INITIAL_APP_HEIGHT = 240;

type Loaded = { app: AppResource; src: string } | { problem: string };

function frameSource(sandboxUrl: string, app: AppResource): string {
  const url = new URL(sandboxUrl);
  // The proxy posts only to this origin, and the server builds the app's CSP header from `csp`.
  url.searchParams.set('host', window.location.origin);
  if (app.csp) url.searchParams.set('csp', JSON.stringify(app.csp));
  return url.href;
}

function AppFrame({ app, src, props }: { app: AppResource; src: string; props: AppViewProps }) {
  const { client } = usePlayground();
  const frame = useRef<HTMLIFrameElement>(null);
  const [log] = useState(() => new AppMessageLog());
  const [height, setHeight] = useState(INITIAL_APP_HEIGHT);
  const [problem, setProblem] = useState<string>();
  const [notices, setNotices] = useState<readonly AppNotice[]>([]);
  // A flood of logs renders once a frame, not once a message (docs/playground.md, "MCP Apps").
  const arriving = useRef<AppNotice[]>([]);
  const onNotice = (notice: AppNotice) => {
    if (arriving.current.push(notice) > 1) return;
    requestAnimationFrame(() => {
      const batch = arriving.current;
      arriving.current = [];
      setNotices((shown) => addNotices(shown, batch));
    });
  };
  // The call the app was started for; a later render's copy of the same values must not restart it.
  const started = useRef(props);
  // This frame's app once connected, never one whose effect was cleaned up before it connected.
  const hostedApp = useRef<HostedApp>(undefined);
  const result = useRef(props.result);
  result.current = props.result;
  useEffect(() => {
    if (props.result) hostedApp.current?.sendResult(props.result);
  }, [props.result]);

  useEffect(() => {
    const element = frame.current;
    if (element === null) return;
    let gone = false;
    hostApp({
      client,
      frame: element,
      app,
      toolName: started.current.toolName,
      args: started.current.args,
      log,
      onNotice,
      onHeight: (asked) => setHeight(Math.max(0, Math.min(MAX_APP_HEIGHT, Math.ceil(asked)))),
    })
      .then((connected) => {
        // Never navigated, so nothing to tell: closed at once (React's dev double effect comes here).
        if (gone) return void connected.close();
        hostedApp.current = connected;
        // A result that came while the bridge was connecting.
        if (result.current) connected.sendResult(result.current);
        // Navigated only now: the bridge already listens for the proxy's "ready".
        element.src = src;
      })
      .catch((cause: unknown) => setProblem(String(cause)));
    return () => {
      gone = true;
      void hostedApp.current?.teardown();
      hostedApp.current = undefined;
    };
  }, [client, app, src, log]);

  return (
    <>
      {problem && <p className="error-text">The app could not be started: {problem}</p>}
      <iframe
        ref={frame}
        className="app-frame"
        title={`MCP App ${app.uri}`}
        // The sandbox origin keeps its own origin (for its CSP and the frame-ancestors check); no
        // top navigation, popups or downloads. The app itself runs one frame deeper, opaque.
        sandbox="allow-scripts allow-same-origin allow-forms"
        style={{ height }}
      />
      <AppNoticeList notices={notices} />
      <AppMessageList log={log} />
    </>
  );
}

export default function AppView(props: AppViewProps) {
  const { client, servers } = usePlayground();
  const [loaded, setLoaded] = useState<Loaded>();
  const { uri } = props;

  useEffect(() => {
    let current = true;
    compileAppStartDefinitions();
    Promise.all([readResource(client, uri), servers.appSandboxUrl()])
      .then(([call, sandboxUrl]) => {
        if (!current) return;
        if (!call.outcome.ok) return setLoaded({ problem: `resources/read ${uri} failed` });
        const app = appFromResource(uri, call.outcome.value);
        setLoaded('problem' in app ? app : { app, src: frameSource(sandboxUrl, app) });
      })
      .catch(
        (cause: unknown) =>
          current && setLoaded({ problem: `the sandbox is not available: ${String(cause)}` }),
      );
    return () => {
      current = false;
    };
  }, [client, servers, uri]);

  return (
    <section className="app-view" aria-label={`App ${uri}`}>
      <h4>
        App <code>{uri}</code>
      </h4>
      {loaded === undefined && (
        <p className="muted" role="status">
          Loading the app…
        </p>
      )}
      {loaded && 'problem' in loaded && <p className="error-text">{loaded.problem}</p>}
      {loaded && 'app' in loaded && <AppFrame app={loaded.app} src={loaded.src} props={props} />}
    </section>
  );
}
