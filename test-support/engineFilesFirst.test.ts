// The test files' order (engineFilesFirst.ts): the engine project's first, each side in the order
// Vitest gave; and the Vitest config uses it.
import { describe, expect, it } from 'vitest';
import config from '../vitest.config';
import { EngineFilesFirst, engineFirst } from './engineFilesFirst';

const file = (project: string, path: string) => ({ project: { name: project }, path });

describe('engineFirst', () => {
  it('puts the engine files first and keeps the order within each side', () => {
    const files = [
      file('unit', 'a'),
      file('engine', 'b'),
      file('unit', 'c'),
      file('engine', 'd'),
      file('components', 'e'),
    ];
    expect(engineFirst(files).map((f) => f.path)).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('is the sequencer of every Vitest run', () => {
    expect(config.test?.sequence?.sequencer).toBe(EngineFilesFirst);
  });
});
