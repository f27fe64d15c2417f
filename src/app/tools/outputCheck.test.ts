import { describe, expect, it } from 'vitest';
import { needsValidation, outputCheckLine, type OutputCheckInput } from './outputCheck';

const base: OutputCheckInput = {
  hasSchema: true,
  isError: false,
  structuredContent: { uri: 'u' },
  verdict: undefined,
};
const invalid = { valid: false, errors: ['data must have required property uri'] } as const;

describe('outputCheckLine', () => {
  it('checks a failed call’s structuredContent too, and names the error shape', () => {
    expect(needsValidation(true, { error: 'boom' })).toBe(true);
    const line = outputCheckLine({
      ...base,
      isError: true,
      structuredContent: { error: 'path is outside the root' },
      verdict: { valid: true },
    });
    expect(line).toEqual({ tone: 'ok', text: '✓ tool error (matches the error shape)' });
  });

  it('says a tool error that another server shapes differently matches, without calling it the error shape', () => {
    const line = outputCheckLine({
      ...base,
      isError: true,
      structuredContent: { reason: 'x', code: 3 },
      verdict: { valid: true },
    });
    expect(line.tone).toBe('ok');
    expect(line.text).not.toContain('error shape');
    expect(
      outputCheckLine({
        ...base,
        isError: true,
        structuredContent: { error: 'x', more: 1 },
        verdict: { valid: true },
      }).text,
    ).not.toContain('error shape');
  });

  it('flags a tool error that the output schema does not admit, with the validator’s errors', () => {
    const line = outputCheckLine({
      ...base,
      isError: true,
      structuredContent: { error: 'x' },
      verdict: invalid,
    });
    expect(line.tone).toBe('error');
    expect(line.text).toContain("the tool error's structuredContent does not match the output schema");
    expect(line.errors).toEqual(invalid.errors);
  });

  it('has nothing to check in a failed call without structuredContent', () => {
    expect(needsValidation(true, undefined)).toBe(false);
    expect(outputCheckLine({ ...base, isError: true, structuredContent: undefined }).tone).toBe('muted');
  });

  it('keeps the success verdicts', () => {
    expect(outputCheckLine({ ...base, verdict: { valid: true } }).text).toBe(
      '✓ structuredContent matches the output schema.',
    );
    expect(outputCheckLine({ ...base, verdict: invalid })).toEqual({
      tone: 'error',
      text: '✗ structuredContent does not match the output schema:',
      errors: invalid.errors,
    });
    expect(outputCheckLine({ ...base, structuredContent: undefined }).tone).toBe('error');
    expect(outputCheckLine({ ...base, hasSchema: false }).text).toBe('The tool declares no output schema.');
    expect(outputCheckLine({ ...base, verdict: { schemaError: 'bad' } }).tone).toBe('error');
    expect(outputCheckLine(base).tone).toBe('muted');
  });
});
