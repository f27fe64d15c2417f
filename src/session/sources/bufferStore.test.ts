// The open buffers of a session: which of them ride along with a request (per op, only those the
// main buffer can reach), and the caps on their number and total size.
import { describe, expect, it } from 'vitest';
import { MAX_OPEN_BUFFER_CHARS, MAX_OPEN_BUFFERS } from '../../protocol';
import { ENGINE_TOOL_OPS } from '../../contracts';
import { BufferStore, RELATED_BUDGET_CHARS } from './bufferStore';
import { RELATED_NEED } from './relatedBuffers';

function store(buffers: Record<string, string>): BufferStore {
  const s = new BufferStore();
  for (const [uri, text] of Object.entries(buffers)) expect(s.set(uri, text)).toEqual({ ok: true });
  return s;
}

const uris = (s: BufferStore, main: string, op: Parameters<BufferStore['related']>[1]) =>
  s.related(main, op).map((b) => b.uri);

describe('related buffers', () => {
  const project = {
    'groovy-buffer:shape': 'interface Shape { double area() }',
    'groovy-buffer:circle': 'class Circle implements Shape { double r; double area() { 3 * r * r } }',
    'groovy-buffer:unrelated': 'class Elsewhere { int n }',
    'groovy-buffer:main': 'def c = new Circle(r: 1)\nprintln c.area()',
  };

  it('sends none with format and symbols', () => {
    const s = store(project);
    for (const op of ['format', 'symbols'] as const) expect(uris(s, 'groovy-buffer:main', op)).toEqual([]);
  });

  it('sends the buffers declaring the types the main buffer uses, transitively', () => {
    const s = store(project);
    for (const op of ['diagnostics', 'tokens', 'describe', 'complete'] as const) {
      expect(uris(s, 'groovy-buffer:main', op)).toEqual(['groovy-buffer:circle', 'groovy-buffer:shape']);
    }
  });

  it('sends them in the same order whichever was used last, so the engine cache hits', () => {
    const s = store({
      'groovy-buffer:a': 'class A {}',
      'groovy-buffer:b': 'class B {}',
      'groovy-buffer:main': 'new A(); new B()',
    });
    expect(uris(s, 'groovy-buffer:main', 'diagnostics')).toEqual(['groovy-buffer:a', 'groovy-buffer:b']);
    s.set('groovy-buffer:a', 'class A {}');
    expect(uris(s, 'groovy-buffer:main', 'diagnostics')).toEqual(['groovy-buffer:a', 'groovy-buffer:b']);
  });

  it('also sends the buffers that use the main buffer types for references, implementations and rename', () => {
    const s = store(project);
    expect(uris(s, 'groovy-buffer:shape', 'diagnostics')).toEqual([]);
    for (const op of ['references', 'implementations', 'rename'] as const) {
      expect(uris(s, 'groovy-buffer:shape', op)).toEqual(['groovy-buffer:circle', 'groovy-buffer:main']);
    }
  });

  it('sends nothing unrelated, however large it is', () => {
    const big = `class Big {}\n${'// x\n'.repeat(100_000)}`;
    const s = store({
      'groovy-buffer:big1': big,
      'groovy-buffer:big2': big.replace('Big', 'Big2'),
      'groovy-buffer:one': 'def x = 1',
    });
    expect(s.related('groovy-buffer:one', 'diagnostics')).toEqual([]);
    expect(uris(s, 'groovy-buffer:one', 'references')).toEqual([]);
  });

  it('decides for every engine op', () => {
    expect(Object.keys(RELATED_NEED).sort()).toEqual([...ENGINE_TOOL_OPS].sort());
  });

  it('stays within the related budget with the main buffer, skipping what does not fit', () => {
    const half = 'x'.repeat(RELATED_BUDGET_CHARS / 2 - 100);
    const s = store({
      'groovy-buffer:c': 'class C {}',
      'groovy-buffer:a': `class A {} // ${half}`,
      'groovy-buffer:b': `class B {} // ${half}`,
      'groovy-buffer:main': `new A(); new B(); new C() // ${'y'.repeat(400)}`,
    });
    // Chosen most recently used first: b fits, a no longer does (with the main buffer), c still does.
    expect(uris(s, 'groovy-buffer:main', 'diagnostics')).toEqual(['groovy-buffer:b', 'groovy-buffer:c']);
  });

  it('follows a replaced buffer text, not the first one', () => {
    const s = store({ 'groovy-buffer:a': 'class A {}', 'groovy-buffer:main': 'new A()' });
    expect(uris(s, 'groovy-buffer:main', 'diagnostics')).toEqual(['groovy-buffer:a']);
    s.set('groovy-buffer:a', 'class Renamed {}');
    expect(uris(s, 'groovy-buffer:main', 'diagnostics')).toEqual([]);
  });
});

describe('caps on open buffers', () => {
  it(`refuses a buffer past ${MAX_OPEN_BUFFERS}, and takes it once one is closed`, () => {
    const s = new BufferStore();
    for (let i = 0; i < MAX_OPEN_BUFFERS; i++) expect(s.set(`groovy-buffer:b${i}`, 'x').ok).toBe(true);
    expect(s.set('groovy-buffer:one-more', 'x')).toEqual({
      ok: false,
      message: `too many open buffers (at most ${MAX_OPEN_BUFFERS}); close one with the close tool`,
    });
    expect(s.get('groovy-buffer:one-more')).toBeUndefined();
    expect(s.set('groovy-buffer:b0', 'replaced').ok).toBe(true);
    expect(s.delete('groovy-buffer:b1')).toBe(true);
    expect(s.set('groovy-buffer:one-more', 'x').ok).toBe(true);
  });

  it(`refuses text past ${MAX_OPEN_BUFFER_CHARS} characters in total, counting a replaced buffer once`, () => {
    const quarter = 'x'.repeat(MAX_OPEN_BUFFER_CHARS / 4);
    const s = store({
      'groovy-buffer:1': quarter,
      'groovy-buffer:2': quarter,
      'groovy-buffer:3': quarter,
      'groovy-buffer:4': quarter,
    });
    expect(s.set('groovy-buffer:5', 'x')).toEqual({
      ok: false,
      message: `open buffers would exceed ${MAX_OPEN_BUFFER_CHARS} characters in total; close some with the close tool`,
    });
    expect(s.set('groovy-buffer:4', quarter.slice(1)).ok).toBe(true);
    expect(s.set('groovy-buffer:5', 'x').ok).toBe(true);
    s.clear();
    expect(s.set('groovy-buffer:big', quarter + quarter).ok).toBe(true);
  });
});
