// One prompt: its arguments as a form whose fields complete as you type (completion/complete with
// the other fields as context), Get, and the messages the server answers with.
import { useState } from 'react';
import { getPrompt, type Call, type GetPromptResult, type Prompt } from '../../client';
import { CallFailure } from '../CallFailure';
import { CompletingField } from '../completion/CompletingField';
import { activeUri } from '../activeUri';
import { usePlayground } from '../playground';
import { DetailHeading } from '../DetailHeading';

export function PromptDetail({ prompt }: { prompt: Prompt }) {
  const { client, workspace, servers } = usePlayground();
  // On the built-in server a `uri` argument starts as the active buffer, the one the Tools tab sends
  // by default: its prompts read `uri` as an open buffer, and the user otherwise had to find its
  // name. Another server's `uri` means something of its own, so it starts empty.
  const [args, setArgs] = useState((): Record<string, string> => {
    const takesUri = (prompt.arguments ?? []).some((argument) => argument.name === 'uri');
    return takesUri && 'builtIn' in servers.chosen.get() ? { uri: activeUri(workspace) } : {};
  });
  const [call, setCall] = useState<Call<GetPromptResult> | 'waiting'>();

  const get = async () => {
    setCall('waiting');
    // Empty optional arguments are left out rather than sent as "".
    const sent = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== ''));
    setCall(await getPrompt(client, prompt.name, sent));
  };

  return (
    <article aria-label={`Prompt ${prompt.name}`}>
      <DetailHeading item={prompt} code={prompt.name} />
      <form
        className="prompt-form"
        aria-label={`Get ${prompt.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          void get();
        }}
      >
        {(prompt.arguments ?? []).map((argument) => (
          <CompletingField
            key={argument.name}
            completionRef={{ type: 'ref/prompt', name: prompt.name }}
            name={argument.name}
            value={args[argument.name] ?? ''}
            onChange={(value) => setArgs((current) => ({ ...current, [argument.name]: value }))}
            context={args}
            required={argument.required}
            description={argument.description}
          />
        ))}
        <button type="submit" className="primary" disabled={call === 'waiting'}>
          Get {prompt.name}
        </button>
      </form>
      {call === 'waiting' && <p role="status">Waiting for the answer…</p>}
      {call !== undefined && call !== 'waiting' && !call.outcome.ok && <CallFailure call={call} />}
      {call !== undefined && call !== 'waiting' && call.outcome.ok && (
        <section aria-label={`Messages of ${prompt.name}`}>
          {call.outcome.value.description && <p>{call.outcome.value.description}</p>}
          {call.outcome.value.messages.map((message, i) => (
            <div key={i}>
              <h4>{message.role}</h4>
              <pre className="json">
                {message.content.type === 'text' && typeof message.content.text === 'string'
                  ? message.content.text
                  : JSON.stringify(message.content, null, 2)}
              </pre>
            </div>
          ))}
        </section>
      )}
    </article>
  );
}
