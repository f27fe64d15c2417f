// The schema lint of the lint worker (src/client/lint/schemaLint.worker.ts), called in-process with
// the vendored schema files, for client tests that check every recorded line's verdict in Node.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RevisionLinter } from '../src/client/lint/schemaLint';
import type { LintBackend, LintVerdict } from '../src/client/lint/trafficLint';

const linters = new Map<string, RevisionLinter>();

export const inProcessLint: LintBackend = {
  async lintMessages(items) {
    return items.map((item): LintVerdict => {
      let linter = linters.get(item.revision);
      if (!linter) {
        const file = join(import.meta.dirname, '..', 'src', 'client', 'schemas', `${item.revision}.json`);
        linter = new RevisionLinter(item.revision, JSON.parse(readFileSync(file, 'utf8')));
        linters.set(item.revision, linter);
      }
      return { seq: item.seq, ...linter.lint(item) };
    });
  },
};
