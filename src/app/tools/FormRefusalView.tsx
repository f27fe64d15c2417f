// What the Tools form says when it does not send (formProblems.ts): an alert next to the fields or
// the JSON box, each field's problem a button that puts the focus on that field, and, for a
// schema mismatch, "Send anyway" (the playground is also for watching a server refuse bad input).
import type { FormRefusal } from './formProblems';

interface FormRefusalViewProps {
  refusal: FormRefusal;
  /** Puts the focus on a field (undefined: the JSON box). */
  focus: (field: string | undefined) => void;
  onSendAnyway: () => void;
}

export function FormRefusalView({ refusal, focus, onSendAnyway }: FormRefusalViewProps) {
  if (refusal.kind === 'raw') {
    return (
      <div role="alert" className="form-refusal error-text">
        Not sent: {refusal.message}{' '}
        <button type="button" onClick={() => focus(undefined)}>
          Edit the JSON
        </button>
      </div>
    );
  }
  return (
    <div role="alert" className="form-refusal error-text">
      Not sent: the arguments do not match the tool&apos;s input schema.
      <ul>
        {[...refusal.byField].map(([field, problems]) => (
          <li key={field}>
            <button type="button" className="link-button" onClick={() => focus(field)}>
              {field} {problems.join('; ')}
            </button>
          </li>
        ))}
        {refusal.other.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <button type="button" onClick={onSendAnyway}>
        Send anyway
      </button>
    </div>
  );
}
