// describe → hover (docs/playground.md, "Editor"): what the compiler knows of the symbol under the
// pointer, its signature (or name and type) as Groovy code, its kind and any documentation.
import type { ToolOutput } from '../../contracts/toolOutputs';
import { toMonacoRange, toWirePosition } from '../positions';
import { GROOVY, type FeatureContext } from './featureContext';

/** What `describe` knows of a symbol (its `uri` aside). */
export type Description = Omit<ToolOutput<'describe'>, 'uri'>;

/** The hover's paragraphs (Markdown): the declaration as code, then the kind, then the docs. */
export function hoverContents(d: Description): string[] {
  const code = d.signature ?? (d.type !== undefined ? `${d.type} ${d.name ?? ''}`.trim() : d.name);
  const parts: string[] = [];
  if (code) parts.push('```groovy\n' + code + '\n```');
  if (d.kind) parts.push(`*${d.kind}*`);
  if (d.documentation) parts.push(d.documentation);
  return parts;
}

export function registerHover({ monaco, tools }: FeatureContext): { dispose(): void } {
  return monaco.languages.registerHoverProvider(GROOVY, {
    provideHover: async (model, position) => {
      const answer = await tools.call('describe', model.uri.toString(), toWirePosition(position), 'hover');
      if (!answer.ok || !answer.value.found) return null;
      const contents = hoverContents(answer.value);
      if (contents.length === 0) return null;
      return {
        contents: contents.map((value) => ({ value })),
        ...(answer.value.range ? { range: toMonacoRange(answer.value.range) } : {}),
      };
    },
  });
}
