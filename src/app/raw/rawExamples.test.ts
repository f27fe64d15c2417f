import { describe, expect, it } from 'vitest';
import { REVISIONS } from '../../client';
import { rawExamples } from './rawExamples';

describe('Raw examples', () => {
  it('give 2026-07-28 requests the _meta that revision requires, and older ones none', () => {
    const modern = JSON.parse(rawExamples('2026-07-28')[0]!.text) as {
      params: { _meta: Record<string, unknown> };
    };
    expect(modern.params._meta['io.modelcontextprotocol/protocolVersion']).toBe('2026-07-28');
    expect(modern.params._meta['io.modelcontextprotocol/clientCapabilities']).toEqual({});
    const legacy = JSON.parse(rawExamples('2025-11-25')[0]!.text) as { params: Record<string, unknown> };
    expect(legacy.params).toEqual({});
  });

  it.each(REVISIONS)('keep the broken lines broken under %s', (revision) => {
    const broken = rawExamples(revision).find((e) => e.label.startsWith('broken JSON'))!;
    expect(() => JSON.parse(broken.text)).toThrow(SyntaxError);
  });
});
