// Chooses the buffer a tool call works on (sourceSelection.ts).
import { bufferName } from '../../editor/workspace';
import { useWorkspace } from '../playground';
import { ACTIVE, FORM_ONLY, type SourceChoice } from './sourceSelection';

interface SourceSelectorProps {
  value: SourceChoice;
  fields: readonly string[];
  onChange: (value: SourceChoice) => void;
}

export function SourceSelector({ value, fields, onChange }: SourceSelectorProps) {
  const { uris, active } = useWorkspace();
  const sends = fields.includes('text') ? '`text` and `uri`' : '`uri`';
  return (
    <div className="form-field">
      <label>
        Source{' '}
        <select value={value} onChange={(event) => onChange(event.target.value)}>
          <option value={ACTIVE}>Active buffer ({bufferName(active)})</option>
          {uris.map((uri) => (
            <option key={uri} value={uri}>
              {uri}
            </option>
          ))}
          <option value={FORM_ONLY}>Only the form fields</option>
        </select>
      </label>
      <span className="muted field-hint">
        {value === FORM_ONLY
          ? 'The form’s own text, path or uri are sent.'
          : `The buffer is sent as ${sends}.`}
      </span>
    </div>
  );
}
