// How a tool result's structured value is read, whatever the revision.
import { describe, expect, it } from 'vitest';
import { structuredOf } from './callResult';

describe('structuredOf', () => {
  it('reads structuredContent, else the JSON text (revisions without structuredContent)', () => {
    expect(structuredOf({ content: [], structuredContent: { a: 1 } })).toEqual({ a: 1 });
    expect(structuredOf({ content: [{ type: 'text', text: '{"b":2}' }] })).toEqual({ b: 2 });
    expect(structuredOf({ content: [{ type: 'text', text: 'not json' }] })).toBeUndefined();
  });
});
