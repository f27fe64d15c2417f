import { describe, expect, it } from 'vitest';
import { parsePlainLog } from './plainJsonRpcLog';

const numbered = (text: string) =>
  text
    .split('\n')
    .map((line, i) => ({ lineNumber: i + 1, text: line }))
    .filter((line) => line.text.trim() !== '');

describe('parsePlainLog', () => {
  it('infers each direction and the revision the initialize settled on', () => {
    const log = parsePlainLog(
      numbered(
        [
          '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}',
          '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}',
          '{"jsonrpc":"2.0","method":"notifications/initialized"}',
          '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"rename"}}',
          '{"jsonrpc":"2.0","id":0,"method":"elicitation/create","params":{}}',
          '{"jsonrpc":"2.0","id":0,"result":{"action":"decline"}}',
          '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}}',
          '{"jsonrpc":"2.0","id":2,"result":{"content":[]}}',
        ].join('\n'),
      ),
    );
    expect(log.problems).toEqual([]);
    expect(log.revision).toBe('2025-06-18');
    expect(log.messages.map((m) => m.direction)).toEqual([
      'out',
      'in',
      'out',
      'out',
      'in',
      'out',
      'in',
      'in',
    ]);
  });

  it('reports each bad line by its number and keeps every other line', () => {
    const log = parsePlainLog(
      numbered(
        [
          '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
          'this is not json',
          '',
          '[{"jsonrpc":"2.0","id":2,"method":"ping"}]',
          '{"hello":1}',
          '42',
          '{"jsonrpc":"2.0","id":3}',
          '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
        ].join('\n'),
      ),
    );
    expect(log.problems).toEqual([
      { lineNumber: 2, problem: 'not JSON' },
      { lineNumber: 4, problem: 'a JSON array (batch), not one message' },
      { lineNumber: 5, problem: 'not a JSON-RPC 2.0 message ("jsonrpc" is not "2.0")' },
      { lineNumber: 6, problem: 'not a JSON object' },
      { lineNumber: 7, problem: 'neither a request, a notification nor a response' },
    ]);
    expect(log.messages.map((m) => [m.lineNumber, m.direction])).toEqual([
      [1, 'out'],
      [8, 'in'],
    ]);
    expect(log.revision).toBeUndefined();
  });
});
