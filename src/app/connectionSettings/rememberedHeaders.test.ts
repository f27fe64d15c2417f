// The remembered headers in storage (docs/any-server.md, "Headers from the page"): only the
// remembered servers' rows are written, nothing at all once none is, and a stored value that does
// not read back as headers is dropped.
import { describe, expect, it } from 'vitest';
import { HEADERS_STORAGE_KEY } from './headerRows';
import { readRememberedHeaders, writeRememberedHeaders } from './rememberedHeaders';

/** Storage as the browser's, over a Map (these tests run in Node). */
function mapStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const rows = { remote: [{ name: 'Authorization', value: 'Bearer r' }], other: [{ name: 'A', value: '1' }] };

describe('remembered headers', () => {
  it('writes the remembered servers only, an empty list for one with no rows, and removes the key for none', () => {
    const storage = mapStorage();
    expect(writeRememberedHeaders(rows, new Set(['remote', 'fresh']), storage)).toBeUndefined();
    expect(JSON.parse(storage.getItem(HEADERS_STORAGE_KEY) ?? '')).toEqual({
      remote: rows.remote,
      fresh: [],
    });
    expect(readRememberedHeaders(storage)).toEqual({ remote: rows.remote, fresh: [] });
    writeRememberedHeaders(rows, new Set(), storage);
    expect(storage.getItem(HEADERS_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"remote": ['],
    ['an array', '[]'],
    ['a row without a value', '{"remote": [{"name": "A"}]}'],
    ['rows that are not a list', '{"remote": {"name": "A", "value": "1"}}'],
    ['null', 'null'],
  ])('drops a stored value that is %s', (_, text) => {
    expect(readRememberedHeaders(mapStorage({ [HEADERS_STORAGE_KEY]: text }))).toEqual({});
  });

  it('says why when storage refuses the write', () => {
    const full = {
      ...mapStorage(),
      setItem: () => {
        throw new Error('quota exceeded');
      },
    } as Storage;
    expect(writeRememberedHeaders(rows, new Set(['remote']), full)).toBe(
      "This browser did not keep them (quota exceeded); they are in this page's memory only.",
    );
  });
});
