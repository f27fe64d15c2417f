// The questions this server asks, and only where a value is truly missing (docs/elicitation.md,
// "When this server asks"): `rename` without `newName`, `review-groovy` without `focus`. `format`
// never asks: its defaults are good.
import type { NeutralElicitation } from '../../protocol';
import { FOCUS_VALUES } from '../prompts/promptCatalog';

/** The identifier around (line, character) of `text`, to name the symbol in the question. */
export function identifierAt(
  text: string | undefined,
  line: unknown,
  character: unknown,
): string | undefined {
  if (text === undefined || typeof line !== 'number' || typeof character !== 'number') return undefined;
  const lineText = text.split('\n')[line];
  if (lineText === undefined) return undefined;
  const isPart = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}_$]/u.test(c);
  let start = Math.min(character, lineText.length);
  let end = start;
  while (start > 0 && isPart(lineText[start - 1])) start--;
  while (end < lineText.length && isPart(lineText[end])) end++;
  const word = lineText.slice(start, end);
  // A name, never a long run of text: the question is shown to a person as is.
  return word.length > 0 && word.length <= 100 ? word : undefined;
}

export function renameQuestion(
  symbol: string | undefined,
  line: number,
  character: number,
): NeutralElicitation {
  const what = symbol === undefined ? 'the symbol' : `"${symbol}"`;
  return {
    key: 'newName',
    message: `Rename ${what} at line ${line + 1}, character ${character + 1}: what should its new name be?`,
    requestedSchema: {
      type: 'object',
      properties: {
        newName: {
          type: 'string',
          title: 'New name',
          description: 'a valid Groovy identifier that is not a keyword',
          minLength: 1,
          maxLength: 200,
        },
      },
      required: ['newName'],
    },
  };
}

export const FOCUS_QUESTION: NeutralElicitation = {
  key: 'focus',
  message: 'Review Groovy code: what matters most in this review?',
  requestedSchema: {
    type: 'object',
    properties: {
      focus: {
        type: 'string',
        title: 'Focus',
        description: 'the review looks at this first',
        enum: [...FOCUS_VALUES],
      },
    },
    required: ['focus'],
  },
};
