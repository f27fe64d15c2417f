// What a person does in the page, as the headless harness does it (docs/conformance.md): the Tools
// form filled as its model starts it (each `default`) plus a value typed into each required field
// still empty, and an elicitation accepted as the dialog pre-fills it (SEP-1034 defaults). Nothing
// here knows a scenario: it is the page's own form engine (src/app/forms/), driven the way a person drives them.
import { flatFormFromSchema } from '../../src/app/forms/flatProfile';
import { argumentsFrom, initialValue } from '../../src/app/forms/formValue';
import { formFromSchema, type FieldSpec, type Json, type ObjectSpec } from '../../src/app/forms/schemaForm';
import type { ElicitationHandler, ElicitResult } from '../../src/client';

/** What a person types into an empty required field of each kind. */
function typedInto(spec: FieldSpec): Json | undefined {
  switch (spec.kind) {
    case 'number':
      return 1;
    case 'string':
      return 'example';
    case 'boolean':
      return false;
    case 'enum':
      return spec.options[0];
    case 'multi':
      return spec.options.slice(0, 1);
    case 'array':
      return [];
    case 'object':
      return fill(spec);
    default:
      return undefined;
  }
}

function fill(form: ObjectSpec): Record<string, Json> {
  const value = initialValue(form);
  for (const property of form.properties) {
    if (!property.required || value[property.name] !== undefined) continue;
    const typed = typedInto(property.spec);
    if (typed !== undefined) value[property.name] = typed;
  }
  return value;
}

/** The arguments the Tools form sends for `inputSchema` once its required fields are filled in. */
export function toolArguments(inputSchema: Readonly<Record<string, unknown>>): Record<string, Json> {
  const form = formFromSchema(inputSchema);
  return argumentsFrom(form, fill(form));
}

/** Accepts every form elicitation as the dialog pre-fills it; a URL elicitation is declined. */
export const acceptAsPrefilled: ElicitationHandler = async (requests) => {
  const answers: Record<string, ElicitResult> = {};
  for (const [key, request] of Object.entries(requests)) {
    if (request === null || request.mode === 'url') {
      answers[key] = { action: 'decline' };
      continue;
    }
    const form = flatFormFromSchema(request.requestedSchema);
    answers[key] = { action: 'accept', content: argumentsFrom(form, initialValue(form)) };
  }
  return answers;
};
