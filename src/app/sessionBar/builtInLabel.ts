// The engine badges' words (docs/playground.md, "Another server"): the engine and its sandbox are
// the built-in server's, so with another server chosen their labels say so ("Built-in engine:
// ready"), lest they read as that server's state.
import { isBuiltIn, useChosenServer } from '../useChosenServer';

export interface BuiltInLabel {
  /** `words` ("Engine"), or "Built-in engine" while another server is chosen. */
  label(words: string): string;
  /** The badge's title, saying whose state it is while another server is chosen. */
  title(words: string): string;
}

export function useBuiltInLabel(): BuiltInLabel {
  const chosen = useChosenServer();
  if (isBuiltIn(chosen)) return { label: (words) => words, title: (words) => words };
  return {
    label: (words) => `Built-in ${words.charAt(0).toLowerCase()}${words.slice(1)}`,
    title: (words) =>
      `The built-in server's engine, behind its Groovy tools; not ${chosen.name}'s state. ${words}`,
  };
}
