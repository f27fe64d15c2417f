// The Tools form's refusal (formProblems.ts): what it says, and the focus it moves to the first
// field at fault (or to the JSON box), so a keyboard user lands where the fix is.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { FormRefusal } from './formProblems';
import type { PropertySpec } from '../forms/schemaForm';

export function useFormRefusal(
  form: RefObject<HTMLFormElement | null>,
  fields: readonly PropertySpec[],
  /** The form's values: an edit answers the refusal, whose messages go until the next Call. */
  values: unknown,
) {
  const [refusal, setRefusal] = useState<FormRefusal>();
  useEffect(() => setRefusal(undefined), [values]);

  /** Focus on a field of the form, or on the JSON box (undefined). */
  const focus = useCallback(
    (field: string | undefined) => {
      const selector =
        field === undefined
          ? '[data-field="(arguments)"]'
          : `[data-field="${CSS.escape(field)}"] :is(input, textarea, select)`;
      form.current?.querySelector<HTMLElement>(selector)?.focus();
    },
    [form],
  );

  const refuse = (why: FormRefusal) => {
    setRefusal(why);
    if (why.kind === 'raw') focus(undefined);
    else {
      const first = fields.find((property) => why.byField.has(property.name));
      if (first) focus(first.name);
    }
  };

  return { refusal, refuse, focus, clear: () => setRefusal(undefined) };
}
