import { describe, expect, it } from 'vitest';
import { editsOf, placesOf } from './resultInEditorModel';

const range = (line: number, from: number, to: number) => ({
  start: { line, character: from },
  end: { line, character: to },
});

describe('placesOf', () => {
  it.each([
    [
      'diagnostics: the top-level uri, the message',
      {
        uri: 'groovy-buffer:a',
        diagnostics: [{ range: range(1, 2, 3), severity: 'error', message: 'boom' }],
      },
      [{ uri: 'groovy-buffer:a', range: range(1, 2, 3), label: 'boom', path: 'diagnostics[0].range' }],
    ],
    [
      'locations: each its own uri',
      {
        uri: 'groovy-buffer:a',
        locations: [
          { uri: 'groovy-buffer:b', range: range(0, 0, 1) },
          { uri: 'groovy-buffer:a', range: range(4, 1, 2) },
        ],
      },
      [
        { uri: 'groovy-buffer:b', range: range(0, 0, 1), label: '', path: 'locations[0].range' },
        { uri: 'groovy-buffer:a', range: range(4, 1, 2), label: '', path: 'locations[1].range' },
      ],
    ],
    [
      'symbols: the name range, nested children too',
      {
        uri: 'groovy-buffer:a',
        symbols: [
          {
            name: 'A',
            kind: 'class',
            range: range(0, 0, 9),
            selectionRange: range(0, 6, 7),
            children: [{ name: 'f', kind: 'method', range: range(1, 0, 5), selectionRange: range(1, 4, 5) }],
          },
        ],
      },
      [
        { uri: 'groovy-buffer:a', range: range(0, 6, 7), label: 'A', path: 'symbols[0].selectionRange' },
        {
          uri: 'groovy-buffer:a',
          range: range(1, 4, 5),
          label: 'f',
          path: 'symbols[0].children[0].selectionRange',
        },
      ],
    ],
    [
      'rename: each change its buffer, edits labelled by their text',
      {
        uri: 'groovy-buffer:a',
        changes: [{ uri: 'groovy-buffer:b', edits: [{ range: range(2, 0, 1), newText: 'x' }] }],
      },
      [{ uri: 'groovy-buffer:b', range: range(2, 0, 1), label: '→ "x"', path: 'changes[0].edits[0].range' }],
    ],
    ['describe found nothing', { uri: 'groovy-buffer:a', found: false }, []],
    ['a range without any uri', { range: range(0, 0, 1) }, []],
    [
      'not a range (negative line)',
      { uri: 'u', range: { start: { line: -1, character: 0 }, end: { line: 0, character: 0 } } },
      [],
    ],
    ['a tool error', { error: 'boom' }, []],
  ])('%s', (_, value, expected) => {
    expect(placesOf(value)).toEqual(expected);
  });
});

describe('editsOf', () => {
  const edit = { range: range(0, 0, 2), newText: '  ' };
  it.each([
    ['format', { uri: 'groovy-buffer:a', edits: [edit] }, [{ uri: 'groovy-buffer:a', edits: [edit] }]],
    ['an already formatted buffer', { uri: 'groovy-buffer:a', edits: [] }, []],
    [
      'rename across buffers, empty changes left out',
      {
        uri: 'groovy-buffer:a',
        changes: [
          { uri: 'groovy-buffer:a', edits: [edit] },
          { uri: 'groovy-buffer:b', edits: [] },
        ],
      },
      [{ uri: 'groovy-buffer:a', edits: [edit] }],
    ],
    ['rename not proven', { uri: 'groovy-buffer:a', changes: [] }, []],
    ['diagnostics', { uri: 'groovy-buffer:a', diagnostics: [] }, undefined],
    ['a malformed edit', { uri: 'groovy-buffer:a', edits: [{ range: range(0, 0, 1) }] }, undefined],
    ['no result', undefined, undefined],
  ])('%s', (_, value, expected) => {
    expect(editsOf(value)).toEqual(expected);
  });
});
