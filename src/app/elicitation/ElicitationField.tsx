// One field of the elicitation form: its input by kind of the restricted profile, in the frame
// every generated form's field has (forms/FieldFrame.tsx: label, description, and why its value
// does not fit, right next to it; docs/playground.md, "Elicitation dialog").
import { FieldFrame } from '../forms/FieldFrame';
import type { ElicitField, FormValues } from './elicitationForm';

interface ElicitationFieldProps {
  field: ElicitField;
  value: FormValues[string];
  problem: string | undefined;
  onChange: (value: FormValues[string]) => void;
}

export function ElicitationField({ field, value, problem, onChange }: ElicitationFieldProps) {
  return (
    <FieldFrame
      name={field.name}
      title={field.title}
      required={field.required}
      description={field.description}
      problem={problem}
      alertProblem
    >
      {(describedBy) => (
        <ElicitationInput
          field={field}
          value={value}
          problem={problem}
          onChange={onChange}
          describedBy={describedBy}
        />
      )}
    </FieldFrame>
  );
}

function ElicitationInput({
  field,
  value,
  problem,
  onChange,
  describedBy,
}: ElicitationFieldProps & { describedBy: string | undefined }) {
  const common = {
    'aria-label': field.title,
    'aria-required': field.required,
    'aria-invalid': problem !== undefined,
    'aria-describedby': describedBy,
  };

  switch (field.kind) {
    case 'text':
      return (
        <input
          {...common}
          // A date gets the browser's picker; other formats stay free text, checked by problemOf.
          type={field.format === 'date' ? 'date' : 'text'}
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return (
        <input
          {...common}
          type="number"
          step={field.integer ? 1 : 'any'}
          min={field.minimum}
          max={field.maximum}
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'boolean':
      return (
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'choice':
      return (
        <select
          {...common}
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">(choose)</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'multi': {
      const chosen = (value as readonly string[] | undefined) ?? [];
      return (
        <fieldset {...common} className="elicitation-multi">
          {field.options.map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={(e) =>
                  onChange(
                    e.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value),
                  )
                }
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'unsupported':
      return (
        <span className="muted">(this kind of field is not part of elicitation forms; it is left out)</span>
      );
  }
}
