// What the client core remembers of the lines it sent, to read the answers that come back: which
// request an `id: null` error answers (unreadableLines.ts), which answers are to an `initialize`
// (they may move the session's revision), and a handshake done by hand in Raw (rawHandshake.ts).
import { utf8ByteLength } from '../../protocol/utf8';
import { idKey, type MessageSummary, type SummarizedLine, type WireId } from '../wire/messageSummary';
import { UnreadableLines } from '../wire/unreadableLines';
import { RawHandshake, type RawSession } from './rawHandshake';
import { isRevision, type Revision } from './revisions';

export class SentLines {
  private readonly unreadable = new UnreadableLines<WireId>();
  /** The initialize requests sent (Connect's and Raw's), by id key. */
  private readonly initializeIds = new Set<string>();
  private readonly rawHandshake = new RawHandshake();

  /** A line about to go out. */
  sent(line: string, { summary }: SummarizedLine): void {
    this.unreadable.sent(summary.id ?? null, utf8ByteLength(line), summary);
    if (summary.kind === 'request' && summary.method === 'initialize')
      this.initializeIds.add(idKey(summary.id) ?? '');
  }

  /** A line from the Raw panel about to go out; a session when it completes a handshake by hand. */
  sentRaw(line: string, summarized: SummarizedLine): RawSession | undefined {
    this.sent(line, summarized);
    return this.rawHandshake.sent(summarized.summary, summarized.value);
  }

  /** A line received; a session when it completes a handshake by hand. */
  received(summary: MessageSummary, value: unknown, ref: number): RawSession | undefined {
    return this.rawHandshake.received(summary, value, ref);
  }

  /**
   * The revision an initialize answer names, when it is one this client speaks (the server's
   * choice: docs/any-server.md, "Servers unlike groovymcp"); undefined for any other line.
   */
  negotiated(summary: MessageSummary, value: unknown): Revision | undefined {
    const key = idKey(summary.id);
    if (summary.kind !== 'result' && summary.kind !== 'error') return undefined;
    if (key === undefined || !this.initializeIds.delete(key) || summary.kind !== 'result') return undefined;
    const result = (value as { result?: unknown }).result;
    const version =
      typeof result === 'object' && result !== null
        ? (result as { protocolVersion?: unknown }).protocolVersion
        : undefined;
    return isRevision(version) ? version : undefined;
  }

  /** An `id: null` error arrived: the id of the request it answers, when it is one over the cap. */
  answeredUnread(): WireId | undefined {
    return this.unreadable.answered();
  }

  /** Forgets a half-done raw handshake (Reset). */
  clear(): void {
    this.rawHandshake.clear();
  }
}
