// What the Tools panel says about a result against the tool's outputSchema. A failed call's
// structuredContent is checked too: clients built on the official SDK check it, `isError` or not,
// and throw the tool error away when it does not match (docs/tool-errors.md).
import type { ValueVerdict } from '../../client';

export interface OutputCheckInput {
  hasSchema: boolean;
  isError: boolean;
  structuredContent: unknown;
  /** The validator's answer, or why it could not give one; undefined while it is pending. */
  verdict: ValueVerdict | { failed: string } | undefined;
}

export interface OutputCheckLine {
  tone: 'ok' | 'error' | 'muted';
  text: string;
  /** The validator's errors, one per line, for a mismatch. */
  errors?: readonly string[];
}

/** True when a validator has something to say: a schema and a structuredContent to hold to it. */
export function needsValidation(hasSchema: boolean, structuredContent: unknown): boolean {
  return hasSchema && structuredContent !== undefined;
}

/** groovymcp's tool error: `{error: string}` and nothing else (docs/server.md §4). */
function isErrorShape(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && typeof (value as { error?: unknown }).error === 'string';
}

export function outputCheckLine({
  hasSchema,
  isError,
  structuredContent,
  verdict,
}: OutputCheckInput): OutputCheckLine {
  if (!hasSchema) return { tone: 'muted', text: 'The tool declares no output schema.' };
  if (structuredContent === undefined) {
    return isError
      ? {
          tone: 'muted',
          text: 'A failed call without structuredContent: nothing to check against the output schema.',
        }
      : { tone: 'error', text: 'No structuredContent, although the tool has an output schema.' };
  }
  if (!verdict) return { tone: 'muted', text: 'Checking against the output schema…' };
  if ('failed' in verdict) return { tone: 'error', text: `The check failed: ${verdict.failed}` };
  if ('schemaError' in verdict)
    return { tone: 'error', text: `The output schema does not compile: ${verdict.schemaError}` };
  if (verdict.valid) {
    if (!isError) return { tone: 'ok', text: '✓ structuredContent matches the output schema.' };
    return isErrorShape(structuredContent)
      ? { tone: 'ok', text: '✓ tool error (matches the error shape)' }
      : { tone: 'ok', text: '✓ tool error; its structuredContent matches the output schema.' };
  }
  return {
    tone: 'error',
    text: isError
      ? "✗ the tool error's structuredContent does not match the output schema (a client built on the official SDK throws such a result away instead of showing it):"
      : '✗ structuredContent does not match the output schema:',
    errors: verdict.errors,
  };
}
