// Elicitation's `requestedSchema` is the form engine's restricted flat profile (docs/elicitation.md;
// docs/playground.md, "Elicitation"): a flat object of primitive properties — a string (with its
// format and length bounds), a number or integer (with its bounds), a boolean, a choice among
// strings (`enum`, titled `oneOf`) and, from 2025-11-25, a multi-select of them. The engine reads
// the schema as it reads any (schemaForm.ts); a property it reads as anything else is shown as
// outside the profile and never sent.
import { formFromSchema, type FieldSpec, type ObjectSpec, type PropertySpec } from './schemaForm';

function inProfile(spec: FieldSpec): boolean {
  switch (spec.kind) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'enum':
    case 'multi':
      return spec.options.every((option) => typeof option === 'string');
    default:
      return false;
  }
}

const restricted = (property: PropertySpec): PropertySpec =>
  inProfile(property.spec) ? property : { ...property, spec: { kind: 'unsupported' } };

/** The form of a restricted flat schema: the engine's own, each property outside the profile marked so. */
export function flatFormFromSchema(schema: Record<string, unknown>): ObjectSpec {
  return { kind: 'object', properties: formFromSchema(schema).properties.map(restricted) };
}
