// A prompt argument field that completes as you type (docs/playground.md, "Resources and Prompts"):
// a combobox whose suggestion list comes from completion/complete, with the other arguments sent as
// `context.arguments` (as the MCP Inspector does). ↓ and ↑ move through the list, Enter fills the
// highlighted value, Escape closes it; "100 of 312" says when the server cut the list.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { describeError } from '../../client';
import type { CompletionQuery, CompletionRef } from '../../client/completion';
import { afterPointerClick } from './afterPointerClick';
import { useCompletion } from './useCompletion';
import './completion.css';
import { Markdown } from '../markdown/Markdown';

interface CompletingFieldProps {
  completionRef: CompletionRef;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The other arguments' values; the empty ones are left out of `context.arguments`. */
  context: Readonly<Record<string, string>>;
  required?: boolean;
  description?: string;
}

/** "100 of 312" when the list was cut (or `hasMore` says there is more), nothing otherwise. */
export function shownOf(values: number, total: number | undefined, hasMore: boolean | undefined): string {
  if (total !== undefined && total > values) return `${values} of ${total}`;
  return hasMore ? `${values} of more` : '';
}

export function CompletingField(props: CompletingFieldProps) {
  const { completionRef, name, value, onChange, context, required, description } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const inputId = useId();
  const filled = Object.fromEntries(Object.entries(context).filter(([key, v]) => key !== name && v !== ''));
  const query: CompletionQuery | undefined = open
    ? { ref: completionRef, argument: name, value, context: filled }
    : undefined;
  const { shown } = useCompletion(query);
  const answer = shown?.call.outcome.ok ? shown.call.outcome.value.completion : undefined;
  const values = open ? (answer?.values ?? []) : [];
  const current = Math.min(active, values.length - 1);
  const expanded = open && values.length > 0;

  useEffect(() => {
    if (expanded) document.getElementById(`${listId}-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, current, listId]);

  const accept = (picked: string) => {
    onChange(picked);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (values.length > 0) setActive((current + step + values.length) % values.length);
    } else if (event.key === 'Enter' && expanded) {
      // Enter picks the highlighted value; with the list closed it submits the form as usual.
      event.preventDefault();
      accept(values[current] as string);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const more = answer ? shownOf(answer.values.length, answer.total, answer.hasMore) : '';
  const failed = open && shown && !shown.call.outcome.ok ? describeError(shown.call.outcome.error) : '';
  return (
    <div className="form-field">
      <label htmlFor={inputId}>
        {name}
        {required && <span className="error-text"> *</span>}
      </label>
      <div className="completing-field">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${listId}-${current}` : undefined}
          aria-required={required}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => afterPointerClick(() => setOpen(false))}
        />
        <div className="suggestions" hidden={!expanded}>
          <ul id={listId} role="listbox" aria-label={`Suggestions for ${name}`}>
            {values.map((suggestion, i) => (
              <li
                key={i}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === current}
                // mousedown, not click: the input keeps its focus, so its blur does not close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  accept(suggestion);
                }}
              >
                {suggestion}
              </li>
            ))}
          </ul>
          {more && <p className="muted suggestions-count">{more}</p>}
        </div>
      </div>
      {failed && <span className="error-text field-hint">Completion failed: {failed}</span>}
      {description && <Markdown className="muted field-hint" text={description} />}
    </div>
  );
}
