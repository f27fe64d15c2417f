// The typed Streamable HTTP URLs in the real IndexedDB store (the components project runs in
// Chromium): added, listed again by the next page load, removed for good; a saved value of another
// shape is none; a store that refuses says so once and the list still works for the page.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSaved } from './loadSaved';
import type { SavedStore } from './savedStore';
import { MAX_SAVED_TYPED_URLS, readTypedUrls, TypedServerUrls } from './typedServerUrls';
import { deleteSavedDatabase } from '../../../test-support/savedDatabase';

const opened: SavedStore[] = [];
/** One page load: the store opened and read, as main.tsx does. */
async function pageLoad(): Promise<TypedServerUrls> {
  const loaded = await loadSaved(indexedDB);
  if (loaded.store) opened.push(loaded.store);
  const list = new TypedServerUrls(loaded);
  await list.arrived;
  return list;
}

beforeEach(() => deleteSavedDatabase());
afterEach(async () => {
  for (const store of opened.splice(0)) store.close();
  await deleteSavedDatabase();
});

describe('the typed URLs', () => {
  it('are listed again after a reload, in the order added, until removed', async () => {
    const first = await pageLoad();
    expect(first.urls.get()).toEqual([]);
    await first.add('http://127.0.0.1:3001/mcp');
    await first.add('https://example.com/mcp');
    await first.add('http://127.0.0.1:3001/mcp');
    expect(first.urls.get()).toEqual(['https://example.com/mcp', 'http://127.0.0.1:3001/mcp']);

    const second = await pageLoad();
    expect(second.urls.get()).toEqual(['https://example.com/mcp', 'http://127.0.0.1:3001/mcp']);
    await second.remove('https://example.com/mcp');
    expect(second.urls.get()).toEqual(['http://127.0.0.1:3001/mcp']);

    const third = await pageLoad();
    expect(third.urls.get()).toEqual(['http://127.0.0.1:3001/mcp']);
    expect(third.problem.get()).toBeUndefined();
  });

  it('keeps a URL added before the saved list was read', async () => {
    await (await pageLoad()).add('http://a.example/mcp');
    const loaded = await loadSaved(indexedDB);
    if (loaded.store) opened.push(loaded.store);
    let arrive: (value: typeof loaded) => void = () => {};
    const list = new TypedServerUrls(new Promise((resolve) => (arrive = resolve)));
    const adding = list.add('http://b.example/mcp');
    arrive(loaded);
    await adding;
    expect(list.urls.get()).toEqual(['http://a.example/mcp', 'http://b.example/mcp']);
    expect((await pageLoad()).urls.get()).toEqual(['http://a.example/mcp', 'http://b.example/mcp']);
  });

  it('says once that a refusing store keeps nothing, and the list still works for the page', async () => {
    const loaded = await loadSaved(indexedDB);
    loaded.store?.close();
    const list = new TypedServerUrls(loaded);
    await list.add('http://a.example/mcp');
    expect(list.urls.get()).toEqual(['http://a.example/mcp']);
    expect(list.problem.get()).toContain('The URL list is not kept across a reload');
  });

  it.each([
    ['nothing', undefined, []],
    ['an object', { url: 'http://a.example/' }, []],
    ['a list with non-strings', ['http://a.example/', 4, null], ['http://a.example/']],
  ])('reads %s saved as the list it holds', (_, value, urls) => {
    expect(readTypedUrls(value)).toEqual(urls);
  });

  it(`keeps the newest ${MAX_SAVED_TYPED_URLS}`, () => {
    const many = Array.from({ length: MAX_SAVED_TYPED_URLS + 5 }, (_, i) => `http://h${i}.example/`);
    expect(readTypedUrls(many)).toEqual(many.slice(5));
  });
});
