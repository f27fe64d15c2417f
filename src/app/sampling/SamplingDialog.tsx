// The sampling dialog (docs/playground.md, "Client features for any server"): the server's
// `sampling/createMessage` shown as asked (SamplingRequestView.tsx), and the person playing the
// model: they write the reply and the model's name, or reject. Like the elicitation dialog it closes
// only by an answer, its buttons are pinned below the scrolling body (ModalFooter.tsx), and Send
// reply with a field that does not fit sends nothing, says why beside each such field, counts them
// by the buttons and focuses the first.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  base64Of,
  mediaProblem,
  samplingReplyKinds,
  type MediaReply,
  type ReplyKind,
  type Revision,
  type SamplingAnswer,
  type SamplingRequest,
} from '../../client';
import { focusFirst, focusFirstInvalid, modalKeyDown } from '../modalKeys';
import { ModalFooter } from '../ModalFooter';
import { useStoredState } from '../useStoredState';
import { SamplingRequestView } from './SamplingRequestView';
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

type FieldName = 'reply' | 'file' | 'mimeType' | 'model';

/** One labelled field, its problem (if shown) beside it, outside the label so it stays the field's name. */
function Field({ label, problem, children }: { label: string; problem: ReactNode; children: ReactNode }) {
  return (
    <div className="sampling-field">
      <label>
        {label}
        {children}
      </label>
      {problem}
    </div>
  );
}

export function SamplingDialog({ request, id, revision, onAnswer }: SamplingDialogProps) {
  const titleId = useId();
  const problemId = useId();
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
  // How many times Send reply was refused: each refusal moves the focus to the first field to fix.
  const [refusals, setRefusals] = useState(0);

  // Each field's problem, in the order the fields are shown; mediaProblem checks the size first.
  const problems: [FieldName, string, string | undefined][] =
    kind === 'text'
      ? [['reply', 'Reply (text)', text.trim() === '' ? 'Write the model’s reply, or Reject.' : undefined]]
      : [
          [
            'file',
            `${KIND_LABELS[kind]} file`,
            file === undefined
              ? `Choose the ${kind} file, or Reject.`
              : file.size === 0
                ? 'The file is empty.'
                : undefined,
          ],
          [
            'mimeType',
            'MIME type',
            file && file.size > 0 ? mediaProblem(kind, mimeType, file.size) : undefined,
          ],
        ];
  problems.push(['model', 'Model name', model.trim() === '' ? 'Name the model.' : undefined]);
  const invalid = problems.filter(([, , problem]) => problem !== undefined);
  const shown = (field: FieldName) =>
    refusals > 0 ? problems.find(([name]) => name === field)?.[2] : undefined;
  /** The attributes and the message that say a field's problem beside it, once a reply was refused. */
  const said = (field: FieldName) => {
    const problem = shown(field);
    const describedBy = `${problemId}-${field}`;
    return {
      input: problem ? { 'aria-invalid': true, 'aria-describedby': describedBy } : {},
      message: problem && (
        <span id={describedBy} className="error-text field-hint">
          {problem}
        </span>
      ),
    };
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return setFile(undefined);
    const data = base64Of(new Uint8Array(await chosen.arrayBuffer()));
    setFile({ name: chosen.name, size: chosen.size, data });
    setMimeType(chosen.type);
  };
  const media: MediaReply | undefined =
    kind !== 'text' && file ? { type: kind, data: file.data, mimeType: mimeType.trim() } : undefined;
  const mediaFits =
    media !== undefined && problems.every(([name, , problem]) => name === 'model' || !problem);

  useEffect(() => focusFirst(dialog.current), []);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(dialog.current);
  }, [refusals]);

  const send = () => {
    if (invalid.length > 0) return setRefusals((n) => n + 1);
    onAnswer({ action: 'reply', text, ...(media ? { media } : {}), model: model.trim(), stopReason });
  };

  const reply = said('reply');
  const fileField = said('file');
  const mimeField = said('mimeType');
  const modelField = said('model');
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
        <form
          aria-label="Answer as the model"
          className="modal-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <div className="modal-body">
            <p className="muted">
              The server's sampling/createMessage (id {JSON.stringify(id)}). You are the model.
            </p>
            <SamplingRequestView request={request} />
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
              <Field label="Reply (text)" problem={reply.message}>
                <textarea
                  rows={5}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  {...reply.input}
                />
              </Field>
            ) : (
              <div className="sampling-media">
                <Field label={`${KIND_LABELS[kind]} file`} problem={fileField.message}>
                  <input
                    key={kind}
                    type="file"
                    accept={`${kind}/*`}
                    onChange={(event) => void choose(event.target.files?.[0])}
                    {...fileField.input}
                  />
                </Field>
                <Field label="MIME type" problem={mimeField.message}>
                  <input
                    value={mimeType}
                    onChange={(event) => setMimeType(event.target.value)}
                    {...mimeField.input}
                  />
                </Field>
                {file && (
                  <p className="muted">
                    {file.name}: {file.size} bytes, {file.data.length} base64 characters
                  </p>
                )}
                {mediaFits && media?.type === 'image' && (
                  <img
                    className="sampling-preview"
                    alt="The reply image"
                    src={`data:${media.mimeType};base64,${media.data}`}
                  />
                )}
                {mediaFits && media?.type === 'audio' && (
                  <audio
                    controls
                    aria-label="The reply audio"
                    src={`data:${media.mimeType};base64,${media.data}`}
                  />
                )}
              </div>
            )}
            <div className="sampling-model">
              <Field label="Model name" problem={modelField.message}>
                <input
                  value={model}
                  onChange={(event) => setModel(event.target.value)}
                  {...modelField.input}
                />
              </Field>
              <Field label="Stop reason" problem={undefined}>
                <select value={stopReason} onChange={(event) => setStopReason(event.target.value)}>
                  {STOP_REASONS.map((reason) => (
                    <option key={reason}>{reason}</option>
                  ))}
                </select>
              </Field>
            </div>
          </div>
          <ModalFooter invalid={refusals > 0 ? invalid.map(([, label]) => label) : undefined}>
            <button type="submit" className="primary">
              Send reply
            </button>
            <button type="button" onClick={() => onAnswer({ action: 'reject' })}>
              Reject
            </button>
          </ModalFooter>
        </form>
      </div>
    </div>
  );
}
