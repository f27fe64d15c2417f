import { describe, expect, it } from 'vitest';
import { droppedImportLines } from './organizeImports';

describe('droppedImportLines', () => {
  const lines = [
    'import groovy.transform.CompileStatic',
    'import java.time.LocalDate',
    'import java.util.concurrent.ConcurrentHashMap',
    '',
    'class Report {}',
  ];

  it('finds the import the edits leave out, not the ones they only reorder', () => {
    // The answer organize-imports gives for these lines (checked against the engine by hand).
    const edits = [
      {
        range: { start: { line: 0, character: 0 }, end: { line: 2, character: 45 } },
        newText: 'import java.time.LocalDate\n\nimport groovy.transform.CompileStatic',
      },
    ];
    expect(droppedImportLines(lines, edits)).toEqual([2]);
  });

  it('drops nothing when there are no edits', () => {
    expect(droppedImportLines(lines, [])).toEqual([]);
  });
});
