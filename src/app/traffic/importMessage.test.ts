import { describe, expect, it } from 'vitest';
import { importMessage } from './importMessage';

describe('importMessage', () => {
  it.each([
    [
      { ok: true, format: 'export', messages: 12, problems: [], sectionSeq: 3 },
      'Imported 12 messages from s.jsonl (export), appended as a section of their own.',
    ],
    [
      {
        ok: true,
        format: 'JSON-RPC log',
        messages: 1,
        problems: [{ lineNumber: 2, problem: 'not JSON' }],
        sectionSeq: 0,
      },
      'Imported 1 message from s.jsonl (JSON-RPC log), appended as a section of their own. 1 line left out: line 2: not JSON.',
    ],
    [
      {
        ok: false,
        problems: [1, 2, 3, 4, 5, 6, 7].map((lineNumber) => ({ lineNumber, problem: 'not JSON' })),
      },
      'Could not import s.jsonl: line 1: not JSON; line 2: not JSON; line 3: not JSON; line 4: not JSON; line 5: not JSON; 2 more.',
    ],
  ] as const)('%j', (result, text) => {
    expect(importMessage('s.jsonl', result).text).toBe(text);
  });
});
