// The Prompts tab: the server's prompts; fill in the arguments, get one and see its messages.
import { useState } from 'react';
import { getPrompt, listPrompts, type Call, type GetPromptResult, type Prompt } from '../../client';
import { CallFailure } from '../CallFailure';
import { ListPicker } from '../ListPicker';
import { usePlayground } from '../playground';
import { useServerList } from '../useServerList';

function PromptDetail({ prompt }: { prompt: Prompt }) {
  const { client } = usePlayground();
  const [args, setArgs] = useState<Record<string, string>>({});
  const [call, setCall] = useState<Call<GetPromptResult> | 'waiting'>();

  const get = async () => {
    setCall('waiting');
    // Empty optional arguments are left out rather than sent as "".
    const sent = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== ''));
    setCall(await getPrompt(client, prompt.name, sent));
  };

  return (
    <article aria-label={`Prompt ${prompt.name}`}>
      <h3>
        {prompt.title ?? prompt.name} <code className="muted">{prompt.name}</code>
      </h3>
      {prompt.description && <p>{prompt.description}</p>}
      <form
        aria-label={`Get ${prompt.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          void get();
        }}
      >
        {(prompt.arguments ?? []).map((argument) => (
          <div key={argument.name} className="form-field">
            <label>
              {argument.name}
              {argument.required && <span className="error-text"> *</span>}{' '}
              <input
                type="text"
                aria-required={argument.required}
                value={args[argument.name] ?? ''}
                onChange={(event) => setArgs({ ...args, [argument.name]: event.target.value })}
              />
            </label>
            {argument.description && <span className="muted field-hint">{argument.description}</span>}
          </div>
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

export function PromptsPanel({ active }: { active: boolean }) {
  const prompts = useServerList(listPrompts, active);
  const [selected, setSelected] = useState<string>();
  const prompt = prompts.items.find((p) => p.name === selected) ?? prompts.items[0];

  if (!prompts.connected) return <p className="section muted">Connect to list the server’s prompts.</p>;
  return (
    <div className="split">
      <ListPicker
        label="Prompts"
        items={prompts.items.map((p) => ({ id: p.name, label: p.name, hint: p.title }))}
        selected={prompt?.name}
        onSelect={setSelected}
        loading={prompts.loading}
        onReload={prompts.reload}
      />
      <div className="split-detail section">
        {prompts.call && !prompts.call.outcome.ok && <CallFailure call={prompts.call} />}
        {prompt && <PromptDetail key={prompt.name} prompt={prompt} />}
      </div>
    </div>
  );
}
