// The standalone preview of a ui:// app (docs/playground.md, "MCP Apps"): the app as a tool's result
// would show it, fed with a tool input and result the person edits as JSON, prefilled from the last
// call of a tool that names it, so that an app can be debugged without a model.
import { createElement, useState } from 'react';
import { isPlainObject } from '../../contracts';
import type { CallToolResult } from '../../client';
import type { AppViewProps } from '../apps/AppView';
import { lastAppCall } from '../apps/lastAppCalls';
import { ChunkBoundary } from '../ChunkBoundary';
import { usePlayground } from '../playground';
import { retryableLazy } from '../retryableLazy';
// The app frame's own style (.app-frame), should the Tools tab not have loaded it yet.
import '../tools/tools.css';

const appView = retryableLazy<AppViewProps>(() => import('../apps/AppView').then((m) => m.default));

/** A tool name for the host context when no call names the app. */
const PREVIEW_TOOL = '(preview)';

type Parsed = { ok: true; props: AppViewProps } | { ok: false; problem: string };

function parse(uri: string, toolName: string, input: string, result: string): Parsed {
  let args: unknown;
  let value: unknown;
  try {
    args = JSON.parse(input);
  } catch (error) {
    return { ok: false, problem: `Tool input is not JSON: ${(error as Error).message}` };
  }
  try {
    value = JSON.parse(result);
  } catch (error) {
    return { ok: false, problem: `Tool result is not JSON: ${(error as Error).message}` };
  }
  if (!isPlainObject(args)) return { ok: false, problem: 'Tool input must be a JSON object' };
  if (!isPlainObject(value) || !Array.isArray((value as { content?: unknown }).content)) {
    return { ok: false, problem: 'Tool result must be an object with a content array' };
  }
  return {
    ok: true,
    props: { uri, toolName, args: args as Record<string, unknown>, result: value as CallToolResult },
  };
}

export function AppPreview({ uri }: { uri: string }) {
  const { client } = usePlayground();
  // Read once, when the resource is opened: the fields are the person's from then on.
  const [last] = useState(() => lastAppCall(client, uri));
  const [input, setInput] = useState(() => JSON.stringify(last?.args ?? {}, null, 2));
  const [result, setResult] = useState(() => JSON.stringify(last?.result ?? { content: [] }, null, 2));
  const [shown, setShown] = useState<{ run: number; parsed: Parsed }>();
  const toolName = last?.toolName ?? PREVIEW_TOOL;

  const preview = () =>
    setShown((before) => ({ run: (before?.run ?? 0) + 1, parsed: parse(uri, toolName, input, result) }));

  return (
    <section className="app-preview" aria-label={`Preview of ${uri}`}>
      <h4>Preview the app</h4>
      <p className="muted">
        {last
          ? `Prefilled from the last call of ${last.toolName}.`
          : 'No call of a tool that names this app yet: edit an input and a result.'}
      </p>
      <label className="form-field">
        Tool input (arguments)
        <textarea className="json" rows={6} value={input} onChange={(e) => setInput(e.target.value)} />
      </label>
      <label className="form-field">
        Tool result
        <textarea className="json" rows={10} value={result} onChange={(e) => setResult(e.target.value)} />
      </label>
      <div className="toolbar">
        <button type="button" className="primary" onClick={preview}>
          Preview {uri}
        </button>
      </div>
      {shown && !shown.parsed.ok && (
        <p className="error-text" role="alert">
          {shown.parsed.problem}
        </p>
      )}
      {shown?.parsed.ok && (
        // Each preview starts the app anew, as each tool call does.
        <ChunkBoundary key={shown.run} what="The app" fallback={<p className="muted">Loading the app…</p>}>
          {(attempt) =>
            createElement(appView.forAttempt(attempt), (shown.parsed as { props: AppViewProps }).props)
          }
        </ChunkBoundary>
      )}
    </section>
  );
}
