// The house rules that src/layering.test.ts checks beside the layer table (docs/ARCHITECTURE.md,
// "House rules"): no import cycle, no two paths that differ only in letter case, no source file over
// 300 lines. Each rule is a pure function over paths and texts, so the test can show it refusing a
// made-up offender as well as checking the tree.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The most lines a source (non-test) file may have. */
export const MAX_SOURCE_LINES = 300;

// Static imports and re-exports (type-only ones too), side-effect imports and dynamic import().
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const CODE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/** The relative specifiers one file imports. */
export function relativeImports(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3])!).filter((s) => s.startsWith('.'));
}

/** The file a relative specifier names, as the bundler resolves it, or undefined (a JSON file, say). */
export function resolveImport(
  fromFile: string,
  specifier: string,
  isFile = defaultIsFile,
): string | undefined {
  const base = join(dirname(fromFile), specifier);
  const candidates = [
    base,
    ...CODE_EXTENSIONS.map((ext) => base + ext),
    ...CODE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((path) => /\.(ts|tsx|mjs|js)$/.test(path) && isFile(path));
}

function defaultIsFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** file → the files it imports, over `files` (absolute paths) with their texts. */
export function importGraph(
  sources: ReadonlyMap<string, string>,
  isFile: (path: string) => boolean = (path) => sources.has(path),
): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = relativeImports(text)
      .map((specifier) => resolveImport(file, specifier, isFile))
      .filter((target): target is string => target !== undefined && sources.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Every import cycle, one per strongly connected component (Tarjan's algorithm), each written as
 * the path that goes round it once: `[a, b, c, a]`, starting from the component's first file in
 * sorted order so the message is the same from run to run.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components
    .map((component) => cycleThrough(component, graph))
    .sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

/** The shortest way from the component's first file back to itself (breadth first, inside it). */
function cycleThrough(component: string[], graph: ReadonlyMap<string, readonly string[]>): string[] {
  const start = component[0]!;
  const inside = new Set(component);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of [...(graph.get(node) ?? [])].sort()) {
      if (!inside.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at))
          path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [...component, start];
}

/**
 * Groups of tracked paths (files, or the folders above them) that a case-insensitive file system, or
 * an import specifier, cannot tell apart. A module's name leaves out its code extension and `.test`,
 * so `RawAnswers.tsx` and `rawAnswers.ts` (and their tests) are one pair, as `./rawAnswers` would be.
 */
export function casePairs(trackedPaths: readonly string[]): string[][] {
  const names = new Map<string, Set<string>>();
  const add = (name: string) => {
    const key = name.toLowerCase();
    names.set(key, (names.get(key) ?? new Set()).add(name));
  };
  for (const path of trackedPaths) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) add(parts.slice(0, i).join('/'));
    add(moduleName(path));
  }
  return [...names.values()].filter((group) => group.size > 1).map((group) => [...group].sort());
}

/** A path without its code extension and without `.test`/`.spec`. */
export function moduleName(path: string): string {
  return path.replace(/(\.(test|spec|bench))?\.(ts|tsx|mjs|js|java)$/, '');
}

/** Tests, benchmarks and what lies in the test folders, which may be longer than source files. */
export function isTestFile(path: string): boolean {
  return /\.(test|spec|bench)\.(ts|tsx)$/.test(path) || /^(e2e|engine\/test)\//.test(path);
}

/** Source files under the rule: code and style sheets that are not tests (paths relative to the repository). */
export function isSourceFile(path: string): boolean {
  return (/\.(ts|tsx|mjs|js|java|css)$/.test(path) || path.startsWith('bin/')) && !isTestFile(path);
}

/** `path (N lines)` for every source file over MAX_SOURCE_LINES. */
export function longFiles(files: ReadonlyMap<string, string>): Map<string, number> {
  const long = new Map<string, number>();
  for (const [path, text] of files) {
    if (!isSourceFile(path)) continue;
    const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
    if (lines > MAX_SOURCE_LINES) long.set(path, lines);
  }
  return long;
}

/** `root`-relative, with forward slashes, for messages and allow-list keys. */
export function repoPath(root: string, file: string): string {
  return relative(root, file).split('\\').join('/');
}
