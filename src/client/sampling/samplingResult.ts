// The `CreateMessageResult` built from the person's reply in the sampling dialog (docs/playground.md,
// "Client features for any server"): text, or an image or audio clip chosen from a file (base64
// `data` + `mimeType`), as the model, with the model name and stop reason the person gave. Which
// content a reply may have is the revision's: audio came with 2025-03-26.
import type { Revision } from '../connection/revisions';

/** An image or audio clip the person replies with. */
export interface MediaReply {
  readonly type: 'image' | 'audio';
  /** Base64, as the schema's `data` (`format: byte`). */
  readonly data: string;
  readonly mimeType: string;
}

/** The model's reply the person wrote: text, or media when `media` is given. */
export interface SamplingReply {
  readonly text: string;
  readonly media?: MediaReply;
  readonly model: string;
  readonly stopReason?: string;
}

export type ReplyKind = 'text' | MediaReply['type'];

/** The content types a `CreateMessageResult` may carry in `revision` (its schema's `content`). */
export function samplingReplyKinds(revision: Revision | undefined): readonly ReplyKind[] {
  return revision === '2024-11-05' ? ['text', 'image'] : ['text', 'image', 'audio'];
}

export function samplingResult(reply: SamplingReply): Record<string, unknown> {
  const { media } = reply;
  return {
    role: 'assistant',
    content: media
      ? { type: media.type, data: media.data, mimeType: media.mimeType }
      : { type: 'text', text: reply.text },
    model: reply.model,
    stopReason: reply.stopReason ?? 'endTurn',
  };
}

/** The page encodes a chosen file with the protocol's one base64 (src/protocol/base64.ts). */
export { base64Of } from '../../protocol/base64';

/**
 * Why a chosen file cannot be the reply of `kind`, or undefined: the MIME type must be given and
 * name the same kind (an image/* for an image), and the file must not be empty.
 */
export function mediaProblem(kind: MediaReply['type'], mimeType: string, size: number): string | undefined {
  if (size === 0) return 'The file is empty.';
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(mimeType.trim())) return 'Give the MIME type, such as image/png.';
  if (!mimeType.trim().startsWith(`${kind}/`)) return `An ${kind} reply needs an ${kind}/… MIME type.`;
  return undefined;
}
