// The Tools form's values as kept per tool in local storage (docs/playground.md, "Tools"), and the
// two edits that move them between the generated form and raw JSON.
import { argumentsFrom } from '../forms/formValue';
import type { PropertySpec } from '../forms/schemaForm';
import type { SourceChoice } from './sourceSelection';

export interface StoredForm {
  mode: 'form' | 'raw';
  values: Record<string, unknown>;
  raw: string;
  source: SourceChoice;
  /** "Run as task" (docs/tasks.md); absent in forms stored before it existed. */
  asTask?: boolean;
}

export const isStoredForm = (value: unknown): value is StoredForm =>
  typeof value === 'object' &&
  value !== null &&
  ((value as StoredForm).mode === 'form' || (value as StoredForm).mode === 'raw') &&
  typeof (value as StoredForm).values === 'object' &&
  typeof (value as StoredForm).raw === 'string' &&
  typeof (value as StoredForm).source === 'string';

/** The raw text as an object, or undefined when it does not parse to one. */
function rawObject(raw: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the caller keeps what it had.
  }
  return undefined;
}

/** Switches to raw JSON (the form's arguments as text) or back (unparseable text keeps the values). */
export function inMode(
  stored: StoredForm,
  mode: 'form' | 'raw',
  visible: readonly PropertySpec[],
): StoredForm {
  if (mode === 'raw')
    return {
      ...stored,
      mode,
      raw: JSON.stringify(argumentsFrom({ kind: 'object', properties: visible }, stored.values), null, 2),
    };
  return { ...stored, mode, values: rawObject(stored.raw) ?? stored.values };
}

/** Line and character from the editor's caret, in whichever mode the form is. */
export function atPosition(stored: StoredForm, position: { line: number; character: number }): StoredForm {
  if (stored.mode === 'form') return { ...stored, values: { ...stored.values, ...position } };
  // Unparseable raw text: the position starts a fresh object rather than losing the click.
  const raw = rawObject(stored.raw || '{}') ?? {};
  return { ...stored, raw: JSON.stringify({ ...raw, ...position }, null, 2) };
}
