// Buffers (docs/playground.md, "Editor"): add, rename, close, upload, reset; names that stay
// readable URIs; saved to storage and read back, anything unreadable dropped for the sample.
import { describe, expect, it, vi } from 'vitest';
import { MAX_SOURCE_CHARS } from '../protocol/limits';
import { bufferNameProblem, freeBufferName } from './bufferNames';
import { SAMPLE_PROJECT } from './sampleProject';
import { MAX_BUFFERS, Workspace } from './workspace';
import { loadWorkspace, persistWorkspace, WORKSPACE_KEY, type WorkspaceStorage } from './workspaceStorage';

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

class MemoryStorage implements WorkspaceStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe('saved across reloads', () => {
  it('saves a moment after a change and reads the same buffers back', () => {
    vi.useFakeTimers();
    try {
      const storage = new MemoryStorage();
      const workspace = two();
      const saving = persistWorkspace(workspace, storage, undefined);
      workspace.add('class C {}', 'C.groovy');
      workspace.setText('groovy-buffer:A.groovy', 'class A { int x }');
      expect(storage.items.size).toBe(0);
      vi.advanceTimersByTime(400);
      const saved = loadWorkspace(storage)!;
      expect(saved.active).toBe('groovy-buffer:C.groovy');
      const reloaded = new Workspace(saved.buffers, saved.active);
      expect(reloaded.buffers()).toEqual(workspace.buffers());
      expect(reloaded.state.get()).toEqual(workspace.state.get());
      saving.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('flushes a pending save when disposed', () => {
    const storage = new MemoryStorage();
    const workspace = two();
    const saving = persistWorkspace(workspace, storage, undefined);
    workspace.setText('groovy-buffer:B.groovy', 'edited');
    saving.dispose();
    expect(loadWorkspace(storage)?.buffers[1]?.text).toBe('edited');
  });

  it('says when the storage refuses, and stops saying it once a save succeeds', () => {
    const storage = new MemoryStorage();
    let full = true;
    const setItem = storage.setItem;
    storage.setItem = (key, value) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      setItem(key, value);
    };
    const workspace = two();
    const saving = persistWorkspace(workspace, storage, undefined);
    workspace.setText('groovy-buffer:A.groovy', 'big');
    saving.dispose();
    expect(workspace.notSaved.get()).toBe("Not kept across a reload: the browser's storage is full.");
    full = false;
    const again = persistWorkspace(workspace, storage, undefined);
    workspace.setText('groovy-buffer:A.groovy', 'small');
    again.dispose();
    expect(workspace.notSaved.get()).toBeUndefined();
    expect(loadWorkspace(storage)?.buffers[0]?.text).toBe('small');
  });

  it.each([
    ['nothing saved', undefined],
    ['not JSON', '{'],
    ['no buffers', JSON.stringify({ buffers: [], active: '' })],
    ['a file URI', JSON.stringify({ buffers: [{ uri: 'file:///etc/passwd', text: '' }], active: '' })],
    [
      'a name with a slash',
      JSON.stringify({ buffers: [{ uri: 'groovy-buffer:a/b', text: '' }], active: '' }),
    ],
    [
      'a text that is no string',
      JSON.stringify({ buffers: [{ uri: 'groovy-buffer:a', text: 1 }], active: '' }),
    ],
    [
      'the same buffer twice',
      JSON.stringify({
        buffers: [
          { uri: 'groovy-buffer:a', text: '' },
          { uri: 'groovy-buffer:a', text: '' },
        ],
        active: '',
      }),
    ],
  ])('drops what does not read back: %s', (_, raw) => {
    const storage = new MemoryStorage();
    if (raw !== undefined) storage.items.set(WORKSPACE_KEY, raw);
    expect(loadWorkspace(storage)).toBeUndefined();
  });
});
