import { describe, expect, it } from 'vitest';
import { withUserMeta } from './userMeta';

describe('the person’s request _meta', () => {
  it('is added as _meta to params that have none, and to no params at all', () => {
    expect(withUserMeta({ name: 'echo' }, { 'acme.dev/trace': 'abc' })).toEqual({
      name: 'echo',
      _meta: { 'acme.dev/trace': 'abc' },
    });
    expect(withUserMeta(undefined, { n: 1 })).toEqual({ _meta: { n: 1 } });
  });

  it('keeps JSON values as they are', () => {
    const meta = { obj: { a: [1, null] }, flag: true };
    expect(withUserMeta({}, meta)).toEqual({ _meta: meta });
  });

  it('never overrides the caller’s own _meta, nor sends a progressToken of its own', () => {
    expect(
      withUserMeta(
        { _meta: { progressToken: 7, mine: 'caller' } },
        { mine: 'person', progressToken: 99, x: 1 },
      ),
    ).toEqual({ _meta: { x: 1, progressToken: 7, mine: 'caller' } });
    expect(withUserMeta({}, { progressToken: 99 })).toEqual({});
  });

  it('leaves the params untouched when there is nothing to add', () => {
    const params = { uri: 'file:///a' };
    expect(withUserMeta(params, {})).toBe(params);
  });
});
