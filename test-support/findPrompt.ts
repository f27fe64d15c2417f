// A prompt the connected session lists, by name, for the tests of the prompt forms.
import { listPrompts, type Prompt } from '../src/client';
import type { PlaygroundHarness } from './playgroundHarness';

export async function findPrompt(harness: PlaygroundHarness, name: string): Promise<Prompt> {
  const prompts = await listPrompts(harness.playground.client);
  const found = prompts.outcome.ok ? prompts.outcome.value.find((p) => p.name === name) : undefined;
  if (!found) throw new TypeError(`the session lists no ${name} prompt`);
  return found;
}
