// Every reference in the repository leads to a file in the same clone (docs/ARCHITECTURE.md,
// "Style"): comments cite the contract pages in docs/, never the pages beside the repository they
// were written from. Scans every source, config and documentation file for
// - a path into the directory beside the repository (its spec pages, notes, seeds or schemas),
// - a seed file name,
// - a `*.md` name that is neither a path from the repository root nor from the citing file's folder
//   (a bare `groovymcp.md §4` or `DESIGN.md` fails; `docs/server.md §4` passes),
// - a `docs/<page>.md §N` whose page has no section N,
// - a `<page>.md, "Title"` (or a link `[…](<page>.md), "Title"`) whose page does not have that
//   title anywhere in its text (a heading, a table row, a bold item),
// - in a `*.md` page, a path in backticks from a top folder of the repository (`src/…`, `backend/…`,
//   `e2e/…`, …) that is not there, from the root or from the page's own folder: a doc that names a
//   file the code has moved or deleted,
// - in a `*.md` page, a source file's name in backticks (`wireTap.ts`, `connection/handshake.ts`)
//   that no file of the repository ends with,
// - in a `*.md` page, a link `[…](page.md#anchor)` or `[…](#anchor)` to a heading the page lacks.
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

/** `docs/x.md, "Title"` or `docs/x.md §4, "Title"`: the title as the page writes it. */
const TITLED =
  /(?<![\w/.-])((?:\.{1,2}\/)*[\w-]+(?:\/[\w.-]+)*\.md)(?:#[\w-]+)?\)?[,:]?\s*(?:§\d+[,:]?\s*)?["“]([^"”\n]+)["”]/g;
/** A path a page names from a top folder of the repository; `tools/` alone is an MCP method prefix. */
const TOP_FOLDER =
  /^(src|backend|cli|e2e|engine|scripts|test-support|bench|bin|docs|public|tools\/conformance)\//;
/** Paths that are built, not checked in, or that a page writes as an example to copy. */
const NOT_CHECKED_IN = /^(engine\/build\/|dist\/)|[*<>{}…]|YYYY|\/(x|foo)\.[\w.]+$|\/FooOp\.java$/;
/** A source file's name, bare or under a folder, as a page writes it. */
const SOURCE_NAME = /^[\w.-]+(\/[\w.-]+)*\.(ts|tsx|mjs|js|java)$/;
/**
 * Source names the pages write that are not ours: naming examples (docs/ARCHITECTURE.md, "Style"
 * and "House rules"), the MCP specification's `schema.ts`, the SDK's example server.
 */
const NOT_OURS = new Set([
  'camelCase.ts',
  'PascalCase.tsx',
  'x.test.ts',
  'a.ts',
  'b.ts',
  'rawAnswers.ts',
  'schema.ts',
  'simpleStreamableHttp.js',
]);

let repositoryFiles: readonly string[] | undefined;
/** Whether some file of the repository is `name` or ends with `/name`. */
function someFileIs(name: string): boolean {
  repositoryFiles ??= textFiles(ROOT);
  return repositoryFiles.some((path) => path === name || path.endsWith(`/${name}`));
}

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
  for (const match of text.matchAll(TITLED)) {
    const page = [join(ROOT, match[1]!), join(ROOT, dirname(file), match[1]!)].find(existsSync);
    if (page === undefined || statSync(page).isDirectory()) continue; // reported above
    const plain = (s: string) => s.replace(/`/g, '').replace(/\s+/g, ' ');
    if (!plain(readFileSync(page, 'utf8')).includes(plain(match[2]!.trim()))) {
      found.push(
        `${file}:${lineOf(text, match.index)} cites ${match[1]}, "${match[2]}", which that page does not have`,
      );
    }
  }
  if (file.endsWith('.md')) found.push(...missingPathsIn(file, text), ...missingAnchorsIn(file, text));
  return found;
}

/** Paths in backticks that a page names and the repository does not have. */
function missingPathsIn(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of match[1]!.split(/[\s,;()]+/)) {
      const path = word.replace(/[:.,]+$/, '').replace(/(:\d+)+$/, '');
      if (NOT_CHECKED_IN.test(path)) continue;
      const where = `${file}:${lineOf(text, match.index)}`;
      if (TOP_FOLDER.test(path)) {
        if (!existsSync(join(ROOT, path)) && !existsSync(join(ROOT, dirname(file), path))) {
          found.push(`${where} names ${path}, which is not in the repository`);
        }
      } else if (SOURCE_NAME.test(path) && !NOT_OURS.has(path) && !someFileIs(path)) {
        found.push(`${where} names ${path}, which no file of the repository is`);
      }
    }
  }
  return found;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as `-`. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Links to a heading (`[…](page.md#anchor)`, `[…](#anchor)`) that the page does not have. */
function missingAnchorsIn(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\]\(([^)#\s]*\.md)?#([^)\s]+)\)/g)) {
    const page = match[1] === undefined ? join(ROOT, file) : join(ROOT, dirname(file), match[1]);
    if (!existsSync(page)) continue; // reported as a missing page
    const anchors = readFileSync(page, 'utf8')
      .split('\n')
      .filter((line) => /^#+ /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, '')));
    if (!anchors.includes(match[2]!)) {
      found.push(
        `${file}:${lineOf(text, match.index)} links to #${match[2]}, which ${relative(ROOT, page)} has no heading for`,
      );
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
    expect(cite('// (docs/playground.md, "No such part")')).toHaveLength(1);
    expect(cite('// (docs/server.md §5, "buffers are kept forever")')).toHaveLength(1);
    expect(cite('// (docs/server.md §5: "`close` drops one"; docs/playground.md, "Session bar")')).toEqual(
      [],
    );
    const page = (markdown: string) => problemsIn('docs/example.md', markdown);
    expect(page('See `src/session/noSuchFile.ts` and `backend/gone/`.')).toHaveLength(2);
    expect(page('See `src/session/sessionMachine.ts`, `e2e/x.spec.ts` and `tools/call`.')).toEqual([]);
    expect(
      page(
        '[server.md](server.md), "Nowhere"; [tasks.md](tasks.md#the-task-manager-in-the-worker), "The task manager"',
      ),
    ).toHaveLength(1);
    expect(page('[§6](server.md#6-the-thirteen-tools), [§9](server.md#9-nowhere)')).toHaveLength(1);
    expect(page('`formModel.ts` and `connection/nowhere.ts` beside `wire/wireTap.ts`')).toHaveLength(2);
    expect(page('`wireTap.ts`, `connection/handshake.ts`, `SourceWalker.java`, `a.ts`')).toEqual([]);
  });
});
