// The fields of a form generated from a JSON Schema (../forms/schemaForm.ts), one input per property,
// nested objects as fieldsets and arrays as lists with Add / Remove.
import type { FieldSpec, PropertySpec } from '../forms/schemaForm';
import { JsonField } from './JsonField';
import { FieldFrame } from '../forms/FieldFrame';

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
              {spec.labels[i]}
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
  return (
    <FieldFrame
      name={property.name}
      title={property.title}
      required={property.required}
      description={property.description}
      problem={problems && `${property.name} ${problems.join('; ')}`}
    >
      {(describedBy) => (
        <Field
          spec={property.spec}
          label={property.name}
          required={property.required}
          value={value}
          onChange={onChange}
          describedBy={describedBy}
          invalid={problems !== undefined}
        />
      )}
    </FieldFrame>
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
