import { describe, expect, it } from 'vitest';
import { metaRowProblem, metaToSend, metaValueOf } from './metaRows';

describe('the Metadata rows', () => {
  it.each([
    ['42', 42],
    ['true', true],
    ['{"a":[1,null]}', { a: [1, null] }],
    ['"quoted"', 'quoted'],
    ['plain words', 'plain words'],
    ['', ''],
  ])('sends the value %j as %j', (text, value) => {
    expect(metaValueOf(text)).toEqual(value);
  });

  it('sends every named row without a problem, the later of two with one key', () => {
    const rows = [
      { key: 'acme.dev/trace', value: 'abc' },
      { key: '', value: 'being typed' },
      { key: 'n', value: '1' },
      { key: 'progressToken', value: '5' },
      { key: 'n', value: '2' },
      { key: '-bad', value: 'x' },
    ];
    expect(metaToSend(rows)).toEqual({ 'acme.dev/trace': 'abc', n: 2 });
    expect(rows.map((_, i) => metaRowProblem(rows, i))).toEqual([
      undefined,
      undefined,
      '"n" is typed again below; the later one is sent',
      'the client sets "progressToken" itself; this row is not sent',
      undefined,
      '"-bad" is not a _meta key (prefix/name, letters and digits at both ends)',
    ]);
  });
});
