// describe → hover (docs/playground.md, "Editor"): what the compiler knows of the symbol under the
// pointer, its signature (or name and type) as Groovy code, its kind and any documentation.
import { toMonacoRange, toWirePosition, type WireRange } from '../positions';
import { GROOVY, type FeatureContext } from './featureContext';

export interface Description {
  found: boolean;
  name?: string;
  kind?: string;
  type?: string;
  signature?: string;
  documentation?: string;
  range?: WireRange;
}

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
      const answer = await tools.call<Description>(
        'describe',
        model.uri.toString(),
        toWirePosition(position),
        'hover',
      );
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
