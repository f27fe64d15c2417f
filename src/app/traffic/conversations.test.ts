// docs/playground.md, "Traffic": conversations folded under the request that started them.
import { describe, expect, it } from 'vitest';
import type { TrafficRow } from '../../client';
import { foldConversations } from './conversations';

const row = (seq: number, kind: 'request' | 'result', parentSeq?: number): TrafficRow =>
  ({ seq, summary: { kind }, ...(parentSeq === undefined ? {} : { parentSeq }) }) as TrafficRow;

// #0 starts an MRTR conversation: its input_required (#1), an unrelated ping (#2, #3) in between,
// the retry (#4) and its answer (#5).
const ROWS = [
  row(0, 'request'),
  row(1, 'result', 0),
  row(2, 'request'),
  row(3, 'result'),
  row(4, 'request', 0),
  row(5, 'result', 0),
];
const seqs = (rows: readonly TrafficRow[]) => rows.map((r) => r.seq);

describe('foldConversations', () => {
  it('folds a conversation under its starting row, counting its messages and rounds', () => {
    const folded = foldConversations(ROWS, new Set());
    expect(seqs(folded.rows)).toEqual([0, 2, 3]);
    expect(folded.conversations.get(0)).toEqual({ messages: 3, rounds: 1, polls: 0, expanded: false });
    expect(folded.indexOf(3)).toBe(2);
    expect(folded.indexOf(4)).toBe(-1);
  });

  it('unfolded, shows the conversation right under its start', () => {
    const folded = foldConversations(ROWS, new Set([0]));
    expect(seqs(folded.rows)).toEqual([0, 1, 4, 5, 2, 3]);
    expect(folded.parentOf.get(4)).toBe(0);
    expect(folded.indexOf(5)).toBe(3);
  });

  it("counts a task's requests as polls, not rounds", () => {
    const poll = (seq: number, method: string): TrafficRow =>
      ({ seq, summary: { kind: 'request', method }, parentSeq: 0 }) as TrafficRow;
    const rows = [row(0, 'request'), row(1, 'result', 0), poll(2, 'tasks/get'), row(3, 'result', 0)];
    rows.push(poll(4, 'tasks/result'), row(5, 'result', 0));
    const folded = foldConversations(rows, new Set());
    expect(folded.conversations.get(0)).toEqual({ messages: 5, rounds: 0, polls: 2, expanded: false });
  });

  it('unfolds the conversation that holds the selected row', () => {
    expect(foldConversations(ROWS, new Set(), 4).conversations.get(0)?.expanded).toBe(true);
  });

  it('leaves a row in place when its starting row is filtered away', () => {
    const folded = foldConversations(ROWS.slice(1), new Set());
    expect(seqs(folded.rows)).toEqual([1, 2, 3, 4, 5]);
    expect(folded.conversations.size).toBe(0);
  });

  it('hands back the same array when no row belongs to a conversation', () => {
    const plain = [row(0, 'request'), row(1, 'result')];
    expect(foldConversations(plain, new Set()).rows).toBe(plain);
  });
});
