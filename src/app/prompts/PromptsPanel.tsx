// The Prompts tab (docs/playground.md, "Resources and Prompts"): the server's prompts; fill in the
// arguments, get one and see its messages.
import { listPrompts } from '../../client';
import { ListDetailPanel } from '../ListDetailPanel';
import { PromptDetail } from './PromptDetail';

export function PromptsPanel({ active }: { active: boolean }) {
  return (
    <ListDetailPanel
      label="Prompts"
      active={active}
      changedBy="notifications/prompts/list_changed"
      load={listPrompts}
      pick={(prompt) => ({ id: prompt.name, label: prompt.name, hint: prompt.title })}
      detail={(prompt) => <PromptDetail key={prompt.name} prompt={prompt} />}
    />
  );
}
