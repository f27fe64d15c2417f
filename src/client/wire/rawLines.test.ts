import { describe, expect, it } from 'vitest';
import { planRawLines } from './rawLines';

describe('planRawLines', () => {
  it('sends a single line exactly as typed, broken or not', () => {
    expect(planRawLines('{"jsonrpc": "2.0", "id": 1, "method":')).toEqual({
      lines: [{ text: '{"jsonrpc": "2.0", "id": 1, "method":', sourceLine: 1 }],
      compacted: false,
    });
  });

  it('compacts a pretty-printed JSON document to one line', () => {
    const plan = planRawLines('{\n  "jsonrpc": "2.0",\n  "method": "notifications/initialized"\n}\n');
    expect(plan).toEqual({
      lines: [{ text: '{"jsonrpc":"2.0","method":"notifications/initialized"}', sourceLine: 1 }],
      compacted: true,
    });
  });

  it('sends several messages line by line, skipping blank lines, as stdio would', () => {
    const plan = planRawLines(
      '{"jsonrpc":"2.0","id":1,"method":"ping"}\r\n\n{"jsonrpc":"2.0","id":2,"method":"ping"}',
    );
    expect(plan.lines).toEqual([
      { text: '{"jsonrpc":"2.0","id":1,"method":"ping"}', sourceLine: 1 },
      { text: '{"jsonrpc":"2.0","id":2,"method":"ping"}', sourceLine: 3 },
    ]);
    expect(plan.compacted).toBe(false);
  });
});
