// Code under src/ throws the project's typed errors (ProtocolError, HttpTransportError,
// BackendRequestError, …), never a bare `Error`: a caller can then tell one failure from another by
// its class instead of by its words (docs/ARCHITECTURE.md, "Style"). Tests may throw what they like.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = 'src';
const BARE_THROW = /\bthrow new Error\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line` of each bare `throw new Error(` in `text`. */
export function bareThrows(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (BARE_THROW.test(line) ? [`${file}:${i + 1}`] : []));
}

describe('typed errors', () => {
  it('finds a bare throw, and not a typed one', () => {
    expect(bareThrows('a.ts', "x\n  throw new Error('no');\n")).toEqual(['a.ts:2']);
    expect(bareThrows('a.ts', "throw new ProtocolError('no');\nthrow new HttpError(1);\n")).toEqual([]);
  });

  it('no source file under src/ throws a bare Error', () => {
    const found = sourceFiles(SRC).flatMap((file) => bareThrows(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
