// The fields of a form generated from a JSON Schema (formModel.ts), one input per property,
// nested objects as fieldsets and arrays as lists with Add / Remove.
import { useId } from 'react';
import type { FieldSpec, Json, PropertySpec } from './formModel';
import { JsonField } from './JsonField';
import { Markdown } from '../markdown/Markdown';

type Value = unknown;

interface FieldProps {
  spec: FieldSpec;
  label: string;
  required: boolean;
  value: Value;
  onChange: (value: Value) => void;
  describedBy?: string;
  invalid?: boolean;
}

function optionLabel(option: Json): string {
  return typeof option === 'string' ? option : JSON.stringify(option);
}

function Field({ spec, label, required, value, onChange, describedBy, invalid }: FieldProps) {
  const common = {
    'aria-label': label,
    'aria-required': required,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
  };
  switch (spec.kind) {
    case 'string':
      // Every string can hold line breaks (a source text, a message); free-text ones start taller.
      return (
        <textarea
          {...common}
          rows={spec.multiline ? 4 : 1}
          minLength={spec.minLength}
          maxLength={spec.maxLength}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
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
      return (
        <select
          {...common}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
        >
          <option value="">(not set)</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      );
    case 'enum': {
      const index = spec.options.findIndex((option) => JSON.stringify(option) === JSON.stringify(value));
      return (
        <select
          {...common}
          value={index < 0 ? '' : String(index)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : spec.options[Number(e.target.value)])}
        >
          <option value="">(not set)</option>
          {spec.options.map((option, i) => (
            <option key={i} value={i}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      );
    }
    case 'object':
      return (
        <fieldset aria-label={label}>
          <SchemaFields
            properties={spec.properties}
            value={(value as Record<string, unknown>) ?? {}}
            onChange={(next) => onChange(next)}
          />
        </fieldset>
      );
    case 'array': {
      const items = Array.isArray(value) ? value : [];
      return (
        <fieldset aria-label={label}>
          {items.map((item, i) => (
            <div key={i} className="array-item">
              <Field
                spec={spec.items}
                label={`${label} item ${i + 1}`}
                required
                value={item}
                onChange={(next) => onChange(items.map((old, j) => (j === i ? next : old)))}
              />
              <button type="button" onClick={() => onChange(items.filter((_, j) => j !== i))}>
                Remove {label} item {i + 1}
              </button>
            </div>
          ))}
          <button type="button" onClick={() => onChange([...items, undefined])}>
            Add {label} item
          </button>
        </fieldset>
      );
    }
    case 'json':
      return <JsonField label={label} value={value} onChange={onChange} describedBy={describedBy} />;
  }
}

function Property({
  property,
  value,
  onChange,
  problems,
}: {
  property: PropertySpec;
  value: Value;
  onChange: (v: Value) => void;
  /** Why the form was not sent, for this field (formProblems.ts); top-level fields only. */
  problems?: readonly string[];
}) {
  const hint = useId();
  const problem = useId();
  const describedBy = [property.description ? hint : '', problems ? problem : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field" data-field={property.name} data-invalid={problems ? true : undefined}>
      <span className="field-label" aria-hidden="true">
        {property.title ?? property.name}
        {property.title && <span className="muted"> ({property.name})</span>}
        {property.required && <span className="error-text"> *</span>}
      </span>
      <Field
        spec={property.spec}
        label={property.name}
        required={property.required}
        value={value}
        onChange={onChange}
        describedBy={describedBy || undefined}
        invalid={problems !== undefined}
      />
      {problems && (
        <span id={problem} className="error-text field-hint">
          {property.name} {problems.join('; ')}
        </span>
      )}
      {property.description && (
        <Markdown id={hint} className="muted field-hint" text={property.description} />
      )}
    </div>
  );
}

interface SchemaFieldsProps {
  properties: readonly PropertySpec[];
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** Property → why the form was not sent (formProblems.ts). */
  problems?: ReadonlyMap<string, readonly string[]>;
}

export function SchemaFields({ properties, value, onChange, problems }: SchemaFieldsProps) {
  return (
    <>
      {properties.map((property) => (
        <Property
          key={property.name}
          property={property}
          value={value[property.name]}
          onChange={(next) => onChange({ ...value, [property.name]: next })}
          problems={problems?.get(property.name)}
        />
      ))}
    </>
  );
}
