// One tool: title, description, annotations, input and output schemas, the call form and the
// last result.
import { useRef, useState } from 'react';
import { appResourceUri, callTool, type Call, type CallToolResult, type Tool } from '../../client';
import { rememberAppCall } from '../apps/lastAppCalls';
import { usePlayground } from '../playground';
import { ToolForm } from './ToolForm';
import { ToolResultView } from './ToolResultView';
import { DetailHeading } from '../DetailHeading';

function Annotations({ annotations }: { annotations: Tool['annotations'] }) {
  if (!annotations || Object.keys(annotations).length === 0) return null;
  return (
    <ul className="badges" aria-label="Annotations">
      {Object.entries(annotations).map(([name, value]) => (
        <li key={name} className="badge">
          {name}: {JSON.stringify(value)}
        </li>
      ))}
    </ul>
  );
}

export function ToolDetail({ tool }: { tool: Tool }) {
  const { client } = usePlayground();
  // `run` counts the calls, so that each starts its app anew; `call` is undefined while one runs.
  const [last, setLast] = useState<{
    call?: Call<CallToolResult>;
    sent: Record<string, unknown>;
    run: number;
  }>();
  const runs = useRef(0);
  // A tool with an app shows it from the call's start (docs/playground.md, "MCP Apps"); for the
  // others the last result stays until the next one comes.
  const hasApp = appResourceUri(tool) !== undefined;
  return (
    <article aria-label={`Tool ${tool.name}`}>
      <DetailHeading item={tool} code={tool.name} />
      <Annotations annotations={tool.annotations} />
      <details>
        <summary>Input schema</summary>
        <pre className="json">{JSON.stringify(tool.inputSchema, null, 2)}</pre>
      </details>
      <details>
        <summary>Output schema</summary>
        {tool.outputSchema ? (
          <pre className="json">{JSON.stringify(tool.outputSchema, null, 2)}</pre>
        ) : (
          <p className="muted">This revision or tool has no output schema.</p>
        )}
      </details>
      <ToolForm
        key={tool.name}
        tool={tool}
        onStart={(sent) => hasApp && setLast({ sent, run: ++runs.current })}
        onResult={(call, sent) => {
          setLast((started) =>
            started && started.call === undefined && started.sent === sent
              ? { ...started, call }
              : { call, sent, run: ++runs.current },
          );
          // The Resources tab's app preview starts from it (docs/playground.md, "MCP Apps").
          if (call.outcome.ok) rememberAppCall(client, tool, sent, call.outcome.value);
        }}
      />
      {last && (
        <ToolResultView
          tool={tool}
          call={last.call}
          sent={last.sent}
          run={last.run}
          // The same arguments again, once the person has visited the URLs (docs/any-server.md,
          // "URL-mode elicitation").
          onRetry={async () => {
            const { sent } = last;
            setLast({ call: await callTool(client, tool.name, sent), sent, run: ++runs.current });
          }}
        />
      )}
    </article>
  );
}
