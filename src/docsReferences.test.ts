// Every reference in the repository leads to a file in the same clone (docs/ARCHITECTURE.md,
// "Style"): comments cite the contract pages in docs/, never the pages beside the repository they
// were written from. Scans every source, config and documentation file for
// - a path into the directory beside the repository (its spec pages, notes, seeds or schemas),
// - a seed file name,
// - a `*.md` name that is neither a path from the repository root nor from the citing file's folder
//   (a bare `groovymcp.md §4` or `DESIGN.md` fails; `docs/server.md §4` passes),
// - a `docs/<page>.md §N` whose page has no section N.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** Never scanned: installed, generated or vendored as is (the official MCP schemas). */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'engine/build',
  'test-results',
  'playwright-report',
  'package-lock.json',
  'src/client/schemas',
]);
const SCANNED = /\.(ts|tsx|js|mjs|cjs|java|md|json|html|css|sh|ya?ml)$/;
/** Text files without an extension. */
const SCANNED_NAMES = new Set(['bin/groovymcp', '.ci/run']);

/** This file spells bad references out as examples. */
const SELF = relative(ROOT, import.meta.filename)
  .split('\\')
  .join('/');

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const rel = relative(ROOT, path).split('\\').join('/');
    if (SKIPPED.has(rel) || SKIPPED.has(name)) return [];
    if (statSync(path).isDirectory()) return textFiles(path);
    return (SCANNED.test(name) || SCANNED_NAMES.has(rel)) && rel !== SELF ? [rel] : [];
  });
}

// Also that folder's name as a path segment in code (a `join(...)` that would read it).
const SHARED = new RegExp(
  ['\\.\\./shared/', 'shared/(spec|notes|seeds|mcp-schema)\\b', `['"]shared['"]\\s*,`].join('|'),
);
const SEED = /\b\d{3}_[0-9a-f]{16}\.txt\b/;
/** A markdown file name as a comment or page writes it; `.mdx` and URLs are not ours. */
const MARKDOWN = /(?<![\w./:-])((?:\.{1,2}\/)*[\w-]+(?:\/[\w.-]+)*\.md)(?![\w-])/g;
const SECTION = /(?<![\w/.-])(docs\/[\w-]+\.md)\s*§(\d+)(?:[–-]§?(\d+))?/g;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function problemsIn(file: string, text: string): string[] {
  const found: string[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (SHARED.test(line)) found.push(`${file}:${i + 1} points outside the repository: ${line.trim()}`);
  }
  for (const [i, line] of text.split('\n').entries()) {
    if (SEED.test(line)) found.push(`${file}:${i + 1} cites a seed file: ${line.trim()}`);
  }
  for (const match of text.matchAll(MARKDOWN)) {
    const name = match[1]!;
    const inRepo = (path: string) => !relative(ROOT, path).startsWith('..') && existsSync(path);
    if (!inRepo(join(ROOT, name)) && !inRepo(join(ROOT, dirname(file), name))) {
      found.push(`${file}:${lineOf(text, match.index)} cites ${name}, which is not in the repository`);
    }
  }
  for (const match of text.matchAll(SECTION)) {
    const page = join(ROOT, match[1]!);
    if (!existsSync(page)) continue; // reported above
    const headings = readFileSync(page, 'utf8');
    for (const n of [match[2], match[3]].filter((s): s is string => s !== undefined)) {
      if (!new RegExp(`^#+ ${n}\\. `, 'm').test(headings)) {
        found.push(`${file}:${lineOf(text, match.index)} cites ${match[1]} §${n}, which has no such section`);
      }
    }
  }
  return found;
}

describe('references stay inside the repository', () => {
  const files = textFiles(ROOT);

  it('scans the sources, the engine, the tests and the docs', () => {
    for (const expected of [
      'src/session/sessionMachine.ts',
      'engine/README.md',
      'docs/server.md',
      'bin/groovymcp',
    ])
      expect(files).toContain(expected);
  });

  it('no file cites a page outside the repository, and every cited page and section exists', () => {
    const problems = files.flatMap((file) => problemsIn(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const cite = (comment: string) => problemsIn('src/session/example.ts', comment);
    expect(cite('// (groovymcp.md §4)')).toHaveLength(1);
    expect(cite('// (DESIGN.md, "Data flow")')).toHaveLength(1);
    const beside = ['..', 'shared', 'spec', 'playground.md'].join('/');
    expect(cite(`// (${beside}, "Traffic")`)).toHaveLength(2);
    expect(cite(`const dir = join(root, ${["'", 'shared', "'"].join('')}, 'x');`)).toHaveLength(1);
    expect(cite('// the seed 001_f8f057adbd005420.txt')).toHaveLength(1);
    expect(cite('// (docs/nowhere.md)')).toHaveLength(1);
    expect(cite('// (docs/server.md §42)')).toHaveLength(1);
    expect(cite('// (docs/server.md §4; docs/ARCHITECTURE.md, "Data flow"; engine/README.md)')).toEqual([]);
  });
});
