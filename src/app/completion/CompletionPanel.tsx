// The Completion tab (docs/playground.md, "Completion"; docs/completion.md): build a
// completion/complete request and watch, on each keystroke, what the completer produced, what the
// protocol received and which rules made the difference; below, normalize a raw output by hand.
import { useState } from 'react';
import { listPrompts, listResourceTemplates } from '../../client';
import type { CompletionQuery } from '../../client/completion';
import { activeUri } from '../activeUri';
import { usePlayground } from '../playground';
import { useMissingCapability } from '../useMissingCapability';
import { useServerList } from '../useServerList';
import { CallFailure } from '../CallFailure';
import { completionTargets } from './completionTargets';
import { DispatchView } from './DispatchView';
import { HandNormalizer } from './HandNormalizer';
import { RequestBuilder } from './RequestBuilder';
import { useCompletion } from './useCompletion';
import './completion.css';

export function CompletionPanel({ active }: { active: boolean }) {
  const { workspace } = usePlayground();
  // A server without prompts or resources is not asked for their lists (docs/any-server.md).
  const noPrompts = useMissingCapability('prompts') !== undefined;
  const noResources = useMissingCapability('resources') !== undefined;
  const prompts = useServerList(listPrompts, active && !noPrompts);
  const templates = useServerList(listResourceTemplates, active && !noResources);
  const targets = completionTargets(prompts.items, templates.items);
  const [targetKey, setTargetKey] = useState<string>();
  const [chosenArgument, setArgument] = useState<string>();
  const [value, setValue] = useState('');
  // This server's completers read `uri` as the buffer to look at (docs/completion.md, "Completers of
  // this server"), so it starts as the editor's active buffer.
  const [context, setContext] = useState<Record<string, string>>(() => ({
    uri: activeUri(workspace),
  }));

  const target = targets.find((t) => t.key === targetKey) ?? targets[0];
  const argument =
    chosenArgument !== undefined && target?.arguments.includes(chosenArgument)
      ? chosenArgument
      : target?.arguments[0];
  const sentContext = Object.fromEntries(
    Object.entries(context).filter(
      ([name, v]) => name !== argument && v !== '' && target?.arguments.includes(name),
    ),
  );
  const query: CompletionQuery | undefined =
    target && argument ? { ref: target.ref, argument, value, context: sentContext } : undefined;
  const { shown, waiting } = useCompletion(active ? query : undefined);

  // The hand box stays mounted across connects: it needs no session.
  return (
    <div className="completion-panel">
      {!prompts.connected ? (
        <p className="section muted">Connect to build completion requests.</p>
      ) : (
        <section className="section" aria-label="Live completion">
          <h3>completion/complete, live</h3>
          {prompts.call && !prompts.call.outcome.ok && <CallFailure call={prompts.call} />}
          {targets.length === 0 && !prompts.loading ? (
            <p className="muted">The server offers no prompt and no resource template to complete.</p>
          ) : (
            <RequestBuilder
              targets={targets}
              target={target}
              argument={argument}
              value={value}
              context={Object.fromEntries(
                Object.entries(context).filter(([name]) => target?.arguments.includes(name)),
              )}
              onTarget={setTargetKey}
              onArgument={setArgument}
              onValue={setValue}
              onContext={(name, v) => setContext((current) => ({ ...current, [name]: v }))}
            />
          )}
          {templates.connected && !templates.loading && templates.items.length === 0 && (
            <p className="muted field-hint">This server offers no resource templates: prompts only.</p>
          )}
          <DispatchView shown={shown} waiting={waiting} />
        </section>
      )}
      <HandNormalizer />
    </div>
  );
}
