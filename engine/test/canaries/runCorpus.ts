// Runs the canary corpus through a real engine JVM started with some sandbox layers switched off
// (the test-only `-Dgroovymcp.testing.disableLayers`, engine/README.md "Compile, never run").
import { rmSync } from 'node:fs';
import { ENGINE_TOOL_OPS, type EngineResponse, type EngineToolOp } from '../../../src/contracts';
import { startEngine, type Harness } from '../engineHarness';
import { buildCorpus, markersWritten, type Canary, type Corpus } from './corpus';
import { buildGeneratedCorpus, type GeneratedCorpus } from './generatedCorpus';
import { MARKERS_PROPERTY } from './generatedPayloads';
import { readInventory } from './inventory';

export type Layer = 'never-run' | 'vetting' | 'classpath-resources' | 'least-privilege';
/** The loader guards that stood before the layers; off only for a control (SandboxSwitches.LOADER_GUARDS). */
export type Switch = Layer | 'loader-guards';

export interface CorpusEngine {
  corpus: Corpus;
  /** The canaries generated from the inventory (docs/never-run.md); same markers folder. */
  generated: GeneratedCorpus;
  harness: Harness;
  close(): Promise<void>;
}

export interface CorpusClasspath {
  /** The hand-written corpus's hostile folder (default true). */
  hand?: boolean;
  /** The generated global-transformation list (default true; see GeneratedCorpus.globalTransforms). */
  globalTransforms?: boolean;
}

/**
 * An engine with `disabled` switched off, the hostile classpath folders of `classpath`, and
 * `-Dgroovymcp.debug.sandbox=true`, so that a payload whose write layer 4 denied still shows its
 * stack in the engine's log (executionsSeen).
 */
export async function startCorpusEngine(
  disabled: readonly Switch[],
  classpath: CorpusClasspath = {},
): Promise<CorpusEngine> {
  const corpus = buildCorpus();
  const generated = buildGeneratedCorpus(readInventory(), corpus.markers);
  const folders = [
    ...(classpath.hand === false ? [] : [corpus.classpath]),
    generated.classpath,
    ...(classpath.globalTransforms === false ? [] : [generated.globalTransforms]),
  ];
  const harness = await startEngine({
    classpath: folders,
    timeoutMs: 20_000,
    jvmArgs: [
      `-Duser.home=${corpus.home}`,
      `-D${MARKERS_PROPERTY}=${corpus.markers}`,
      '-Dgroovymcp.debug.sandbox=true',
      ...(disabled.length > 0 ? [`-Dgroovymcp.testing.disableLayers=${disabled.join(',')}`] : []),
    ],
    env: { ...process.env, HOME: corpus.home },
  });
  return {
    corpus,
    generated,
    harness,
    async close() {
      await harness.engine.close();
      rmSync(corpus.root, { recursive: true, force: true });
    },
  };
}

/** A position at the end of the canary's last line (every positional op compiles the whole text). */
export function lastPosition(text: string): { line: number; character: number } {
  const lines = text.replace(/\n$/, '').split('\n');
  return { line: lines.length - 1, character: lines[lines.length - 1]!.length };
}

/** The engine arguments of `op` on `canary`. */
export function argsFor(op: string, canary: Canary): Record<string, unknown> {
  const at = lastPosition(canary.text); // the line before the cache-busting comment
  switch (op) {
    case 'rename':
      return { line: 0, character: 0, newName: 'renamed' };
    case 'references':
      return { ...at, includeDeclaration: true };
    case 'format':
      return { tabSize: 2, insertSpaces: true };
    case 'diagnostics':
    case 'symbols':
    case 'tokens':
    case 'organize-imports':
      return {};
    default:
      return at;
  }
}

let calls = 0;

/**
 * Every tool op, plus `as-related`: diagnostics of another buffer with the canary as its related
 * buffer, which the engine compiles on its own into class files (CompileService
 * .compileAgainstRelatedClasses), a compile path of its own.
 */
export const CANARY_OPS: readonly string[] = [...ENGINE_TOOL_OPS, 'as-related'];

/** Sends `canary` to `ops` (default: every op of CANARY_OPS); answers by op. */
export async function runCanary(
  engine: CorpusEngine,
  canary: Canary,
  ops: readonly string[] = CANARY_OPS,
): Promise<Map<string, EngineResponse>> {
  const answers = new Map<string, EngineResponse>();
  for (const op of ops) {
    // A text of its own per op and call: the engine's compile cache would otherwise answer from
    // the first compile, and the op under test would not compile at all.
    const text = `${canary.text}// ${op} ${++calls}\n`;
    const uri = `groovy-buffer:${canary.name}`;
    const response = await engine.harness.engine.request(
      op === 'as-related'
        ? {
            op: 'diagnostics',
            uri: `groovy-buffer:user-${calls}`,
            text: 'println 1\n',
            related: [{ uri, text }],
          }
        : { op: op as EngineToolOp, uri, text, args: argsFor(op, canary) },
    );
    answers.set(op, response);
  }
  return answers;
}

export interface SandboxInfo {
  sandbox: 'enforced' | 'unavailable';
  sandboxLayers: {
    neverRun: boolean;
    annotationVetting: boolean;
    classpathResources: boolean;
    leastPrivilege: boolean;
  };
}

/** What the engine's `info` says of its sandbox. */
export function sandboxInfo(engine: CorpusEngine): Promise<SandboxInfo> {
  return engine.harness.result<SandboxInfo>({ op: 'info' });
}

/**
 * The compile paths of the engine, one op each: DIAGNOSTICS (to class generation, past INDEX's
 * semantic analysis), TYPED (every class type-checked; completion and signatures compile so too),
 * and the related-buffer compile into class files. The generated corpus
 * runs on these in the layer tests (every tool runs it over stdio in generatedStdio.test.ts).
 */
export const COMPILE_PATH_OPS: readonly string[] = ['diagnostics', 'describe', 'as-related'];

/** A stack frame of hostile code in the engine's log: a payload class, a generated source class. */
const HOSTILE_FRAME = /\bat (evil\.[\w.$]+|GenSrc\d+[\w.$]*|C\d+[sc][.$][\w.$]+)/;

/**
 * What ran so far: the markers written, and the hostile frames in the engine's log (a permission
 * layer 4 denied is logged with its stack, so a payload that ran shows even without its marker).
 */
export function executionsSeen(engine: CorpusEngine): string[] {
  const frames = engine.harness.logs.flatMap((line) => {
    const m = HOSTILE_FRAME.exec(line);
    return m ? [`ran: ${m[1]!}`] : [];
  });
  return [...new Set([...markersWritten(engine.corpus), ...frames])].sort();
}

/** Runs `canaries` on `ops`, two at a time (the engine has a worker per processor). */
export async function runCanaries(
  engine: CorpusEngine,
  canaries: readonly Canary[],
  ops: readonly string[] = COMPILE_PATH_OPS,
): Promise<void> {
  const queue = [...canaries];
  const worker = async (): Promise<void> => {
    for (let canary = queue.shift(); canary; canary = queue.shift()) await runCanary(engine, canary, ops);
  };
  await Promise.all([worker(), worker()]);
}
