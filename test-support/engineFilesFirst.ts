// Vitest's order of test files, with the `engine` project's first. Vitest runs the longest files
// first when it has timed them before, and the largest when it has not, as on CI's clean clone:
// there the JVM files, CPU-heavy and held to one-second time limits, fell anywhere in the run,
// many of them late, beside the Playwright specs that `npm test` starts once the component files
// are done (scripts/test.mjs). First, they run before the specs' browsers do, and the Node files,
// which mostly wait on servers and timers, share the cores with the specs. Measured here, `CI=true
// npm test` on clean clones: 411 s in Vitest's order; 356, 365 and 383 s with this one.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** `files` in their order, the engine project's before the others. */
export function engineFirst<T extends { project: { name: string } }>(files: readonly T[]): T[] {
  const isEngine = (file: T) => file.project.name === 'engine';
  return [...files.filter(isEngine), ...files.filter((file) => !isEngine(file))];
}

export class EngineFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return engineFirst(await super.sort(files));
  }
}
