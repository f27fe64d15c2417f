import { describe, expect, it } from 'vitest';
import { diffPaths, isDiffering, jsonLines, sideHighlights } from './replayDiff';
import { carriedValues, IGNORED, normalizeAnswer, substituteCarried } from './replayNormalize';

describe('diffPaths', () => {
  it.each([
    ['equal values', { a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] }, []],
    ['a changed leaf', { a: { b: 1 } }, { a: { b: 2 } }, ['/a/b']],
    ['a key only expected has', { a: 1, b: 2 }, { a: 1 }, ['/b']],
    ['a key only the live answer has', { a: 1 }, { a: 1, c: 3 }, ['/c']],
    ['a longer array', { d: [1] }, { d: [1, 2] }, ['/d/1']],
    ['a shorter array', { d: [1, 2, 3] }, { d: [1] }, ['/d/1', '/d/2']],
    ['an object against an array', { d: {} }, { d: [] }, ['/d']],
    ['a number against a string', { d: 1 }, { d: '1' }, ['/d']],
    ['null against a missing value', { d: null }, {}, ['/d']],
    ['different roots', 1, 2, ['/']],
    ['keys with / and ~', { 'a/b': 1, 'c~d': 1 }, { 'a/b': 2, 'c~d': 2 }, ['/a~1b', '/c~0d']],
    ['an error against a result', { result: {} }, { error: { code: -32603 } }, ['/error', '/result']],
  ])('%s', (_name, expected, actual, paths) => {
    expect(diffPaths(expected, actual)).toEqual(paths);
  });
});

describe('normalizeAnswer: the volatile values a replay ignores', () => {
  it.each([
    ['the answer id', { jsonrpc: '2.0', id: 7, result: {} }, { jsonrpc: '2.0', id: IGNORED, result: {} }],
    [
      'a task and its times',
      {
        id: 1,
        result: { task: { taskId: 'a1', status: 'working', createdAt: 1, lastUpdatedAt: 2, ttl: 60000 } },
      },
      {
        id: IGNORED,
        result: {
          task: {
            taskId: IGNORED,
            status: 'working',
            createdAt: IGNORED,
            lastUpdatedAt: IGNORED,
            ttl: 60000,
          },
        },
      },
    ],
    [
      'the related task in _meta',
      { id: 1, result: { _meta: { 'io.modelcontextprotocol/related-task': { taskId: 'x' } } } },
      { id: IGNORED, result: { _meta: { 'io.modelcontextprotocol/related-task': { taskId: IGNORED } } } },
    ],
    [
      'an MRTR state',
      { id: 1, result: { requestState: 'sealed…' } },
      { id: IGNORED, result: { requestState: IGNORED } },
    ],
    [
      'not the server version nor a diagnostic',
      { id: 1, result: { serverInfo: { version: '1.0' }, diagnostics: [{ message: 'm' }] } },
      { id: IGNORED, result: { serverInfo: { version: '1.0' }, diagnostics: [{ message: 'm' }] } },
    ],
  ])('%s', (_name, message, normalized) => {
    expect(normalizeAnswer(message)).toEqual(normalized);
  });

  it('makes two runs of a task answer compare equal, but not a different status', () => {
    const run = (taskId: string, status: string) => ({
      id: taskId,
      result: { task: { taskId, status, createdAt: Math.random() } },
    });
    expect(diffPaths(normalizeAnswer(run('a', 'working')), normalizeAnswer(run('b', 'working')))).toEqual([]);
    expect(diffPaths(normalizeAnswer(run('a', 'working')), normalizeAnswer(run('b', 'failed')))).toEqual([
      '/result/task/status',
    ]);
  });
});

describe('carried values', () => {
  it('maps the recorded task id and MRTR state to the live ones and substitutes them in a later request', () => {
    const carried = carriedValues(
      { result: { task: { taskId: 'old' }, requestState: 's1' } },
      { result: { task: { taskId: 'new' }, requestState: 's2' } },
    );
    expect([...carried]).toEqual([
      ['old', 'new'],
      ['s1', 's2'],
    ]);
    expect(
      substituteCarried({ method: 'tasks/get', params: { taskId: 'old', other: 'old-ish' } }, carried),
    ).toEqual({
      method: 'tasks/get',
      params: { taskId: 'new', other: 'old-ish' },
    });
  });
});

describe('jsonLines', () => {
  it('prints pretty JSON like JSON.stringify, each line with its path', () => {
    const value = { a: [1, { b: 'x' }], c: {}, d: [] };
    const lines = jsonLines(value);
    expect(lines.map((line) => line.text).join('\n')).toBe(JSON.stringify(value, null, 2));
    expect(lines.find((line) => line.text.includes('"x"'))?.path).toBe('/a/1/b');
  });

  it('marks the lines inside a differing path', () => {
    expect(isDiffering('/a/1/b', ['/a/1'])).toBe(true);
    expect(isDiffering('/a/10', ['/a/1'])).toBe(false);
    expect(isDiffering('/a', ['/a/1'])).toBe(false);
  });

  it('highlights on each side the differing path, or its deepest ancestor that side shows', () => {
    const expected = { result: { diagnostics: [{ line: 2 }] } };
    const actual = { result: { diagnostics: [] } };
    const paths = diffPaths(expected, actual);
    expect(paths).toEqual(['/result/diagnostics/0']);
    expect(sideHighlights(jsonLines(expected), paths)).toEqual(['/result/diagnostics/0']);
    expect(sideHighlights(jsonLines(actual), paths)).toEqual(['/result/diagnostics']);
    // A key only the other side has, at the top: nothing on this side to point at.
    expect(sideHighlights(jsonLines({ result: {} }), ['/error'])).toEqual([]);
  });
});
