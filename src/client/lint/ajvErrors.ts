// Ajv's errors in words a person can act on: where, and what the schema wanted.
import type { ErrorObject } from 'ajv';

const MAX_ERRORS = 8;

function describe(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'the message' : error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${where} has a property the schema does not allow: "${String(params.additionalProperty)}"`;
    case 'required':
      return `${where} lacks the required property "${String(params.missingProperty)}"`;
    case 'const':
      return `${where} must be ${JSON.stringify(params.allowedValue)}`;
    case 'enum':
      return `${where} must be one of ${JSON.stringify(params.allowedValues)}`;
    default:
      return `${where} ${error.message ?? `fails "${error.keyword}"`}`;
  }
}

/** Distinct descriptions, most specific (deepest path) first, at most a handful. */
export function formatAjvErrors(errors: readonly ErrorObject[] | null | undefined, prefix = ''): string[] {
  if (!errors) return [];
  const sorted = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length);
  const lines = sorted.map((error) => describe({ ...error, instancePath: prefix + error.instancePath }));
  return [...new Set(lines)].slice(0, MAX_ERRORS);
}

/** One problem of a value, at the JSON pointer of what is wrong (a missing property's own pointer). */
export interface ValueProblem {
  readonly path: string;
  readonly message: string;
}

/** Where each error points, so a form can say it next to its field (docs/playground.md, "Tools"). */
export function valueProblems(errors: readonly ErrorObject[] | null | undefined): ValueProblem[] {
  const seen = new Set<string>();
  const problems: ValueProblem[] = [];
  for (const error of errors ?? []) {
    const params = error.params as Record<string, unknown>;
    const escape = (name: unknown) => String(name).replace(/~/g, '~0').replace(/\//g, '~1');
    const problem =
      error.keyword === 'required'
        ? { path: `${error.instancePath}/${escape(params.missingProperty)}`, message: 'is required' }
        : error.keyword === 'additionalProperties'
          ? {
              path: `${error.instancePath}/${escape(params.additionalProperty)}`,
              message: 'is not a property the schema allows',
            }
          : { path: error.instancePath, message: error.message ?? `fails "${error.keyword}"` };
    const key = `${problem.path} ${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return problems;
}
