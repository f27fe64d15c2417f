// The elicitation dialog (docs/playground.md, "Elicitation"): one modal per round, holding
// every request of it, each as a form generated from its requestedSchema (the form engine's flat
// profile, forms/flatProfile.ts, in the Tools form's renderer), with the server's message
// and which request asked. A URL-mode request shows its URL instead of a form (UrlElicitation.tsx);
// accepting it says the person consents or is done, with no content. Accept, Decline or Cancel are
// the only ways out: Escape and clicks outside do nothing, and focus stays inside. The buttons are
// pinned below the scrolling form (ModalFooter.tsx); Accept with a field that does not fit sends
// nothing, says why beside each such field, counts them by the buttons and focuses the first.
import { useEffect, useId, useRef, useState } from 'react';
import { isUrlElicitation, type ElicitAny, type ElicitationAsker, type ElicitResult } from '../../client';
import { focusFirst, focusFirstInvalid, modalKeyDown } from '../modalKeys';
import { ModalFooter } from '../ModalFooter';
import { problemsOf } from '../forms/fieldProblems';
import { flatFormFromSchema } from '../forms/flatProfile';
import { argumentsFrom, initialValue } from '../forms/formValue';
import { SchemaFields } from '../forms/SchemaFields';
import { UrlElicitation } from './UrlElicitation';
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
    request && !isUrlElicitation(request) ? [{ key, form: flatFormFromSchema(request.requestedSchema) }] : [],
  );
  const urlKeys = entries.flatMap(([key, request]) => (isUrlElicitation(request) ? [key] : []));
  const answered = [...forms.map(({ key }) => key), ...urlKeys];
  const [values, setValues] = useState<Record<string, Record<string, unknown>>>(() =>
    Object.fromEntries(forms.map(({ key, form }) => [key, initialValue(form)])),
  );
  // How many times Accept was refused: each refusal moves the focus to the first field to fix.
  const [refusals, setRefusals] = useState(0);
  const tried = refusals > 0;
  const problems = Object.fromEntries(
    forms.map(({ key, form }) => [key, problemsOf(form.properties, values[key] ?? {})]),
  );
  const invalidLabels = forms.flatMap(({ key, form }) =>
    form.properties.filter(({ name }) => problems[key]?.[name]).map(({ name, title }) => title ?? name),
  );

  useEffect(() => {
    focusFirst(dialog.current);
  }, []);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(dialog.current);
  }, [refusals]);

  const answerAll = (action: 'decline' | 'cancel') =>
    onAnswer(Object.fromEntries(answered.map((key) => [key, { action }])));

  const accept = () => {
    if (invalidLabels.length > 0) return setRefusals((n) => n + 1);
    onAnswer(
      Object.fromEntries([
        ...forms.map(({ key, form }) => [
          key,
          { action: 'accept', content: argumentsFrom(form, values[key] ?? {}) },
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
        <form
          aria-label="Elicitation form"
          className="modal-form"
          // Each field says why its value does not fit (forms/fieldProblems.ts), not the browser.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            accept();
          }}
        >
          <div className="modal-body">
            <p className="muted">{askerText(round.asker)}</p>
            {entries.map(([key, request]) =>
              request ? (
                <section key={key} aria-label={`Request ${key}`} className="elicitation-request">
                  {entries.length > 1 && <h3>{key}</h3>}
                  <p className="elicitation-message">{request.message}</p>
                  {isUrlElicitation(request) && <UrlElicitation request={request} />}
                  {forms
                    .filter((f) => f.key === key)
                    .map(({ form }) => (
                      <SchemaFields
                        key={key}
                        properties={form.properties}
                        value={values[key] ?? {}}
                        onChange={(value) => setValues({ ...values, [key]: value })}
                        problems={tried ? problems[key] : undefined}
                      />
                    ))}
                </section>
              ) : (
                <p key={key} className="muted">
                  {key}: the server asked for something other than an elicitation; it is left unanswered.
                </p>
              ),
            )}
          </div>
          <ModalFooter invalid={tried ? invalidLabels : undefined}>
            <button type="submit" className="primary">
              Accept
            </button>
            <button type="button" onClick={() => answerAll('decline')}>
              Decline
            </button>
            <button type="button" onClick={() => answerAll('cancel')}>
              Cancel
            </button>
          </ModalFooter>
        </form>
      </div>
    </div>
  );
}
