// The layer table of docs/ARCHITECTURE.md ("Layers and the one rule of each"), checked by resolving
// every import of every non-test source file. eslint.config.js enforces the same with
// no-restricted-imports; this test keeps the two honest, and refuses any eslint-disable comment that
// could switch that rule off. Below the table, the house rules of the same page: no import cycle, no
// two paths that differ only in letter case, no source file over 300 lines, each against the
// shrink-only allow-list src/houseRules.allow.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  casePairs,
  importCycles,
  importGraph,
  longFiles,
  MAX_SOURCE_LINES,
  repoPath,
} from '../test-support/houseRules';
import { CASE_PAIRS_ALLOWED, CYCLES_ALLOWED_UNDER, LONG_FILES_ALLOWED } from './houseRules.allow';

const ROOT = resolve(import.meta.dirname, '..');

/** What crosses a runtime boundary: every layer may import it, and it imports no layer. */
const CONTRACTS = 'src/contracts';
/** Which layers each layer may import (itself and src/contracts always). */
const ALLOWED: Record<string, string[]> = {
  [CONTRACTS]: [],
  'src/protocol': [],
  'src/session': ['src/protocol'],
  'src/worker': ['src/session', 'src/protocol'],
  'src/client': ['src/protocol'],
  'src/editor': ['src/client', 'src/protocol'],
  'src/app': ['src/client', 'src/editor', 'src/protocol'],
  backend: ['src/session', 'src/protocol'],
  // Terminal commands (bin/groovymcp-check): the page's client, and the backend's reading of the
  // servers file and of a stdio child's environment, so a server is reached as the page reaches it.
  cli: ['src/client', 'src/protocol', 'backend'],
};
/** Packages a layer must not use; src/contracts may use zod and nothing else. */
const FORBIDDEN_PACKAGES: Record<string, RegExp> = {
  [CONTRACTS]: /^(?!zod(\/|$))/,
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

/** The imports of one file (`file` absolute, `text` its source) that break the layer table. */
function violationsIn(file: string, text: string): string[] {
  const layer = layerOf(file);
  if (!layer) return [];
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3]!;
    const where = `${relative(ROOT, file)} imports ${specifier}`;
    if (specifier.startsWith('.')) {
      const target = layerOf(resolve(dirname(file), specifier));
      if (target === layer || target === CONTRACTS) continue;
      if (!ALLOWED[layer]!.includes(target ?? '(outside every layer)')) found.push(where);
    } else if (FORBIDDEN_PACKAGES[layer]?.test(specifier)) {
      found.push(where);
    }
  }
  return found;
}

const layeredFiles = () => ['src', 'backend', 'cli'].flatMap((dir) => sourceFiles(join(ROOT, dir)));

function violations(): string[] {
  return layeredFiles().flatMap((file) => violationsIn(file, readFileSync(file, 'utf8')));
}

/** Every file, tests included: an `eslint-disable` without a rule list, or naming the layer rule. */
function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : allFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) || dir.endsWith('bin') ? [path] : [];
  });
}
const DISABLES_LAYERING =
  /eslint-disable(?:-next-line|-line)?(?:\s*(?:\*\/|-->|$)|[^\n]*no-restricted-imports)/m;

describe('layers (docs/ARCHITECTURE.md)', () => {
  it('no file imports a layer it may not', () => {
    expect(violations()).toEqual([]);
  });

  it('refuses a deliberately wrong import, and allows the contracts everywhere', () => {
    const check = (file: string, text: string) => violationsIn(join(ROOT, file), text);
    expect(check('src/session/x.ts', "import { SessionHost } from '../worker/sessionHost';")).toHaveLength(1);
    expect(check('src/client/x.ts', "import type { SessionMachine } from '../session';")).toHaveLength(1);
    expect(check('backend/http/x.ts', "import { McpClient } from '../../src/client';")).toHaveLength(1);
    expect(check('cli/check/x.ts', "import { McpClient } from '../../src/client';")).toEqual([]);
    expect(check('cli/check/x.ts', "import { SessionMachine } from '../../src/session';")).toHaveLength(1);
    expect(check('src/contracts/x.ts', "import type { JsonObject } from '../protocol';")).toHaveLength(1);
    expect(check('src/contracts/x.ts', "import { createRoot } from 'react-dom/client';")).toHaveLength(1);
    expect(check('src/contracts/x.ts', "import { z } from 'zod';")).toEqual([]);
    for (const file of ['src/protocol/x.ts', 'src/session/x.ts', 'src/app/x.tsx', 'backend/http/x.ts'])
      expect(
        check(
          file,
          `import type { EngineRequest } from '${relative(dirname(join(ROOT, file)), join(ROOT, CONTRACTS))}';`,
        ),
      ).toEqual([]);
  });

  it('no eslint-disable comment can switch the layer rule off', () => {
    const offenders = [
      'src',
      'backend',
      'cli',
      'bench',
      'e2e',
      'test-support',
      'scripts',
      'bin',
      'engine/test',
    ]
      .flatMap((dir) => allFiles(join(ROOT, dir)))
      .filter((file) => file !== import.meta.filename && DISABLES_LAYERING.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(ROOT, f))).toEqual([]);
    expect(DISABLES_LAYERING.test('// eslint-disable-next-line no-restricted-imports')).toBe(true);
    expect(DISABLES_LAYERING.test('/* eslint-disable */')).toBe(true);
    expect(DISABLES_LAYERING.test('// eslint-disable-next-line no-control-regex -- the point')).toBe(false);
  });

  it('no revision check outside src/protocol/revisions', () => {
    const offenders = layeredFiles()
      .filter((file) => !relative(ROOT, file).startsWith('src/protocol/revisions'))
      .filter((file) => /version\s*[!=]==?\s*['"]20\d\d-\d\d-\d\d['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(ROOT, f))).toEqual([]);
  });
});

/** Every file git tracks or would add (untracked, not ignored) that is on disk, repository-relative. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\0'))]
    .filter((path) => path !== '' && existsSync(join(ROOT, path)))
    .sort();
}

/** Where the cycle rule looks: the TypeScript (and launcher) sources of these folders. */
const CYCLE_FOLDERS = /^(src|backend|cli|scripts|test-support|bin)\//;
const ALLOW_FILE = 'src/houseRules.allow.ts';

/**
 * One rule's verdict: the breaches no allowance covers, and the allowances that cover no breach
 * (stale: the list only shrinks, so a mended breach must leave it).
 */
function verdict(
  breaches: ReadonlyMap<string, string>,
  allowed: Readonly<Record<string, string>>,
  covers: (allowance: string, breach: string) => boolean = (allowance, breach) => allowance === breach,
): { unlisted: string[]; stale: string[] } {
  const keys = [...breaches.keys()];
  return {
    unlisted: keys
      .filter((key) => !Object.keys(allowed).some((a) => covers(a, key)))
      .map((k) => breaches.get(k)!),
    stale: Object.keys(allowed)
      .filter((allowance) => !keys.some((key) => covers(allowance, key)))
      .map((allowance) => `${allowance}: allowed in ${ALLOW_FILE} but no longer a breach; delete its entry`),
  };
}

function cycleBreaches(files: readonly string[]): Map<string, string> {
  const sources = new Map(
    files
      .filter(
        (path) => CYCLE_FOLDERS.test(path) && (/\.(ts|tsx|mjs|js)$/.test(path) || path.startsWith('bin/')),
      )
      .map((path) => [join(ROOT, path), readFileSync(join(ROOT, path), 'utf8')] as const),
  );
  return new Map(
    importCycles(importGraph(sources)).map((cycle) => {
      const path = cycle.map((file) => repoPath(ROOT, file));
      return [path.join(' -> '), `import cycle ${path.join(' -> ')}: break it (one file, or a shared third)`];
    }),
  );
}

function casePairBreaches(files: readonly string[]): Map<string, string> {
  return new Map(
    casePairs(files).map((group) => [
      group.join(' ~ '),
      `${group.join(' ~ ')}: paths that differ only in letter case; rename one`,
    ]),
  );
}

function longFileBreaches(files: readonly string[]): Map<string, string> {
  const long = longFiles(new Map(files.map((path) => [path, readFileSync(join(ROOT, path), 'utf8')])));
  return new Map(
    [...long].map(([path, lines]) => [
      path,
      `${path}: ${lines} lines, over ${MAX_SOURCE_LINES}; split it by responsibility`,
    ]),
  );
}

describe('house rules (docs/ARCHITECTURE.md, "House rules"), against src/houseRules.allow.ts', () => {
  const files = repositoryFiles();
  const underFolder = (folder: string, cycle: string) =>
    cycle.split(' -> ').every((f) => f.startsWith(folder));

  it('no import cycle among src/, backend/, scripts/, test-support/ and bin/', () => {
    const { unlisted, stale } = verdict(cycleBreaches(files), CYCLES_ALLOWED_UNDER, underFolder);
    expect(unlisted).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('no two paths differ only in letter case (file or folder)', () => {
    const { unlisted, stale } = verdict(casePairBreaches(files), CASE_PAIRS_ALLOWED);
    expect(unlisted).toEqual([]);
    expect(stale).toEqual([]);
  });

  it(`no source file over ${MAX_SOURCE_LINES} lines (tests, benchmarks, e2e/ and engine/test/ may be)`, () => {
    const { unlisted, stale } = verdict(longFileBreaches(files), LONG_FILES_ALLOWED);
    expect(unlisted).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('finds a cycle, type-only and dynamic imports included, and names it from its first file', () => {
    const at = (name: string) => join(ROOT, 'src/made-up', name);
    const sources = new Map([
      [at('a.ts'), "import type { B } from './b';"],
      [at('b.ts'), "export { c } from './c/index';\nimport './d';"],
      [at('c/index.ts'), "const a = await import('../a');"],
      [at('d.tsx'), "import { z } from 'zod';"],
      [at('e.ts'), "import { a } from './a.ts';\nimport { e } from './e';"],
    ]);
    expect(importCycles(importGraph(sources)).map((cycle) => cycle.map((f) => repoPath(ROOT, f)))).toEqual([
      ['src/made-up/a.ts', 'src/made-up/b.ts', 'src/made-up/c/index.ts', 'src/made-up/a.ts'],
      ['src/made-up/e.ts', 'src/made-up/e.ts'],
    ]);
    sources.set(at('c/index.ts'), "import { d } from '../d';");
    expect(importCycles(importGraph(sources)).map((cycle) => cycle.length)).toEqual([2]);
  });

  it('finds files and folders that differ only in letter case, a component and its helper included', () => {
    expect(casePairs(['src/a/Foo.tsx', 'src/a/foo.ts', 'src/a/Foo.test.tsx', 'src/a/bar.ts'])).toEqual([
      ['src/a/Foo', 'src/a/foo'],
    ]);
    expect(casePairs(['src/Traffic.ts', 'src/traffic/x.ts'])).toEqual([['src/Traffic', 'src/traffic']]);
    expect(casePairs(['src/A/x.ts', 'src/a/y.ts'])).toEqual([['src/A', 'src/a']]);
    expect(casePairs(['src/a/foo.ts', 'src/a/foo.test.ts', 'src/traffic.ts', 'src/traffic/x.ts'])).toEqual(
      [],
    );
  });

  it('counts lines of source files only, and reports a stale or missing allowance', () => {
    const lines = (n: number) => 'x\n'.repeat(n);
    const long = longFiles(
      new Map([
        ['backend/a.ts', lines(MAX_SOURCE_LINES + 1)],
        ['engine/src/B.java', lines(MAX_SOURCE_LINES)],
        ['src/c.test.ts', lines(900)],
        ['engine/test/d.ts', lines(900)],
        ['bin/groovymcp', lines(400)],
      ]),
    );
    expect([...long]).toEqual([
      ['backend/a.ts', MAX_SOURCE_LINES + 1],
      ['bin/groovymcp', 400],
    ]);
    const breaches = new Map([['backend/a.ts', 'too long']]);
    expect(verdict(breaches, { 'backend/a.ts': 'why' })).toEqual({ unlisted: [], stale: [] });
    expect(verdict(breaches, {})).toEqual({ unlisted: ['too long'], stale: [] });
    expect(verdict(new Map(), { 'backend/a.ts': 'why' }).stale).toEqual([
      `backend/a.ts: allowed in ${ALLOW_FILE} but no longer a breach; delete its entry`,
    ]);
    expect(underFolder('src/client/', 'src/client/a.ts -> src/editor/b.ts -> src/client/a.ts')).toBe(false);
  });
});
