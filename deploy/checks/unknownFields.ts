// Unknown fields, which the schemas let through: the Kubernetes OpenAPI spec does not close its
// objects (no additionalProperties: false), so a misspelt `readOnlyRootFileSystem` is valid there
// and then dropped by a lenient apply, and the pod runs with a writable root. kubernetes-models
// offers no strict mode, but it carries a TypeScript interface per kind, generated from the same
// spec: each manifest is type-checked as an object literal of its kind's interface, and
// TypeScript's excess-property check names any field the spec does not have (as kubectl's
// server-side strict field validation would, on a cluster).
import { join } from 'node:path';
import ts from 'typescript';
import { KINDS, kindOf } from './kubernetesSchema';
import type { Manifest } from './manifests';

/** Not on disk: the program's one root file, placed in deploy/ so that node_modules resolves. */
const VIRTUAL_FILE = join(import.meta.dirname, '__manifests__.ts');

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: [],
};

/** The declarations (lib, kubernetes-models), parsed once: each call changes only the manifests. */
const declarations = new Map<string, ts.SourceFile>();
let previous: ts.Program | undefined;

/** The virtual file, and where each manifest's literal starts in it. */
function source(manifests: readonly Manifest[]): { text: string; starts: number[] } {
  const lines: string[] = [];
  const starts: number[] = [];
  let length = 0;
  const add = (line: string) => {
    lines.push(line);
    length += line.length + 1;
  };
  manifests.forEach(({ doc }, i) => {
    const info = KINDS.get(kindOf(doc));
    if (info === undefined) return; // kubernetesSchema.ts reports it
    add(`import type { ${info.typeName} as T${i} } from '${info.module}';`);
  });
  manifests.forEach(({ doc }, i) => {
    if (!KINDS.has(kindOf(doc))) return;
    starts[i] = length;
    add(`export const m${i}: T${i} = ${JSON.stringify(doc, null, 1)};`);
  });
  return { text: lines.join('\n'), starts };
}

/** The manifest a diagnostic at `position` belongs to: the last one starting at or before it. */
function owner(starts: readonly number[], position: number): number | undefined {
  let found: number | undefined;
  starts.forEach((start, i) => {
    if (start !== undefined && start <= position) found = i;
  });
  return found;
}

/** Each manifest's unknown fields and wrong types, as TypeScript words them; [] when none. */
export function unknownFieldProblems(manifests: readonly Manifest[]): string[] {
  const { text, starts } = source(manifests);
  const host = ts.createCompilerHost(OPTIONS);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (file, language, ...rest) => {
    if (file === VIRTUAL_FILE) return ts.createSourceFile(file, text, language);
    const parsed = declarations.get(file) ?? getSourceFile(file, language, ...rest);
    if (parsed !== undefined) declarations.set(file, parsed);
    return parsed;
  };
  host.fileExists = (file) => file === VIRTUAL_FILE || fileExists(file);
  const program = ts.createProgram({
    rootNames: [VIRTUAL_FILE],
    options: OPTIONS,
    host,
    oldProgram: previous,
  });
  previous = program;
  const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(VIRTUAL_FILE));
  return diagnostics.map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    const index = d.start === undefined ? undefined : owner(starts, d.start);
    const manifest = index === undefined ? undefined : manifests[index];
    return manifest === undefined ? message : `${manifest.where} (${kindOf(manifest.doc)}): ${message}`;
  });
}
