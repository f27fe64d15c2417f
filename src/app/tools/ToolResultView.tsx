// A tool's answer: its content, its structuredContent, and whether that matches the tool's output
// schema (checked with ajv in the lint worker; a tool error's too), or the failure in words.
import { createElement, useEffect, useState } from 'react';
import {
  appResourceUri,
  type Call,
  type CallToolResult,
  type ContentBlock,
  type Tool,
  type ValueVerdict,
} from '../../client';
import type { AppViewProps } from '../apps/AppView';
import { CallFailure } from '../CallFailure';
import { ChunkBoundary } from '../ChunkBoundary';
import { retryableLazy } from '../retryableLazy';
import { usePlayground } from '../playground';
import { needsValidation, outputCheckLine } from './outputCheck';
import { BreakableText } from './BreakableText';
import { ResultInEditor } from './ResultInEditor';
import { UrlElicitationRequired } from './UrlElicitationRequired';

function Block({ block }: { block: ContentBlock }) {
  if (block.type === 'text' && typeof block.text === 'string')
    return (
      <pre className="json">
        <BreakableText text={block.text} />
      </pre>
    );
  if (block.type === 'image' && typeof block.data === 'string' && typeof block.mimeType === 'string') {
    return <img alt="image content" src={`data:${block.mimeType};base64,${block.data}`} />;
  }
  return <pre className="json">{JSON.stringify(block, null, 2)}</pre>;
}

// docs/playground.md, "MCP Apps": the bridge and its SDK load with the first app.
const appView = retryableLazy<AppViewProps>(() => import('../apps/AppView').then((m) => m.default));

function OutputCheck({ tool, result }: { tool: Tool; result: CallToolResult }) {
  const { lint } = usePlayground();
  // Kept with the value it judged, so that a new result never shows the previous one's verdict.
  const [checked, setChecked] = useState<{ value: unknown; verdict: ValueVerdict | { failed: string } }>();
  const { outputSchema } = tool;
  const hasSchema = outputSchema !== undefined;
  // A failed call's structuredContent is checked as well (outputCheck.ts).
  const checkable = needsValidation(hasSchema, result.structuredContent);

  useEffect(() => {
    if (!checkable) return;
    let current = true;
    lint
      .validateValue(outputSchema, result.structuredContent)
      .then((verdict) => current && setChecked({ value: result.structuredContent, verdict }))
      .catch(
        (cause: unknown) =>
          current && setChecked({ value: result.structuredContent, verdict: { failed: String(cause) } }),
      );
    return () => {
      current = false;
    };
  }, [checkable, lint, outputSchema, result.structuredContent]);

  const line = outputCheckLine({
    hasSchema,
    isError: result.isError === true,
    structuredContent: result.structuredContent,
    verdict: checked && checked.value === result.structuredContent ? checked.verdict : undefined,
  });
  const className = { ok: 'ok-text', error: 'error-text', muted: 'muted' }[line.tone];
  if (!line.errors) return <p className={className}>{line.text}</p>;
  return (
    <div className={className}>
      {line.text}
      <ul>
        {line.errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}

interface ToolResultViewProps {
  tool: Tool;
  /** Undefined while the call runs: a tool with an app shows the app meanwhile. */
  call?: Call<CallToolResult>;
  /** The arguments sent, to tell whether edits still apply to the buffer they were made for. */
  sent?: Record<string, unknown>;
  /** Sends the same call again: offered when the server asked for URL elicitations first (-32042). */
  onRetry?: () => Promise<void>;
  /** Said instead of the output-schema check while the tool's definition is not known (a task's). */
  schemaUnknown?: string;
  /** Which call this is (default: its request's row): its app starts anew for each. */
  run?: number;
}

/** The tool's app, from the moment its call starts: `result` is undefined until it comes. */
function ToolApp({
  uri,
  tool,
  sent,
  result,
  run,
}: {
  uri: string;
  tool: Tool;
  sent: Record<string, unknown>;
  result?: CallToolResult;
  run?: number;
}) {
  return (
    <ChunkBoundary
      // Each call starts its app anew (docs/playground.md, "MCP Apps").
      key={run}
      what="The app"
      fallback={<p className="muted">Loading the app…</p>}
    >
      {(attempt) =>
        createElement(appView.forAttempt(attempt), { uri, toolName: tool.name, args: sent, result })
      }
    </ChunkBoundary>
  );
}

export function ToolResultView({ tool, call, sent = {}, onRetry, schemaUnknown, run }: ToolResultViewProps) {
  const { showExchange } = usePlayground();
  const appUri = appResourceUri(tool);
  const appRun = run ?? call?.requestSeq;
  if (call === undefined) {
    if (appUri === undefined) return null;
    return (
      <section className="tool-result" aria-label={`Result of ${tool.name}`}>
        <div className="toolbar">
          <strong className="muted" role="status">
            Calling {tool.name}…
          </strong>
        </div>
        <ToolApp uri={appUri} tool={tool} sent={sent} run={appRun} />
      </section>
    );
  }
  if (!call.outcome.ok)
    return (
      <>
        <CallFailure call={call} />
        {onRetry && <UrlElicitationRequired call={call} onRetry={onRetry} />}
      </>
    );
  const result = call.outcome.value;
  return (
    <section className="tool-result" aria-label={`Result of ${tool.name}`}>
      <div className="toolbar">
        <strong className={result.isError ? 'error-text' : 'ok-text'}>
          {result.isError ? 'The tool reported an error (isError: true)' : 'Result'}
        </strong>
        {call.requestSeq !== undefined && (
          <button type="button" onClick={() => showExchange(call.requestSeq as number)}>
            Show in Traffic
          </button>
        )}
      </div>
      {appUri !== undefined && <ToolApp uri={appUri} tool={tool} sent={sent} result={result} run={appRun} />}
      <ResultInEditor result={result} sent={sent} />
      <h4>content</h4>
      {result.content.length === 0 ? (
        <p className="muted">(empty)</p>
      ) : (
        result.content.map((block, i) => <Block key={i} block={block} />)
      )}
      <h4>structuredContent</h4>
      {result.structuredContent === undefined ? (
        <p className="muted">(none)</p>
      ) : (
        <pre className="json">{JSON.stringify(result.structuredContent, null, 2)}</pre>
      )}
      {schemaUnknown === undefined ? (
        <OutputCheck tool={tool} result={result} />
      ) : (
        <p className="muted">{schemaUnknown}</p>
      )}
    </section>
  );
}
