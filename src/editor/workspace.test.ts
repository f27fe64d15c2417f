// Buffers (docs/playground.md, "Editor"): add, rename, close, upload, reset; names that stay
// readable URIs; saved to storage and read back, anything unreadable dropped for the sample.
import { describe, expect, it, vi } from 'vitest';
import { MAX_SOURCE_CHARS } from '../protocol/limits';
import { bufferNameProblem, freeBufferName } from './bufferNames';
import { SAMPLE_PROJECT } from './sampleProject';
import { MAX_BUFFERS, Workspace } from './workspace';
import {
  LEGACY_WORKSPACE_KEY,
  loadLegacyWorkspace,
  persistWorkspace,
  readSavedWorkspace,
  type WorkspaceSink,
} from './workspaceStorage';

const two = () =>
  new Workspace([
    { uri: 'groovy-buffer:A.groovy', text: 'class A {}' },
    { uri: 'groovy-buffer:B.groovy', text: 'class B {}' },
  ]);

describe('Workspace buffers', () => {
  it('adds UntitledN buffers, active, empty', () => {
    const workspace = two();
    expect(workspace.add()).toBeUndefined();
    expect(workspace.add()).toBeUndefined();
    expect(workspace.state.get()).toEqual({
      uris: [
        'groovy-buffer:A.groovy',
        'groovy-buffer:B.groovy',
        'groovy-buffer:Untitled1.groovy',
        'groovy-buffer:Untitled2.groovy',
      ],
      active: 'groovy-buffer:Untitled2.groovy',
    });
    expect(workspace.text('groovy-buffer:Untitled1.groovy')).toBe('');
  });

  it('adds an uploaded file under its own name, numbered when taken, cleaned when unusable', () => {
    const workspace = two();
    workspace.add('class C {}', 'A.groovy');
    workspace.add('x', 'my file (1).groovy');
    expect(workspace.state.get().uris.slice(2)).toEqual([
      'groovy-buffer:A2.groovy',
      'groovy-buffer:my_file__1_.groovy',
    ]);
    expect(workspace.text('groovy-buffer:A2.groovy')).toBe('class C {}');
  });

  it('refuses a buffer over the source cap and a 33rd buffer', () => {
    const workspace = two();
    expect(workspace.add('x'.repeat(MAX_SOURCE_CHARS + 1))).toBe('a buffer holds at most 524288 characters');
    for (let i = 2; i < MAX_BUFFERS; i++) expect(workspace.add()).toBeUndefined();
    expect(workspace.add()).toBe('at most 32 buffers are open at once');
  });

  it('renames a buffer in place, keeping its text, and says why a name is refused', async () => {
    const workspace = two();
    const changed = vi.fn();
    workspace.state.subscribe(changed);
    expect(workspace.rename('groovy-buffer:A.groovy', 'Shapes.groovy')).toBeUndefined();
    expect(workspace.state.get()).toEqual({
      uris: ['groovy-buffer:Shapes.groovy', 'groovy-buffer:B.groovy'],
      active: 'groovy-buffer:Shapes.groovy',
    });
    expect(workspace.text('groovy-buffer:Shapes.groovy')).toBe('class A {}');
    expect(workspace.text('groovy-buffer:A.groovy')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0)); // listeners hear of it on the next frame
    expect(changed).toHaveBeenCalledTimes(1);
    expect(workspace.rename('groovy-buffer:Shapes.groovy', 'B.groovy')).toBe(
      'a buffer named B.groovy is already open',
    );
    expect(workspace.rename('groovy-buffer:Shapes.groovy', 'a/b')).toMatch(/letters, digits/);
    expect(workspace.rename('groovy-buffer:nope', 'C.groovy')).toBe('no such buffer');
  });

  it('closes a buffer, activating its neighbour, and keeps the last one', () => {
    const workspace = two();
    workspace.activate('groovy-buffer:B.groovy');
    expect(workspace.close('groovy-buffer:B.groovy')).toBeUndefined();
    expect(workspace.state.get()).toEqual({
      uris: ['groovy-buffer:A.groovy'],
      active: 'groovy-buffer:A.groovy',
    });
    expect(workspace.close('groovy-buffer:A.groovy')).toBe('the last buffer stays open');
  });

  it('resets to the sample, telling the text listeners of each sample buffer', () => {
    const workspace = new Workspace();
    workspace.setText(SAMPLE_PROJECT[0]!.uri, 'edited');
    workspace.add('x');
    const texts: string[] = [];
    workspace.onTextChange((uri) => texts.push(uri));
    workspace.reset();
    expect(workspace.buffers()).toEqual(SAMPLE_PROJECT);
    expect(workspace.state.get().active).toBe(SAMPLE_PROJECT[0]!.uri);
    expect(texts).toEqual(SAMPLE_PROJECT.map((b) => b.uri));
  });
});

describe('buffer names', () => {
  it.each([
    ['Shapes.groovy', undefined],
    ['_x-1.gvy', undefined],
    ['', 'the name is empty'],
    ['.hidden', expect.stringMatching(/starts with/)],
    ['a b', expect.stringMatching(/letters, digits/)],
    ['x'.repeat(81), 'a name has at most 80 characters'],
  ])('%j', (name, problem) => {
    expect(bufferNameProblem(name)).toEqual(problem);
  });

  it('finds a free name close to the wanted one', () => {
    const taken = new Set(['A.groovy', 'A2.groovy']);
    expect(freeBufferName('A.groovy', (n) => taken.has(n))).toBe('A3.groovy');
    expect(freeBufferName('.groovy', () => false)).toBe('_.groovy');
  });
});

/** The store's putWorkspace, in memory; `refuse` makes it reject as a full store does. */
class MemorySink {
  saved: unknown;
  refuse = false;
  sink: WorkspaceSink = async (saved) => {
    if (this.refuse) throw new DOMException('quota', 'QuotaExceededError');
    this.saved = JSON.parse(JSON.stringify(saved));
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saved across reloads', () => {
  it('saves a moment after a change and reads the same buffers back', async () => {
    vi.useFakeTimers();
    const store = new MemorySink();
    const workspace = two();
    const saving = persistWorkspace(workspace, store.sink, undefined);
    try {
      workspace.add('class C {}', 'C.groovy');
      workspace.setText('groovy-buffer:A.groovy', 'class A { int x }');
      await vi.advanceTimersByTimeAsync(100);
      expect(store.saved).toBeUndefined();
      await vi.advanceTimersByTimeAsync(300);
    } finally {
      vi.useRealTimers();
    }
    const saved = readSavedWorkspace(store.saved)!;
    expect(saved.active).toBe('groovy-buffer:C.groovy');
    const reloaded = new Workspace(saved.buffers, saved.active);
    expect(reloaded.buffers()).toEqual(workspace.buffers());
    expect(reloaded.state.get()).toEqual(workspace.state.get());
    saving.dispose();
  });

  it('flushes a pending save when disposed or when the page is hidden, and only then', async () => {
    const store = new MemorySink();
    const workspace = two();
    const page = new EventTarget() as unknown as Window;
    const saving = persistWorkspace(workspace, store.sink, page);
    page.dispatchEvent(new Event('pagehide'));
    await settled();
    expect(store.saved).toBeUndefined();
    workspace.setText('groovy-buffer:B.groovy', 'edited');
    page.dispatchEvent(new Event('pagehide'));
    await settled();
    expect(readSavedWorkspace(store.saved)?.buffers[1]?.text).toBe('edited');
    workspace.setText('groovy-buffer:B.groovy', 'edited again');
    saving.dispose();
    await settled();
    expect(readSavedWorkspace(store.saved)?.buffers[1]?.text).toBe('edited again');
  });

  it('drops a waiting save on "Clear saved data"; the next change saves again', async () => {
    const store = new MemorySink();
    const workspace = two();
    const saving = persistWorkspace(workspace, store.sink, undefined);
    workspace.setText('groovy-buffer:A.groovy', 'before the clear');
    saving.forget();
    saving.dispose();
    await settled();
    expect(store.saved).toBeUndefined();
  });

  it('says when the storage refuses, and stops saying it once a save succeeds', async () => {
    const store = new MemorySink();
    store.refuse = true;
    const workspace = two();
    const saving = persistWorkspace(workspace, store.sink, undefined);
    workspace.setText('groovy-buffer:A.groovy', 'big');
    saving.dispose();
    await settled();
    expect(workspace.notSaved.get()).toBe("Not kept across a reload: the browser's storage is full.");
    store.refuse = false;
    const again = persistWorkspace(workspace, store.sink, undefined);
    workspace.setText('groovy-buffer:A.groovy', 'small');
    again.dispose();
    await settled();
    expect(workspace.notSaved.get()).toBeUndefined();
    expect(readSavedWorkspace(store.saved)?.buffers[0]?.text).toBe('small');
  });

  it('moves what local storage held into the store once, then removes it there', async () => {
    const legacy = new Map([
      [LEGACY_WORKSPACE_KEY, JSON.stringify({ buffers: two().buffers(), active: 'groovy-buffer:B.groovy' })],
    ]);
    const loaded = loadLegacyWorkspace({ getItem: (key) => legacy.get(key) ?? null })!;
    expect(loaded.active).toBe('groovy-buffer:B.groovy');
    const store = new MemorySink();
    const workspace = new Workspace(loaded.buffers, loaded.active);
    const saving = persistWorkspace(workspace, store.sink, undefined, () =>
      legacy.delete(LEGACY_WORKSPACE_KEY),
    );
    await settled();
    expect(readSavedWorkspace(store.saved)).toEqual(loaded);
    expect(legacy.size).toBe(0);
    saving.dispose();
  });

  it.each([
    ['nothing saved', undefined],
    ['not an object', 'text'],
    ['no buffers', { buffers: [], active: '' }],
    ['a file URI', { buffers: [{ uri: 'file:///etc/passwd', text: '' }], active: '' }],
    ['a name with a slash', { buffers: [{ uri: 'groovy-buffer:a/b', text: '' }], active: '' }],
    ['a text that is no string', { buffers: [{ uri: 'groovy-buffer:a', text: 1 }], active: '' }],
    [
      'the same buffer twice',
      {
        buffers: [
          { uri: 'groovy-buffer:a', text: '' },
          { uri: 'groovy-buffer:a', text: '' },
        ],
        active: '',
      },
    ],
  ])('drops what does not read back: %s', (_, value) => {
    expect(readSavedWorkspace(value)).toBeUndefined();
  });

  it('drops a local storage entry that is not JSON', () => {
    expect(loadLegacyWorkspace({ getItem: () => '{' })).toBeUndefined();
  });
});
