// The one renderer of a form generated from a JSON Schema (schemaForm.ts), for the Tools form and
// the elicitation dialog alike: one framed field per property (FieldFrame.tsx), its input by kind
// (FieldInput.tsx), nested objects as fieldsets and lists as items with Add / Remove.
import { FieldFrame } from './FieldFrame';
import { FieldInput, type FieldInputProps } from './FieldInput';
import type { FieldSpec, PropertySpec } from './schemaForm';
import './forms.css';

type FieldProps = Omit<FieldInputProps, 'spec'> & { spec: FieldSpec };

function Field(props: FieldProps) {
  const { spec, label, value, onChange } = props;
  switch (spec.kind) {
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
    default:
      return <FieldInput {...props} spec={spec} />;
  }
}

interface SchemaFieldsProps {
  properties: readonly PropertySpec[];
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** Property → why its value does not fit, said next to it (top-level fields only). */
  problems?: Readonly<Record<string, string>>;
}

export function SchemaFields({ properties, value, onChange, problems }: SchemaFieldsProps) {
  return (
    <>
      {properties.map((property) => {
        const problem = problems?.[property.name];
        return (
          <FieldFrame
            key={property.name}
            name={property.name}
            title={property.title}
            required={property.required}
            description={property.description}
            problem={problem}
          >
            {(describedBy) => (
              <Field
                spec={property.spec}
                label={property.title ?? property.name}
                required={property.required}
                value={value[property.name]}
                onChange={(next) => onChange({ ...value, [property.name]: next })}
                describedBy={describedBy}
                invalid={problem !== undefined}
              />
            )}
          </FieldFrame>
        );
      })}
    </>
  );
}
