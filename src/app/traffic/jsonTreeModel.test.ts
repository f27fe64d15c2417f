// docs/playground.md, "Traffic": the Parsed view shows JSON found inside text content as a tree.
import { describe, expect, it } from 'vitest';
import { countEmbedded, jsonTree, type JsonNode } from './jsonTreeModel';

const scalar = (value: null | boolean | number | string): JsonNode => ({ kind: 'scalar', value });

describe('jsonTree', () => {
  it('parses the JSON inside a text content block, and marks it as found in the text', () => {
    const message = {
      result: {
        content: [{ type: 'text', text: '{"uri":"a","diagnostics":[]}' }],
        structuredContent: { n: 1 },
      },
    };
    const tree = jsonTree(message);
    const result = tree.kind !== 'scalar' ? tree.entries[0]?.[1] : undefined;
    expect(result).toEqual({
      kind: 'object',
      embedded: false,
      entries: [
        [
          'content',
          {
            kind: 'array',
            embedded: false,
            entries: [
              [
                '0',
                {
                  kind: 'object',
                  embedded: false,
                  entries: [
                    ['type', scalar('text')],
                    [
                      'text',
                      {
                        kind: 'object',
                        embedded: true,
                        entries: [
                          ['uri', scalar('a')],
                          ['diagnostics', { kind: 'array', embedded: false, entries: [] }],
                        ],
                      },
                    ],
                  ],
                },
              ],
            ],
          },
        ],
        ['structuredContent', { kind: 'object', embedded: false, entries: [['n', scalar(1)]] }],
      ],
    });
    expect(countEmbedded(tree)).toBe(1);
  });

  it.each([
    ['plain prose', 'The buffer has 2 errors.'],
    ['a JSON scalar', '42'],
    ['a quoted string', '"text"'],
    ['broken JSON', '{"uri": '],
  ])('leaves %s in a text as the string it is', (_name, text) => {
    expect(jsonTree({ text })).toEqual({
      kind: 'object',
      embedded: false,
      entries: [['text', scalar(text)]],
    });
  });

  it('parses only strings under a text key', () => {
    const tree = jsonTree({ data: '{"a":1}', text: '[1]' });
    expect(countEmbedded(tree)).toBe(1);
    expect(tree.kind !== 'scalar' && tree.entries[0]).toEqual(['data', scalar('{"a":1}')]);
  });

  it('stays bounded on a deeply nested message', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 500; i++) deep = [deep];
    const tree = jsonTree(deep);
    let depth = 0;
    let node: JsonNode = tree;
    while (node.kind !== 'scalar') {
      node = node.entries[0]![1];
      depth++;
    }
    expect(depth).toBe(64);
    expect(typeof node.value).toBe('string');
  });
});
