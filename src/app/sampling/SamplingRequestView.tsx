// What the server's `sampling/createMessage` asks, as the sampling dialog shows it (docs/playground.md,
// "Client features for any server"): the system prompt, the messages (text as text, media by kind
// and size, anything else as JSON), and maxTokens, temperature, includeContext, stopSequences and
// modelPreferences.
import type { SamplingMessage, SamplingRequest } from '../../client';

/** A message's content as a person reads it: text as text, media by kind and size, the rest as JSON. */
function contentText(content: unknown): string {
  const parts = Array.isArray(content) ? content : [content];
  return parts
    .map((part: unknown) => {
      const p = (typeof part === 'object' && part !== null ? part : {}) as Record<string, unknown>;
      if (p.type === 'text' && typeof p.text === 'string') return p.text;
      if ((p.type === 'image' || p.type === 'audio') && typeof p.data === 'string')
        return `(${String(p.type)}, ${String(p.mimeType)}, ${p.data.length} base64 characters)`;
      return JSON.stringify(part, null, 2);
    })
    .join('\n');
}

function Message({ message }: { message: SamplingMessage }) {
  return (
    <li className="sampling-message">
      <span className="badge">{message.role}</span>
      <pre className="sampling-text">{contentText(message.content)}</pre>
    </li>
  );
}

export function SamplingRequestView({ request }: { request: SamplingRequest }) {
  const details: [string, unknown][] = [
    ['maxTokens', request.maxTokens],
    ['temperature', request.temperature],
    ['includeContext', request.includeContext],
    ['stopSequences', request.stopSequences],
  ];
  return (
    <>
      {request.systemPrompt !== undefined && (
        <section aria-label="System prompt">
          <h3>System prompt</h3>
          <pre className="sampling-text">{request.systemPrompt}</pre>
        </section>
      )}
      <section aria-label="Messages">
        <h3>Messages</h3>
        <ol className="sampling-messages">
          {request.messages.map((message, i) => (
            <Message key={i} message={message} />
          ))}
        </ol>
      </section>
      <dl className="sampling-details" aria-label="Request details">
        {details
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{JSON.stringify(value)}</dd>
            </div>
          ))}
        <div>
          <dt>modelPreferences</dt>
          <dd>
            {request.modelPreferences ? (
              <pre className="json">{JSON.stringify(request.modelPreferences, null, 2)}</pre>
            ) : (
              'none given'
            )}
          </dd>
        </div>
      </dl>
    </>
  );
}
