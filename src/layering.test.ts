// The layer table of docs/ARCHITECTURE.md ("Layers and the one rule of each"), checked by resolving
// every import of every non-test source file. eslint.config.js enforces the same with
// no-restricted-imports; this test keeps the two honest, and refuses any eslint-disable comment that
// could switch that rule off.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

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

const layeredFiles = () => [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'backend'))];

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
    const offenders = ['src', 'backend', 'bench', 'e2e', 'test-support', 'scripts', 'bin', 'engine/test']
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
