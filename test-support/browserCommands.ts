// Commands the component tests run in Node through Playwright (Vitest's browser mode): what the page
// itself cannot do. `insertText` types text as an input method would, in one go, into the focused
// element, the way e2e/playground.ts fills Monaco: keystrokes would trip Monaco's auto-closing
// brackets and auto-indent, and Monaco's input is no <textarea> that `fill` could set.
import type { BrowserCommand } from 'vitest/node';

export const insertText: BrowserCommand<[text: string]> = async (context, text) => {
  await context.page.keyboard.insertText(text);
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    insertText: (text: string) => Promise<void>;
  }
}
