// docs/playground.md, "Traffic", "Resend a message": what may be sent again, and the line sent.
import { describe, expect, it } from 'vitest';
import { TrafficRecorder } from '../../../client/traffic/trafficRecorder';
import { NOT_CONNECTED, resendOffer, resentLine } from './resendLine';

function rowOf(direction: 'out' | 'in', line: string) {
  return new TrafficRecorder().record(direction, line);
}

describe('resendOffer', () => {
  it('offers a request of the client with a new id, a notification and an unreadable line as they were', () => {
    expect(resendOffer(rowOf('out', '{"jsonrpc":"2.0","id":4,"method":"ping"}'), true)).toEqual({
      newId: true,
    });
    expect(
      resendOffer(rowOf('out', '{"jsonrpc":"2.0","method":"notifications/roots/list_changed"}'), true),
    ).toEqual({ newId: false });
    expect(resendOffer(rowOf('out', '{"jsonrpc":"2.0","id":'), true)).toEqual({ newId: false });
  });

  it("offers nothing for the server's messages nor for the client's answers to the server", () => {
    expect(resendOffer(rowOf('in', '{"jsonrpc":"2.0","id":4,"result":{}}'), true)).toBeUndefined();
    expect(resendOffer(rowOf('in', '{"jsonrpc":"2.0","id":1,"method":"roots/list"}'), true)).toBeUndefined();
    expect(resendOffer(rowOf('out', '{"jsonrpc":"2.0","id":1,"result":{"roots":[]}}'), true)).toBeUndefined();
  });

  it('is disabled, saying why, while the session is not connected', () => {
    const request = rowOf('out', '{"jsonrpc":"2.0","id":4,"method":"ping"}');
    expect(resendOffer(request, false)).toEqual({ newId: true, disabled: NOT_CONNECTED });
  });
});

describe('resentLine', () => {
  it('replaces the id in its place, and a progress token that was the old id', () => {
    const line = JSON.stringify({
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/call',
      params: { name: 'echo', arguments: { message: 'hi' }, _meta: { progressToken: 7, other: 1 } },
    });
    expect(resentLine(line, 12)).toBe(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 12,
        method: 'tools/call',
        params: { name: 'echo', arguments: { message: 'hi' }, _meta: { progressToken: 12, other: 1 } },
      }),
    );
  });

  it("keeps a progress token of the person's own, and a string id's place", () => {
    const line = '{"jsonrpc":"2.0","id":"raw-1","method":"ping","params":{"_meta":{"progressToken":"p"}}}';
    expect(resentLine(line, 3)).toBe(
      '{"jsonrpc":"2.0","id":3,"method":"ping","params":{"_meta":{"progressToken":"p"}}}',
    );
  });

  it('leaves a notification, a broken line and a batch as they were', () => {
    for (const line of ['{"jsonrpc":"2.0","method":"ping"}', '{"jsonrpc":', '[{"id":1}]'])
      expect(resentLine(line, 3)).toBe(line);
    expect(resentLine('{"jsonrpc":"2.0","id":1,"method":"ping"}', undefined)).toBe(
      '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    );
  });
});
