// What every field of a generated form shows around its input (forms/schemaForm.ts): the label
// with the property's name when a title hides it and a mark when required, then the input, why its
// value does not fit, and the property's description (Markdown, as every description a server
// sends; docs/playground.md, "Tools"). Tools' forms and the elicitation dialog both use it.
import { useId, type ReactNode } from 'react';
import { Markdown } from '../markdown/Markdown';

interface FieldFrameProps {
  name: string;
  title: string | undefined;
  required: boolean;
  description: string | undefined;
  /** Why the value does not fit, if it does not. */
  problem: string | undefined;
  /** Renders the input, given the ids that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
}

export function FieldFrame({ name, title, required, description, problem, children }: FieldFrameProps) {
  const hint = useId();
  const error = useId();
  // The problem first: it is what a screen reader says on reaching a field the dialog refused.
  const describedBy = [problem ? error : '', description ? hint : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field" data-field={name} data-invalid={problem ? true : undefined}>
      <span className="field-label" aria-hidden="true">
        {title ?? name}
        {title !== undefined && title !== name && <span className="muted"> ({name})</span>}
        {required && <span className="error-text"> *</span>}
      </span>
      {children(describedBy)}
      {problem && (
        <span id={error} className="error-text field-hint">
          {problem}
        </span>
      )}
      {description && <Markdown id={hint} className="muted field-hint" text={description} />}
    </div>
  );
}
