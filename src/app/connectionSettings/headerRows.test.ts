// The header rows the editor keeps (docs/any-server.md, "Headers from the page").
import { describe, expect, it } from 'vitest';
import { forwardHeadersOf, headersToSend, isHeadersByServer, rowProblem } from './headerRows';

describe('header rows', () => {
  it('sends every named row, trimmed; a later row replaces an earlier one of the same name', () => {
    expect(
      headersToSend([
        { name: ' Authorization ', value: 'Bearer a' },
        { name: '', value: 'typed without a name' },
        { name: 'X-Api-Key', value: 'k' },
        { name: 'authorization', value: 'Bearer b' },
      ]),
    ).toEqual({ 'X-Api-Key': 'k', authorization: 'Bearer b' });
    expect(forwardHeadersOf({ remote: [{ name: 'A', value: '1' }], other: [] })).toEqual({
      remote: { A: '1' },
      other: {},
    });
  });

  it.each([
    [[{ name: '', value: 'x' }], 0, undefined],
    [[{ name: 'Authorization', value: 'Bearer a' }], 0, undefined],
    [
      [{ name: 'Host', value: 'h' }],
      0,
      'header "Host" is set by the transport or the connection and cannot be forwarded',
    ],
    [
      [
        { name: 'A', value: '1' },
        { name: 'a', value: '2' },
      ],
      0,
      'header "A" is typed again below; the later one is sent',
    ],
    [
      [
        { name: 'A', value: '1' },
        { name: 'a', value: '2' },
      ],
      1,
      undefined,
    ],
    [
      [{ name: 'X-A', value: 'line\nbreak' }],
      0,
      'header "X-A" has a value with a line break or a character outside Latin-1',
    ],
  ])('rows %j, row %i: %s', (rows, index, problem) => {
    expect(rowProblem(rows, index)).toBe(problem);
  });

  it.each([
    [{}, true],
    [{ remote: [{ name: 'A', value: '1' }] }, true],
    [{ remote: [{ name: 'A' }] }, false],
    [{ remote: 'A: 1' }, false],
    [[], false],
    [null, false],
  ])('stored %j reads back: %s', (value, ok) => {
    expect(isHeadersByServer(value)).toBe(ok);
  });
});
