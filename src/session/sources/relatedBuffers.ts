// Which open buffers go along with a request as `related` (docs/engine-protocol.md), per op, from what
// the engine does with them. The engine compiles related buffers in the same unit as the main one,
// which costs their whole compile on every call, so only the ones that can matter are sent.
import type { EngineBuffer, EngineToolOp } from '../../contracts';
import { refersTo, type BufferFacts } from './bufferFacts';

/**
 * - `none`: the op reads only the main buffer (format lexes it; symbols outlines its own AST, and
 *   a type from another buffer prints the same by its simple name).
 * - `referenced`: the types the main buffer uses must resolve (diagnostics would report them
 *   unresolved; describe, definition, completion and signatures read their members; organize-imports
 *   keeps star imports while a class is unresolved; tokens would mark an unresolved class as a
 *   library one and miss `static` on its members), transitively (a supertype's buffer too).
 * - `connected`: also the buffers that use the main buffer's types, since the answer lists places
 *   there (references, implementations in subclasses elsewhere, rename's edits).
 */
export type RelatedNeed = 'none' | 'referenced' | 'connected';

export const RELATED_NEED: Readonly<Record<EngineToolOp, RelatedNeed>> = {
  format: 'none',
  symbols: 'none',
  diagnostics: 'referenced',
  tokens: 'referenced',
  describe: 'referenced',
  definition: 'referenced',
  complete: 'referenced',
  signatures: 'referenced',
  'organize-imports': 'referenced',
  references: 'connected',
  implementations: 'connected',
  rename: 'connected',
};

export interface Candidate extends EngineBuffer {
  facts: BufferFacts;
}

/**
 * The candidates the main buffer needs, nearest first (breadth first from the main buffer; ties
 * keep the candidates' order), within `budgetChars` of text.
 */
export function selectRelated(
  main: BufferFacts,
  candidates: readonly Candidate[],
  need: RelatedNeed,
  budgetChars: number,
): EngineBuffer[] {
  if (need === 'none') return [];
  const linked = (from: BufferFacts, to: BufferFacts): boolean =>
    refersTo(from, to) || (need === 'connected' && refersTo(to, from));
  const left = [...candidates];
  const chosen: EngineBuffer[] = [];
  const frontier: BufferFacts[] = [main];
  let budget = budgetChars;
  while (frontier.length > 0) {
    const from = frontier.shift()!;
    for (let i = 0; i < left.length;) {
      const c = left[i]!;
      if (!linked(from, c.facts)) {
        i++;
        continue;
      }
      left.splice(i, 1);
      if (c.text.length > budget) continue;
      budget -= c.text.length;
      chosen.push({ uri: c.uri, text: c.text });
      frontier.push(c.facts);
    }
  }
  return chosen;
}
