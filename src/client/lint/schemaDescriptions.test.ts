import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REVISIONS } from '../connection/revisions';
import { withoutDescriptions } from './schemaDescriptions';

const vendored = (revision: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'schemas', `${revision}.json`), 'utf8'));

/** Every `description` key left, with the path to it. */
function descriptionsIn(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(key === 'description' ? [`${path}/${key}`] : []),
    ...descriptionsIn(child, `${path}/${key}`),
  ]);
}

describe('withoutDescriptions', () => {
  it('drops the annotation at every depth and keeps properties, definitions and data named description', () => {
    const schema = {
      description: 'a tool',
      type: 'object',
      properties: {
        description: { type: 'string', description: 'what the tool does' },
        items: { type: 'array', items: { description: 'one item', type: 'number' } },
      },
      required: ['description'],
      $defs: { description: { description: 'a definition', anyOf: [{ description: 'x', const: 1 }] } },
      default: { description: 'data' },
      const: { description: 'data' },
      enum: [{ description: 'data' }],
      examples: [{ description: 'data' }],
    };
    expect(withoutDescriptions(schema)).toEqual({
      type: 'object',
      properties: {
        description: { type: 'string' },
        items: { type: 'array', items: { type: 'number' } },
      },
      required: ['description'],
      $defs: { description: { anyOf: [{ const: 1 }] } },
      default: { description: 'data' },
      const: { description: 'data' },
      enum: [{ description: 'data' }],
      examples: [{ description: 'data' }],
    });
  });

  it.each(REVISIONS)('leaves in %s only the descriptions that are property names', (revision) => {
    const left = descriptionsIn(withoutDescriptions(vendored(revision)));
    expect(left.length).toBeGreaterThan(0);
    for (const path of left) expect(path).toMatch(/\/properties\/description$/);
    // The rest of the schema is untouched: the same definitions, each with the same keywords.
    const before = vendored(revision) as Record<string, Record<string, object>>;
    const after = withoutDescriptions(before) as typeof before;
    const defs = before.$defs ?? before.definitions ?? {};
    const defsAfter = after.$defs ?? after.definitions ?? {};
    expect(Object.keys(defsAfter)).toEqual(Object.keys(defs));
    for (const [name, def] of Object.entries(defs))
      expect(Object.keys(defsAfter[name] as object)).toEqual(
        Object.keys(def).filter((k) => k !== 'description'),
      );
  });
});
