// Runs the canary corpus through a real engine JVM started with some sandbox layers switched off
// (the test-only `-Dgroovymcp.testing.disableLayers`, engine/README.md "Compile, never run").
import { rmSync } from 'node:fs';
import { ENGINE_TOOL_OPS, type EngineResponse, type EngineToolOp } from '../../../src/contracts';
import { startEngine, type Harness } from '../engineHarness';
import { buildCorpus, type Canary, type Corpus } from './corpus';

export type Layer = 'never-run' | 'vetting' | 'classpath-resources' | 'least-privilege';

export interface CorpusEngine {
  corpus: Corpus;
  harness: Harness;
  close(): Promise<void>;
}

export async function startCorpusEngine(disabled: readonly Layer[]): Promise<CorpusEngine> {
  const corpus = buildCorpus();
  const harness = await startEngine({
    classpath: [corpus.classpath],
    timeoutMs: 20_000,
    jvmArgs: [
      `-Duser.home=${corpus.home}`,
      ...(disabled.length > 0 ? [`-Dgroovymcp.testing.disableLayers=${disabled.join(',')}`] : []),
    ],
    env: { ...process.env, HOME: corpus.home },
  });
  return {
    corpus,
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
