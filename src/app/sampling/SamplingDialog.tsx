// The sampling dialog (docs/playground.md, "Client features for any server"): the server's
// `sampling/createMessage` shown as asked (system prompt, messages, model preferences, maxTokens and
// the rest), and the person playing the model: they write the reply and the model's name, or
// reject. Like the elicitation dialog it closes only by an answer.
import { useEffect, useId, useRef, useState } from 'react';
import {
  base64Of,
  mediaProblem,
  samplingReplyKinds,
  type MediaReply,
  type ReplyKind,
  type Revision,
  type SamplingAnswer,
  type SamplingMessage,
  type SamplingRequest,
} from '../../client';
import { focusFirst, modalKeyDown } from '../modalKeys';
import { useStoredState } from '../useStoredState';
import './sampling.css';

interface SamplingDialogProps {
  request: SamplingRequest;
  id: string | number;
  /** The session's revision: which content a reply may have. */
  revision?: Revision;
  onAnswer: (answer: SamplingAnswer) => void;
}

const KIND_LABELS: Readonly<Record<ReplyKind, string>> = { text: 'Text', image: 'Image', audio: 'Audio' };

/** A chosen file, read as the reply's base64 `data`. */
interface ChosenFile {
  readonly name: string;
  readonly size: number;
  readonly data: string;
}

const STOP_REASONS = ['endTurn', 'maxTokens', 'stopSequence'] as const;

/** A message's content as a person reads it: text as text, media by kind and size, the rest as JSON. */
function contentText(content: unknown): string {
  const parts = Array.isArray(content) ? content : [content];
  return parts
    .map((part: unknown) => {
      const p = (typeof part === 'object' && part !== null ? part : {}) as Record<string, unknown>;
      if (p.type === 'text' && typeof p.text === 'string') return p.text;
      if ((p.type === 'image' || p.type === 'audio') && typeof p.data === 'string')
        return `(${String(p.type)}, ${String(p.mimeType)}, ${p.data.length} base64 characters)`;
      return JSON.stringify(part, null, 2);
    })
    .join('\n');
}

function Message({ message }: { message: SamplingMessage }) {
  return (
    <li className="sampling-message">
      <span className="badge">{message.role}</span>
      <pre className="sampling-text">{contentText(message.content)}</pre>
    </li>
  );
}

export function SamplingDialog({ request, id, revision, onAnswer }: SamplingDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<ReplyKind>('text');
  const [file, setFile] = useState<ChosenFile>();
  const [mimeType, setMimeType] = useState('');
  const [model, setModel] = useStoredState<string>(
    'groovymcp:sampling-model',
    'playground-by-hand',
    (value): value is string => typeof value === 'string',
  );
  const [stopReason, setStopReason] = useState<string>('endTurn');
  const [tried, setTried] = useState(false);
  const replyProblem =
    kind === 'text'
      ? text.trim() === ''
        ? 'Write the model’s reply, or Reject.'
        : undefined
      : file === undefined
        ? `Choose the ${kind} file, or Reject.`
        : mediaProblem(kind, mimeType, file.size);
  const problem = replyProblem ?? (model.trim() === '' ? 'Name the model.' : undefined);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return setFile(undefined);
    const data = base64Of(new Uint8Array(await chosen.arrayBuffer()));
    setFile({ name: chosen.name, size: chosen.size, data });
    setMimeType(chosen.type);
  };
  const media: MediaReply | undefined =
    kind !== 'text' && file ? { type: kind, data: file.data, mimeType: mimeType.trim() } : undefined;

  useEffect(() => focusFirst(dialog.current), []);

  const send = () => {
    setTried(true);
    if (problem) return;
    onAnswer({ action: 'reply', text, ...(media ? { media } : {}), model: model.trim(), stopReason });
  };

  const details: [string, unknown][] = [
    ['maxTokens', request.maxTokens],
    ['temperature', request.temperature],
    ['includeContext', request.includeContext],
    ['stopSequences', request.stopSequences],
  ];
  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="modal-dialog sampling-dialog"
        onKeyDown={(event) => modalKeyDown(event, dialog.current)}
      >
        <h2 id={titleId}>Sampling: the server asks the model</h2>
        <p className="muted">
          The server's sampling/createMessage (id {JSON.stringify(id)}). You are the model.
        </p>
        {request.systemPrompt !== undefined && (
          <section aria-label="System prompt">
            <h3>System prompt</h3>
            <pre className="sampling-text">{request.systemPrompt}</pre>
          </section>
        )}
        <section aria-label="Messages">
          <h3>Messages</h3>
          <ol className="sampling-messages">
            {request.messages.map((message, i) => (
              <Message key={i} message={message} />
            ))}
          </ol>
        </section>
        <dl className="sampling-details" aria-label="Request details">
          {details
            .filter(([, value]) => value !== undefined)
            .map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{JSON.stringify(value)}</dd>
              </div>
            ))}
          <div>
            <dt>modelPreferences</dt>
            <dd>
              {request.modelPreferences ? (
                <pre className="json">{JSON.stringify(request.modelPreferences, null, 2)}</pre>
              ) : (
                'none given'
              )}
            </dd>
          </div>
        </dl>
        <form
          aria-label="Answer as the model"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <fieldset className="sampling-kind">
            <legend>Reply with</legend>
            {samplingReplyKinds(revision).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={`${titleId}-kind`}
                  checked={kind === option}
                  onChange={() => {
                    setKind(option);
                    setFile(undefined);
                    setMimeType('');
                  }}
                />{' '}
                {KIND_LABELS[option]}
              </label>
            ))}
          </fieldset>
          {kind === 'text' ? (
            <label className="sampling-field">
              Reply (text)
              <textarea rows={5} value={text} onChange={(event) => setText(event.target.value)} />
            </label>
          ) : (
            <div className="sampling-media">
              <label className="sampling-field">
                {KIND_LABELS[kind]} file
                <input
                  key={kind}
                  type="file"
                  accept={`${kind}/*`}
                  onChange={(event) => void choose(event.target.files?.[0])}
                />
              </label>
              <label>
                MIME type <input value={mimeType} onChange={(event) => setMimeType(event.target.value)} />
              </label>
              {file && (
                <p className="muted">
                  {file.name}: {file.size} bytes, {file.data.length} base64 characters
                </p>
              )}
              {media?.type === 'image' && !replyProblem && (
                <img
                  className="sampling-preview"
                  alt="The reply image"
                  src={`data:${media.mimeType};base64,${media.data}`}
                />
              )}
              {media?.type === 'audio' && !replyProblem && (
                <audio
                  controls
                  aria-label="The reply audio"
                  src={`data:${media.mimeType};base64,${media.data}`}
                />
              )}
            </div>
          )}
          <div className="toolbar">
            <label>
              Model name <input value={model} onChange={(event) => setModel(event.target.value)} />
            </label>
            <label>
              Stop reason{' '}
              <select value={stopReason} onChange={(event) => setStopReason(event.target.value)}>
                {STOP_REASONS.map((reason) => (
                  <option key={reason}>{reason}</option>
                ))}
              </select>
            </label>
          </div>
          {tried && problem && <p role="alert">{problem}</p>}
          <div className="toolbar">
            <button type="submit" className="primary">
              Send reply
            </button>
            <button type="button" onClick={() => onAnswer({ action: 'reject' })}>
              Reject
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
