// The layer table of docs/ARCHITECTURE.md ("Layers and the one rule of each"), checked by resolving every
// import of every non-test source file. eslint.config.js enforces the same with
// no-restricted-imports; this test keeps the two honest.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** Which layers each layer may import (itself always). */
const ALLOWED: Record<string, string[]> = {
  'src/protocol': [],
  'src/session': ['src/protocol'],
  'src/worker': ['src/session', 'src/protocol'],
  'src/client': ['src/protocol'],
  'src/editor': ['src/client', 'src/protocol'],
  'src/app': ['src/client', 'src/editor', 'src/protocol'],
  backend: ['src/session', 'src/protocol'],
};
/** Packages that isomorphic layers must not use. */
const FORBIDDEN_PACKAGES: Record<string, RegExp> = {
  'src/protocol': /^(node:|react|monaco-editor|comlink)/,
  'src/session': /^(node:|react|monaco-editor|comlink)/,
  'src/client': /^(node:|react|monaco-editor)/,
  'src/worker': /^(node:|react|monaco-editor)/,
};

function layerOf(file: string): string | undefined {
  const rel = relative(ROOT, file).split('\\').join('/');
  return Object.keys(ALLOWED).find((layer) => rel === layer || rel.startsWith(`${layer}/`));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function violations(): string[] {
  const found: string[] = [];
  for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'backend'))]) {
    const layer = layerOf(file);
    if (!layer) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3]!;
      const where = `${relative(ROOT, file)} imports ${specifier}`;
      if (specifier.startsWith('.')) {
        const target = layerOf(resolve(dirname(file), specifier));
        if (target !== layer && !ALLOWED[layer]!.includes(target ?? '(outside every layer)'))
          found.push(where);
      } else if (FORBIDDEN_PACKAGES[layer]?.test(specifier)) {
        found.push(where);
      }
    }
  }
  return found;
}

describe('layers (docs/ARCHITECTURE.md)', () => {
  it('no file imports a layer it may not', () => {
    expect(violations()).toEqual([]);
  });

  it('no revision check outside src/protocol/revisions', () => {
    const offenders = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'backend'))]
      .filter((file) => !relative(ROOT, file).startsWith('src/protocol/revisions'))
      .filter((file) => /version\s*[!=]==?\s*['"]20\d\d-\d\d-\d\d['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
