// The schema lint behind Traffic (docs/playground.md, "Traffic"), apart from the worker that hosts
// it in the page (schemaLint.worker.ts), so that a terminal runs the very same checks in-process
// (bin/groovymcp-check, docs/check-command.md). Each revision's official schema is loaded on first use.
import { isRevision, type Revision } from '../connection/revisions';
import { RevisionLinter } from './schemaLint';
import type { LintItem, LintVerdict } from './trafficLint';
import { ValueValidator, type ValueVerdict } from './valueValidator';

// Keyed by Revision so that a revision without its schema does not compile; the imports stay literal
// so that the bundler splits each file out.
const SCHEMAS: Readonly<Record<Revision, () => Promise<{ default: Record<string, unknown> }>>> = {
  '2024-11-05': () => import('../schemas/2024-11-05.json'),
  '2025-03-26': () => import('../schemas/2025-03-26.json'),
  '2025-06-18': () => import('../schemas/2025-06-18.json'),
  '2025-11-25': () => import('../schemas/2025-11-25.json'),
  '2026-07-28': () => import('../schemas/2026-07-28.json'),
};

const linters = new Map<string, Promise<RevisionLinter | undefined>>();
const values = new ValueValidator();

function linterFor(revision: string): Promise<RevisionLinter | undefined> {
  let linter = linters.get(revision);
  if (!linter) {
    const load = isRevision(revision) ? SCHEMAS[revision] : undefined;
    linter = load
      ? load().then((module) => new RevisionLinter(revision, module.default))
      : Promise.resolve(undefined);
    linters.set(revision, linter);
  }
  return linter;
}

export const lintWorkerApi = {
  async lintMessages(items: readonly LintItem[]): Promise<LintVerdict[]> {
    const verdicts: LintVerdict[] = [];
    for (const item of items) {
      const linter = await linterFor(item.revision);
      if (!linter) {
        verdicts.push({ seq: item.seq, unchecked: `no schema for revision ${item.revision}` });
        continue;
      }
      verdicts.push({ seq: item.seq, ...linter.lint(item) });
    }
    return verdicts;
  },
  async clientMethods(revision: string): Promise<string[]> {
    return (await linterFor(revision))?.clientMethods() ?? [];
  },
  validateValue(schema: unknown, value: unknown): ValueVerdict {
    return values.validate(schema, value);
  },
};
