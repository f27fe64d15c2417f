// The elicitation dialog (docs/playground.md, "Elicitation dialog"): one modal per round, holding
// every request of it, each as a form generated from its requestedSchema, with the server's message
// and which request asked. A URL-mode request shows its URL instead of a form (UrlElicitation.tsx);
// accepting it says the person consents or is done, with no content. Accept, Decline or Cancel are the only ways out: Escape and clicks
// outside do nothing, and focus stays inside.
import { useEffect, useId, useRef, useState } from 'react';
import { isUrlElicitation, type ElicitAny, type ElicitationAsker, type ElicitResult } from '../../client';
import { focusFirst, modalKeyDown } from '../modalKeys';
import { ElicitationField } from './ElicitationField';
import { UrlElicitation } from './UrlElicitation';
import { contentOf, fieldsOf, initialValues, problemsOf, type FormValues } from './elicitationForm';
import './elicitation.css';

export interface ElicitationRound {
  readonly requests: Readonly<Record<string, ElicitAny | null>>;
  readonly asker: ElicitationAsker;
}

interface ElicitationDialogProps {
  round: ElicitationRound;
  onAnswer: (answers: Record<string, ElicitResult>) => void;
}

function askerText({ style, method, name, id, round, task }: ElicitationAsker): string {
  const call = [method, name].filter(Boolean).join(' ');
  if (task !== undefined) return `Task ${task}${call ? ` (${call})` : ''} is input_required.`;
  if (style === 'mrtr')
    return `${call || 'A request'} (id ${JSON.stringify(id)}) answered input_required: round ${round}.`;
  return `The server's elicitation/create (id ${JSON.stringify(id)})${call ? `, during ${call}` : ''}.`;
}

export function ElicitationDialog({ round, onAnswer }: ElicitationDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const entries = Object.entries(round.requests);
  const forms = entries.flatMap(([key, request]) =>
    request && !isUrlElicitation(request) ? [{ key, request, fields: fieldsOf(request) }] : [],
  );
  const urlKeys = entries.flatMap(([key, request]) => (isUrlElicitation(request) ? [key] : []));
  const answered = [...forms.map(({ key }) => key), ...urlKeys];
  const [values, setValues] = useState<Record<string, FormValues>>(() =>
    Object.fromEntries(forms.map(({ key, request }) => [key, initialValues(request)])),
  );
  const [tried, setTried] = useState(false);
  const problems = Object.fromEntries(
    forms.map(({ key, fields }) => [key, problemsOf(fields, values[key] ?? {})]),
  );
  const valid = Object.values(problems).every((p) => Object.keys(p).length === 0);

  useEffect(() => {
    focusFirst(dialog.current);
  }, []);

  const answerAll = (action: 'decline' | 'cancel') =>
    onAnswer(Object.fromEntries(answered.map((key) => [key, { action }])));

  const accept = () => {
    setTried(true);
    if (!valid) return;
    onAnswer(
      Object.fromEntries([
        ...forms.map(({ key, fields }) => [
          key,
          { action: 'accept', content: contentOf(fields, values[key] ?? {}) },
        ]),
        ...urlKeys.map((key) => [key, { action: 'accept' }]),
      ]),
    );
  };

  const subject = round.asker.name ?? round.asker.method ?? 'the server';
  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="modal-dialog elicitation-dialog"
        onKeyDown={(event) => modalKeyDown(event, dialog.current)}
      >
        <h2 id={titleId}>
          Elicitation: {subject} asks for input
          {round.asker.round !== undefined && ` (round ${round.asker.round})`}
        </h2>
        <p className="muted">{askerText(round.asker)}</p>
        <form
          aria-label="Elicitation form"
          onSubmit={(event) => {
            event.preventDefault();
            accept();
          }}
        >
          {entries.map(([key, request]) =>
            request ? (
              <section key={key} aria-label={`Request ${key}`} className="elicitation-request">
                {entries.length > 1 && <h3>{key}</h3>}
                <p className="elicitation-message">{request.message}</p>
                {isUrlElicitation(request) && <UrlElicitation request={request} />}
                {(forms.find((f) => f.key === key)?.fields ?? []).map((field) => (
                  <ElicitationField
                    key={field.name}
                    field={field}
                    value={values[key]?.[field.name]}
                    problem={tried ? problems[key]?.[field.name] : undefined}
                    onChange={(value) =>
                      setValues({ ...values, [key]: { ...values[key], [field.name]: value } })
                    }
                  />
                ))}
              </section>
            ) : (
              <p key={key} className="muted">
                {key}: the server asked for something other than an elicitation; it is left unanswered.
              </p>
            ),
          )}
          <div className="toolbar">
            <button type="submit" className="primary">
              Accept
            </button>
            <button type="button" onClick={() => answerAll('decline')}>
              Decline
            </button>
            <button type="button" onClick={() => answerAll('cancel')}>
              Cancel
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
