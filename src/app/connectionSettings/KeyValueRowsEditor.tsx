// The one key/value row editor of the session bar's popovers (docs/playground.md, "Session bar"):
// the Headers (names and values, values masked until shown) and the Metadata (`_meta` keys and
// values) both edit their rows here. A row's problem is said beside it as it is typed; a row with
// an empty key is one being typed, not a problem.
import { useState } from 'react';
import './connectionSettings.css';

export interface KeyValueRow {
  readonly key: string;
  readonly value: string;
}

interface KeyValueRowsEditorProps {
  rows: readonly KeyValueRow[];
  onChange: (rows: readonly KeyValueRow[]) => void;
  /** What one row is, in its controls' names: "header" gives "Value of header 1", "Add header". */
  noun: string;
  /** What the key is called: "Name" gives "Name of header 1". */
  keyWord: string;
  keyPlaceholder?: string;
  valuePlaceholder?: string;
  /** Why row `index` is not sent, or undefined. */
  problemOf: (index: number) => string | undefined;
  /** Values are secrets (an Authorization): shown as a password field until the row's Show. */
  masked?: boolean;
}

export function KeyValueRowsEditor({
  rows,
  onChange,
  noun,
  keyWord,
  keyPlaceholder,
  valuePlaceholder,
  problemOf,
  masked = false,
}: KeyValueRowsEditorProps) {
  // Rows shown unmasked; forgotten with the popover, so a value is masked again when it reopens.
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const edit = (index: number, patch: Partial<KeyValueRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const toggleShown = (index: number) => {
    const next = new Set(shown);
    if (!next.delete(index)) next.add(index);
    setShown(next);
  };
  const remove = (index: number) => {
    // The indexes after it move up: nothing stays shown by accident.
    setShown(new Set());
    onChange(rows.filter((_, i) => i !== index));
  };

  return (
    <>
      {rows.map((row, index) => {
        const problem = problemOf(index);
        const n = index + 1;
        return (
          <div key={index} className="header-row">
            <input
              aria-label={`${keyWord} of ${noun} ${n}`}
              placeholder={keyPlaceholder}
              value={row.key}
              onChange={(event) => edit(index, { key: event.target.value })}
            />
            <input
              aria-label={`Value of ${noun} ${n}`}
              placeholder={valuePlaceholder}
              {...(masked ? { type: shown.has(index) ? 'text' : 'password', autoComplete: 'off' } : {})}
              value={row.value}
              onChange={(event) => edit(index, { value: event.target.value })}
            />
            {masked && (
              <button
                type="button"
                aria-pressed={shown.has(index)}
                aria-label={`Show ${noun} ${n}`}
                onClick={() => toggleShown(index)}
              >
                {shown.has(index) ? 'Hide' : 'Show'}
              </button>
            )}
            <button type="button" aria-label={`Remove ${noun} ${n}`} onClick={() => remove(index)}>
              Remove
            </button>
            {problem && <p role="alert">{problem}</p>}
          </div>
        );
      })}
      <button type="button" onClick={() => onChange([...rows, { key: '', value: '' }])}>
        Add {noun}
      </button>
    </>
  );
}
