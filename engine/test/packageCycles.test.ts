// The engine's packages depend on each other in one direction only (engine/README.md, the package
// table): a compile result knows nothing of the index or the type facts derived from it, so `compile`,
// `ast` and `types` (and every other pair) form no cycle. Reads the Java sources, no JVM needed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../src/groovymcp/engine');
const TOP = '(top)';

function javaFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return javaFiles(path);
    return name.endsWith('.java') ? [path] : [];
  });
}

/** Package → the other engine packages its sources name (imports and qualified names alike). */
function packageGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of javaFiles(ROOT)) {
    const folder = relative(ROOT, join(file, '..')).split('\\').join('/');
    const from = folder === '' ? TOP : folder.replaceAll('/', '.');
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bgroovymcp\.engine\.(?:([a-z]\w*)\.)?[A-Z]/g)) {
      const to = match[1] ?? TOP;
      if (to !== from) uses.add(to);
    }
  }
  return graph;
}

/** Every cycle, each as the path that closes it (`a → b → a`). */
function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      found.push([...path.slice(at), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}

describe('engine packages', () => {
  it('depend on each other without a cycle', () => {
    const graph = packageGraph();
    expect(graph.get('compile')).toBeDefined();
    expect(cycles(graph)).toEqual([]);
  });

  it('a cycle is found when there is one', () => {
    const graph = new Map([
      ['compile', new Set(['ast'])],
      ['ast', new Set(['types'])],
      ['types', new Set(['compile'])],
    ]);
    expect(cycles(graph)).toEqual(['compile → ast → types → compile']);
  });
});
