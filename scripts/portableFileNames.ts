// File names that resolve to the wrong file on a case-insensitive disk (macOS, Windows): two paths
// equal but for letter case, or two modules in one folder whose extension-less import specifiers
// differ only in case (`./Markdown` would find `markdown.ts` before `Markdown.tsx`).
const MODULE_EXTENSION = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

/** Groups of paths (each sorted) that clash on a case-insensitive disk. */
export function caseClashes(paths: readonly string[]): string[][] {
  const byKey = new Map<string, Set<string>>();
  const add = (key: string, path: string) => {
    const group = byKey.get(key) ?? new Set<string>();
    group.add(path);
    byKey.set(key, group);
  };
  for (const path of paths) {
    add(`path:${path.toLowerCase()}`, path);
    if (MODULE_EXTENSION.test(path)) add(`module:${path.replace(MODULE_EXTENSION, '').toLowerCase()}`, path);
  }
  const clashes: string[][] = [];
  for (const group of byKey.values()) {
    const members = [...group].sort();
    const specifiers = new Set(members.map((p) => p.replace(MODULE_EXTENSION, '')));
    // One specifier in several extensions (`x.ts` beside `x.tsx`) is the same on every disk.
    if (specifiers.size > 1) clashes.push(members);
  }
  return clashes;
}
