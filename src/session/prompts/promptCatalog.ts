// The two prompts (docs/server.md §7). Argument values are embedded as quoted JSON data, and the
// text tells the model to use the tools and never to run the source; the server itself never acts
// on prompt text.
import type { NeutralPrompt, NeutralPromptArgument } from '../../protocol';

const ARGUMENTS: readonly NeutralPromptArgument[] = [
  { name: 'uri', description: 'the open buffer to look at (default groovy-buffer:snippet)', required: false },
  { name: 'symbol', description: 'a class, method or variable to focus on', required: false },
  {
    name: 'focus',
    description: 'what matters most: correctness, style, performance, security or api',
    required: false,
  },
];

export const FOCUS_VALUES = ['correctness', 'style', 'performance', 'security', 'api'] as const;

export interface PromptSpec extends NeutralPrompt {
  task: string;
  tools: string;
}

export const PROMPT_CATALOG: readonly PromptSpec[] = [
  {
    name: 'explain-groovy',
    title: 'Explain Groovy code',
    description: 'Asks the model to explain Groovy source, grounded in compiler facts from the tools.',
    arguments: ARGUMENTS,
    task: 'Explain what this Groovy source does, for a reader who knows Java.',
    tools:
      'Ground every statement in compiler facts from the groovy-mcp tools: `symbols` for the outline, `describe` ' +
      'for kinds, types and signatures, `definition` and `references` to follow names, `diagnostics` for errors.',
  },
  {
    name: 'review-groovy',
    title: 'Review Groovy code',
    description: 'Asks the model to review Groovy source using the compiler-backed tools.',
    arguments: ARGUMENTS,
    task: 'Review this Groovy source and list concrete, prioritised findings with the range each one is about.',
    tools:
      'Use the groovy-mcp tools for facts: `diagnostics` for compile errors, `organize-imports` for unused imports, ' +
      '`format` for layout, `references` and `implementations` to judge the impact of a change, `describe` for types.',
  },
];

export const PROMPTS_BY_NAME: ReadonlyMap<string, PromptSpec> = new Map(
  PROMPT_CATALOG.map((p) => [p.name, p]),
);
