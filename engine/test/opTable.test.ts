// The engine's op table and error kinds are Java (OpRegistry and the groups it includes;
// EngineFailure and the Dispatcher) and cannot import src/contracts, so this test holds them to it:
// it fails when an op or a kind is added, renamed or dropped on one side only (docs/engine-protocol.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_ERROR_KINDS, ENGINE_OPS } from '../../src/contracts';
import { engineForFile } from './engineHarness';

const SOURCES = resolve(import.meta.dirname, '..', 'src');

function javaFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return javaFiles(path);
    return name.endsWith('.java') ? [path] : [];
  });
}
const java = javaFiles(SOURCES).map((file) => readFileSync(file, 'utf8'));
const all = (pattern: RegExp, text: string): string[] => [...text.matchAll(pattern)].map((m) => m[1]!);

/** Every `put("name", new XOp(...))` of the op table, minus those registered only with `--dev-ops`. */
function registeredOps(): string[] {
  const put = /\.put\(\s*"([^"]+)"\s*,\s*new \w+Op\(/g;
  const devOps = java.flatMap((text) =>
    all(/if \(withDevOps\) \{([^}]*)\}/g, text).flatMap((block) => all(put, block)),
  );
  return java.flatMap((text) => all(put, text)).filter((op) => !devOps.includes(op));
}

/** The kinds the engine writes: EngineFailure's factories and the Dispatcher's own answers. */
function answeredKinds(): string[] {
  const literal = /(?:new EngineFailure|\.error|abandon)\(\s*[\w.()]*\s*,?\s*"(\w+)"/g;
  return [...new Set(java.flatMap((text) => all(literal, text)))];
}

describe('the engine against src/contracts', () => {
  it('registers exactly ENGINE_OPS (besides its --dev-ops)', () => {
    expect(registeredOps().sort()).toEqual([...ENGINE_OPS].sort());
  });

  it('answers only error kinds of ENGINE_ERROR_KINDS, and every one but busy (the supervisor’s)', () => {
    expect(answeredKinds().sort()).toEqual(ENGINE_ERROR_KINDS.filter((kind) => kind !== 'busy').sort());
  });

  const h = engineForFile();
  it('knows every op of ENGINE_OPS when asked (none is an unknown op)', async () => {
    for (const op of ENGINE_OPS) {
      const response = await h.engine.request({ op, uri: 'groovy-buffer:x', text: 'def a', args: {} });
      expect(response.error?.message ?? '', op).not.toMatch(/unknown op/);
    }
  });
});
