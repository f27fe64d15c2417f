import { describe, expect, it } from 'vitest';
import { readEngineError } from './engineError';

describe('readEngineError', () => {
  it.each<[string, unknown, unknown]>([
    ['a well-formed error', { kind: 'timeout', message: 'slow' }, { kind: 'timeout', message: 'slow' }],
    ['an unknown kind, as internal', { kind: 'weird', message: 'x' }, { kind: 'internal', message: 'x' }],
    ['a kind without a message', { kind: 'busy' }, { kind: 'busy', message: 'engine error' }],
    [
      'a message that is not text',
      { kind: 'invalid', message: 7 },
      { kind: 'invalid', message: 'engine error' },
    ],
    ['neither kind nor message', { other: 1 }, undefined],
    ['not an object', 'boom', undefined],
    ['an array', [{ kind: 'timeout' }], undefined],
    ['null', null, undefined],
  ])('%s', (_what, value, expected) => {
    expect(readEngineError(value)).toEqual(expected);
  });

  it('reads a kind outside those allowed as internal', () => {
    expect(readEngineError({ kind: 'busy', message: 'm' }, ['timeout', 'internal'])).toEqual({
      kind: 'internal',
      message: 'm',
    });
  });
});
