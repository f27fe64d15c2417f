// A field the form cannot express (a union, a free-form object): edited as JSON text, with the
// parse error shown as you type. The value is only updated when the text parses.
import { useState } from 'react';

interface JsonFieldProps {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  describedBy?: string;
}

export function JsonField({ label, value, onChange, describedBy }: JsonFieldProps) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value)));
  const [problem, setProblem] = useState('');

  const edit = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setProblem('');
      onChange(undefined);
      return;
    }
    try {
      onChange(JSON.parse(next));
      setProblem('');
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause));
    }
  };

  return (
    <span>
      <textarea
        aria-label={`${label} (JSON)`}
        aria-invalid={problem !== ''}
        aria-describedby={describedBy}
        className="mono"
        rows={2}
        value={text}
        onChange={(e) => edit(e.target.value)}
      />
      {problem && <span className="error-text"> Not JSON: {problem}</span>}
    </span>
  );
}
