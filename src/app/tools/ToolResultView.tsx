// A tool's answer: its content, its structuredContent, and whether that matches the tool's output
// schema (checked with ajv in the lint worker), or the failure in words.
import { useEffect, useState } from 'react';
import type { Call, CallToolResult, ContentBlock, Tool, ValueVerdict } from '../../client';
import { CallFailure } from '../CallFailure';
import { usePlayground } from '../playground';

function Block({ block }: { block: ContentBlock }) {
  if (block.type === 'text' && typeof block.text === 'string')
    return <pre className="json">{block.text}</pre>;
  if (block.type === 'image' && typeof block.data === 'string' && typeof block.mimeType === 'string') {
    return <img alt="image content" src={`data:${block.mimeType};base64,${block.data}`} />;
  }
  return <pre className="json">{JSON.stringify(block, null, 2)}</pre>;
}

function OutputCheck({ tool, result }: { tool: Tool; result: CallToolResult }) {
  const { lint } = usePlayground();
  const [verdict, setVerdict] = useState<ValueVerdict | { failed: string }>();
  const { outputSchema } = tool;
  const checkable = outputSchema !== undefined && result.structuredContent !== undefined && !result.isError;

  useEffect(() => {
    if (!checkable) return;
    let current = true;
    lint
      .validateValue(outputSchema, result.structuredContent)
      .then((v) => current && setVerdict(v))
      .catch((cause: unknown) => current && setVerdict({ failed: String(cause) }));
    return () => {
      current = false;
    };
  }, [checkable, lint, outputSchema, result.structuredContent]);

  if (outputSchema === undefined) return <p className="muted">The tool declares no output schema.</p>;
  if (result.isError)
    return <p className="muted">A failed call (isError) is not checked against the output schema.</p>;
  if (result.structuredContent === undefined)
    return <p className="error-text">No structuredContent, although the tool has an output schema.</p>;
  if (!verdict) return <p className="muted">Checking against the output schema…</p>;
  if ('failed' in verdict) return <p className="error-text">The check failed: {verdict.failed}</p>;
  if ('schemaError' in verdict)
    return <p className="error-text">The output schema does not compile: {verdict.schemaError}</p>;
  if (verdict.valid) return <p className="ok-text">✓ structuredContent matches the output schema.</p>;
  return (
    <div className="error-text">
      ✗ structuredContent does not match the output schema:
      <ul>
        {verdict.errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}

export function ToolResultView({ tool, call }: { tool: Tool; call: Call<CallToolResult> }) {
  const { showExchange } = usePlayground();
  if (!call.outcome.ok) return <CallFailure call={call} />;
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
      <OutputCheck tool={tool} result={result} />
    </section>
  );
}
