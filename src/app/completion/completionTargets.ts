// What the Completion tab's request builder can complete (docs/playground.md, "Completion"): each
// prompt's arguments, and the variables of each resource template a server offers.
import type { Prompt, ResourceTemplate } from '../../client';
import type { CompletionRef } from '../../client/completion';

export interface CompletionTarget {
  /** Unique among the targets: `prompt:<name>` or `template:<uriTemplate>`. */
  readonly key: string;
  readonly label: string;
  readonly ref: CompletionRef;
  readonly arguments: readonly string[];
}

/** The variable names of an RFC 6570 URI template: `{a}`, `{+a}`, `{?a,b*}`, `{a:3}`. */
export function templateVariables(uriTemplate: string): string[] {
  const names: string[] = [];
  for (const [, body] of uriTemplate.matchAll(/\{[+#./;?&]?([^}]*)\}/g)) {
    for (const spec of (body ?? '').split(',')) {
      const name = spec.replace(/(\*|:\d+)$/, '').trim();
      if (name !== '' && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

export function completionTargets(
  prompts: readonly Prompt[],
  templates: readonly ResourceTemplate[],
): CompletionTarget[] {
  return [
    ...prompts.map((prompt) => ({
      key: `prompt:${prompt.name}`,
      label: `prompt ${prompt.name}`,
      ref: { type: 'ref/prompt' as const, name: prompt.name },
      arguments: (prompt.arguments ?? []).map((argument) => argument.name),
    })),
    ...templates.map((template) => ({
      key: `template:${template.uriTemplate}`,
      label: `resource template ${template.uriTemplate}`,
      ref: { type: 'ref/resource' as const, uri: template.uriTemplate },
      arguments: templateVariables(template.uriTemplate),
    })),
  ];
}
