// Feeds a byte stream (stdio) into a session machine: LineDecoder framing, with oversized and
// undecodable lines reported to the session so that each gets its error answer.
import { LineDecoder, MAX_MESSAGE_BYTES } from '../protocol';
import type { SessionMachine } from './sessionApi';

export function byteStreamInto(session: SessionMachine, maxBytes: number = MAX_MESSAGE_BYTES): LineDecoder {
  return new LineDecoder(
    {
      line: (text) => (text === null ? session.receiveUndecodable() : session.receive(text)),
      oversized: () => session.receiveOversized(),
    },
    maxBytes,
  );
}
