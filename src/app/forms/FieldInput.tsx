// The input of one leaf field of a generated form, chosen by its schema alone (schemaForm.ts), so a
// property looks and behaves the same in the Tools form and the elicitation dialog (docs/playground.md,
// "Tools" and "Elicitation"). Nested objects and lists of fields are SchemaFields.tsx's.
import { JsonField } from './JsonField';
import type { FieldSpec, Json } from './schemaForm';

export type LeafSpec = Exclude<FieldSpec, { kind: 'object' | 'array' }>;

export interface FieldInputProps {
  spec: LeafSpec;
  label: string;
  required: boolean;
  value: unknown;
  onChange: (value: unknown) => void;
  describedBy?: string;
  invalid?: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The `<option>` values of a choice: the options themselves when each is a non-empty string (so the
 * page holds what is sent), else their indexes.
 */
function optionKeys(options: readonly Json[]): string[] {
  return options.every((option) => typeof option === 'string' && option !== '')
    ? (options as string[])
    : options.map((_, i) => String(i));
}

export function FieldInput({
  spec,
  label,
  required,
  value,
  onChange,
  describedBy,
  invalid,
}: FieldInputProps) {
  const common = {
    'aria-label': label,
    'aria-required': required,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
  };
  switch (spec.kind) {
    case 'string': {
      const text = typeof value === 'string' ? value : '';
      const bounds = { minLength: spec.minLength, maxLength: spec.maxLength };
      // Free text (a source, a message) may span lines; any other string is one line, and Enter
      // sends the form. A date gets the browser's picker; other formats are checked as text.
      if (spec.multiline)
        return (
          <textarea
            {...common}
            {...bounds}
            rows={4}
            value={text}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      return (
        <input
          {...common}
          {...bounds}
          type={spec.format === 'date' ? 'date' : 'text'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
    case 'number':
      return (
        <input
          {...common}
          type="number"
          step={spec.integer ? 1 : 'any'}
          min={spec.minimum}
          max={spec.maximum}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      );
    case 'boolean':
      // Left unticked and untouched, an optional boolean is not sent; a required one sends false.
      return (
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'enum': {
      const keys = optionKeys(spec.options);
      const index = spec.options.findIndex((option) => same(option, value));
      return (
        <select
          {...common}
          value={index < 0 ? '' : keys[index]}
          onChange={(e) => {
            const picked = keys.indexOf(e.target.value);
            onChange(picked < 0 ? undefined : spec.options[picked]);
          }}
        >
          <option value="">{required ? '(choose)' : '(not set)'}</option>
          {spec.options.map((_, i) => (
            <option key={i} value={keys[i]}>
              {spec.labels[i]}
            </option>
          ))}
        </select>
      );
    }
    case 'multi': {
      const chosen = Array.isArray(value) ? (value as unknown[]) : [];
      return (
        <fieldset {...common} className="field-multi">
          {spec.options.map((option, i) => (
            <label key={i}>
              <input
                type="checkbox"
                checked={chosen.some((c) => same(c, option))}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, option] : chosen.filter((c) => !same(c, option)))
                }
              />{' '}
              {spec.labels[i]}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'json':
      return <JsonField label={label} value={value} onChange={onChange} describedBy={describedBy} />;
    case 'unsupported':
      return <span className="muted">(a field of this kind cannot be filled in here; it is left out)</span>;
  }
}
