// The Raw tab (docs/playground.md, "Raw"): write any JSON-RPC line — or a deliberately
// broken one — and send it as is; the answer shows under the editor and in Traffic. The text is checked against the
// revision's schema as you type, and each problem is marked on its line.
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkRawText, describeError, type RawProblem, type Revision } from '../../client';
import { EditorLoadFailure } from '../EditorLoadFailure';
import { usePlayground } from '../playground';
import { useLazyMonaco } from '../useLazyMonaco';
import { rawExamples } from './rawExamples';
import { RawAnswers } from './RawAnswers';
import { useRawDraft } from './rawDraft';

interface RawPanelProps {
  revision: Revision;
}

export function RawPanel({ revision }: RawPanelProps) {
  const { client, lint, showExchange, rawDraft } = usePlayground();
  const examples = rawExamples(revision);
  // A message handed over by Traffic's "Edit and resend" is the text to start from.
  const [text, setText] = useState(() => rawDraft.get()?.text ?? examples[0]?.text ?? '');
  const [problems, setProblems] = useState<readonly RawProblem[]>([]);
  const [outcome, setOutcome] = useState<{ message: string; seq?: number; error?: boolean }>();
  /** The rows the last send recorded: their answers show under the editor. */
  const [sentSeqs, setSentSeqs] = useState<readonly number[]>([]);
  const revisionRef = useRef(revision);
  revisionRef.current = revision;
  const editorText = useRef(text);
  editorText.current = text;

  // The panel mounts when its tab is first shown, so Monaco loads then, not with the page.
  const load = useCallback(async () => {
    const { createRawEditor, loadJsonSupport } = await import('../../editor/rawEditor');
    await loadJsonSupport();
    return (container: HTMLDivElement) =>
      createRawEditor({
        container,
        initial: editorText.current,
        methods: () => lint.clientMethods(revisionRef.current),
        onChange: setText,
        onSubmit: () => void sendRef.current(),
      });
  }, [lint]);
  const { host, editor, state: editorState, retry } = useLazyMonaco(load);

  const insert = useCallback(
    (example: string) => {
      setText(example);
      editor.current?.setText(example);
      editor.current?.focus();
    },
    [editor],
  );
  const draft = useRawDraft(rawDraft, insert);

  const send = async (toSend = editor.current?.text() ?? text) => {
    // The first line sent from a draft says which row it resends; the link is for that one send.
    const resendOf = draft.resend?.resendOf;
    draft.forget();
    const result = await client.sendRaw(toSend, resendOf === undefined ? {} : { resendOf });
    setSentSeqs(result.seqs);
    if (result.error) setOutcome({ message: describeError(result.error), error: true, seq: result.firstSeq });
    else if (result.sent === 0) setOutcome({ message: 'Nothing to send: the editor is empty.', error: true });
    else {
      const how = result.compacted ? ' (compacted to one line, as stdio framing requires)' : '';
      setOutcome({
        message: `Sent ${result.sent} line${result.sent === 1 ? '' : 's'}${how}; the answer is in Traffic.`,
        seq: result.firstSeq,
      });
    }
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void checkRawText(lint, text, revision)
        .then((found) => {
          if (!current) return;
          setProblems(found);
          editor.current?.setProblems(found);
        })
        .catch(
          (cause: unknown) =>
            current && setProblems([{ line: 1, message: `the check failed: ${String(cause)}` }]),
        );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, revision, lint]);

  return (
    <div className="raw-panel">
      <div className="toolbar">
        <label>
          Example{' '}
          <select
            value=""
            onChange={(event) =>
              event.target.value !== '' && insert(examples[Number(event.target.value)]?.text ?? '')
            }
          >
            <option value="">insert…</option>
            {examples.map((example, i) => (
              <option key={example.label} value={i}>
                {example.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="primary" onClick={() => void send()}>
          Send
        </button>
        <span className="muted">One message per line; Ctrl+Enter sends. Checked against {revision}.</span>
      </div>
      {draft.resend && (
        <p className="raw-resend" role="note" aria-label="Resending">
          Resending #{draft.resend.resendOf}
          {draft.resend.id !== undefined && ` with the session's next id, ${draft.resend.id}`}: edit it, then
          Send. The line sent is linked to #{draft.resend.resendOf} in Traffic.{' '}
          <button type="button" onClick={() => showExchange(draft.resend?.resendOf as number)}>
            Show #{draft.resend.resendOf} in Traffic
          </button>{' '}
          <button type="button" onClick={draft.forget}>
            Do not link
          </button>
        </p>
      )}
      <div ref={host} className="raw-editor" hidden={editorState.status === 'failed'} />
      {editorState.status === 'failed' && (
        <>
          <EditorLoadFailure message={editorState.message} hint={editorState.hint} onRetry={retry} />
          <textarea
            aria-label="Raw JSON-RPC message"
            className="mono"
            rows={8}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </>
      )}
      <div aria-live="polite" className="section">
        {outcome && (
          <p className={outcome.error ? 'error-text' : undefined} role="status">
            {outcome.message}{' '}
            {outcome.seq !== undefined && (
              <button type="button" onClick={() => showExchange(outcome.seq as number)}>
                Show in Traffic
              </button>
            )}
          </p>
        )}
        {problems.length === 0 ? (
          <p className="muted">No schema problems for {revision}.</p>
        ) : (
          <ul className="error-text" aria-label="Schema problems">
            {problems.map((problem, i) => (
              <li key={i}>
                Line {problem.line}: {problem.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      <RawAnswers seqs={sentSeqs} onShow={showExchange} />
    </div>
  );
}
