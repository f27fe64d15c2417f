// The raw JSON mode of the Tools form: the arguments as JSON text, validated as you type against
// the tool's input schema (in the lint worker, off the UI thread).
import { useEffect, useId, useState } from 'react';
import type { ValueVerdict } from '../../client';
import { usePlayground } from '../playground';

interface RawArgumentsProps {
  text: string;
  onChange: (text: string) => void;
  inputSchema: Record<string, unknown>;
  /** What the source selector adds, so the check sees the arguments that will be sent. */
  sourceArgs: Record<string, string> | undefined;
}

type Check = { parse: string } | ValueVerdict | undefined;

export function RawArguments({ text, onChange, inputSchema, sourceArgs }: RawArgumentsProps) {
  const { lint } = usePlayground();
  const [check, setCheck] = useState<Check>();
  const id = useId();

  useEffect(() => {
    let current = true;
    let args: unknown;
    try {
      args = JSON.parse(text || '{}');
    } catch (cause) {
      setCheck({ parse: cause instanceof Error ? cause.message : String(cause) });
      return;
    }
    const sent =
      typeof args === 'object' && args !== null && !Array.isArray(args) ? { ...args, ...sourceArgs } : args;
    const timer = setTimeout(() => {
      void lint
        .validateValue(inputSchema, sent)
        .then((verdict) => current && setCheck(verdict))
        .catch(
          (cause: unknown) => current && setCheck({ schemaError: `the check failed: ${String(cause)}` }),
        );
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, inputSchema, sourceArgs, lint]);

  return (
    <div className="form-field">
      <label htmlFor={id}>Arguments (JSON)</label>
      <textarea
        id={id}
        data-field="(arguments)"
        className="mono"
        rows={8}
        value={text}
        aria-invalid={check !== undefined && !('valid' in check && check.valid)}
        aria-describedby={`${id}-check`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-check`} aria-live="polite">
        {check === undefined && <span className="muted">Checking…</span>}
        {check && 'parse' in check && <span className="error-text">Not JSON: {check.parse}</span>}
        {check && 'schemaError' in check && (
          <span className="error-text">The input schema does not compile: {check.schemaError}</span>
        )}
        {check && 'valid' in check && check.valid && (
          <span className="muted">Valid for the input schema.</span>
        )}
        {check && 'valid' in check && !check.valid && (
          <span className="error-text">Does not match the input schema: {check.errors.join('; ')}</span>
        )}
      </div>
    </div>
  );
}
