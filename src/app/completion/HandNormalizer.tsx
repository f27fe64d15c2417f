// "Normalize by hand" (docs/completion.md, "What the playground shows"): a JSON box that is a
// completer's raw output, run through the very code the session runs, with one example per row of
// the normalization table.
import { useCallback, useEffect, useRef, useState } from 'react';
import { EditorLoadFailure } from '../EditorLoadFailure';
import { useLazyMonaco } from '../useLazyMonaco';
import { HAND_EXAMPLES } from './handExamples';
import { normalizeByHand, type HandOutcome } from './handNormalize';
import { NormalizedView } from './NormalizedView';
import { RawSummaryView } from './RawSummaryView';
import { RulesList } from './RulesList';

const LABEL = 'Raw completer output (JSON)';

export function HandNormalizer() {
  const [text, setText] = useState(HAND_EXAMPLES[4]?.text ?? '{"values": []}');
  const [outcome, setOutcome] = useState<HandOutcome>();
  const initial = useRef(text);

  const load = useCallback(async () => {
    const { createJsonBoxEditor, loadJsonSupport } = await import('../../editor/jsonBoxEditor');
    await loadJsonSupport();
    return (container: HTMLDivElement) =>
      createJsonBoxEditor({ container, initial: initial.current, ariaLabel: LABEL, onChange: setText });
  }, []);
  const { host, editor, state, retry } = useLazyMonaco(load);

  useEffect(() => {
    let current = true;
    void normalizeByHand(text).then((made) => current && setOutcome(made));
    return () => {
      current = false;
    };
  }, [text]);

  const insert = (example: string) => {
    setText(example);
    initial.current = example;
    editor.current?.setText(example);
  };

  return (
    <section className="section hand-box" aria-label="Normalize by hand">
      <h3>Normalize by hand</h3>
      <p className="muted">
        Write what a completer returns (<code>{'{"values": [...], "total": ..., "hasMore": ...}'}</code>,
        nulls allowed; text that is not JSON is a completer that throws). The server’s own normalization runs
        on it.
      </p>
      <div className="hand-examples" role="group" aria-label="Examples, one per row of the table">
        {HAND_EXAMPLES.map((example) => (
          <button key={example.row} type="button" onClick={() => insert(example.text)}>
            {example.row}
          </button>
        ))}
      </div>
      <div ref={host} className="hand-editor" hidden={state.status === 'failed'} />
      {state.status === 'failed' && (
        <>
          <EditorLoadFailure message={state.message} hint={state.hint} onRetry={retry} />
          <textarea
            aria-label={LABEL}
            className="mono"
            rows={6}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </>
      )}
      {outcome && (
        <div className="completion-columns" aria-label="Hand result" role="group">
          {outcome.ok ? (
            <>
              <RawSummaryView raw={outcome.trace.raw} />
              <NormalizedView completion={outcome.normalized} />
              <RulesList rules={outcome.trace.rules} />
            </>
          ) : (
            <>
              <section aria-label="Error">
                <h4>Error</h4>
                <p className="error-text" role="alert">
                  {outcome.code} {outcome.message}
                </p>
              </section>
              <RulesList rules={[]} refused={outcome.failure} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
