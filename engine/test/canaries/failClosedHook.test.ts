// Layer 1 fails closed (engine/README.md "Compile, never run"): a foreign class defined on a nearly
// exhausted stack, where java.lang.instrument's call into Java cannot even start and it would define
// the class as it came, is made inert or refused by the JVMTI hook (engine/native/failClosedHook.c),
// never run. The control, the same JVM without the hook, shows the hole is really met by the probe.
// And an engine started without the hook (built where no C compiler was) says layer 1 is not in force.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngineCommand } from '../../../backend/engine/engineCommand';
import { parseEngineLine, requestLine } from '../../../backend/engine/engineWire';
import type { EngineInfo } from '../../../src/contracts';

const probeSources = join(import.meta.dirname, 'deepDefine');
let work: string;
let jvmFlags: string[];
let classpath: string;
/** The engine's launch after its JVM flags: its classpath, main class and arguments. */
let engineLaunch: string[];
let java: string;

beforeAll(() => {
  const built = buildEngineCommand();
  if (!built.ok) throw new Error(built.problem.message);
  java = built.command.command;
  // The product's own JVM flags (agent, hook, archive), up to its classpath.
  const args = built.command.args;
  jvmFlags = args.slice(0, args.indexOf('-cp'));
  classpath = args[args.indexOf('-cp') + 1]!;
  engineLaunch = args.slice(args.indexOf('-cp'));
  work = mkdtempSync(join(tmpdir(), 'groovymcp-deep-define-'));
  const javac = (file: string, out: string) =>
    execFileSync('javac', ['-d', join(work, out), join(probeSources, file)], { stdio: 'pipe' });
  javac('Hostile.java', 'hostile');
  javac('DeepDefine.java', 'probe');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Counts {
  overflowed: number;
  refused: number;
  inert: number;
  ran: number;
}

function probe(flags: string[]): Counts {
  const out = execFileSync(
    java,
    // The engine's classpath (the agent's rewriter is in it), then the probe's.
    [
      '-Xint',
      ...flags,
      '-cp',
      `${classpath}${delimiter}${join(work, 'probe')}`,
      'DeepDefine',
      join(work, 'hostile'),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
  );
  const m = /overflowed (\d+) refused (\d+) inert (\d+) ran (\d+)/.exec(out);
  if (!m) throw new Error(`DeepDefine printed no counts: ${out}`);
  const [overflowed, refused, inert, ran] = m.slice(1).map(Number) as [number, number, number, number];
  return { overflowed, refused, inert, ran };
}

describe('layer 1 on a nearly exhausted stack', () => {
  it('is launched with the fail-closed hook', () => {
    expect(jvmFlags.some((f) => f.startsWith('-agentpath:') && f.includes('failclosedhook'))).toBe(true);
  });

  it('never lets a foreign class run: inert, or refused where the rewrite could not run', () => {
    const counts = probe(jvmFlags);
    expect(counts.ran, JSON.stringify(counts)).toBe(0);
    expect(counts.inert, JSON.stringify(counts)).toBeGreaterThan(0);
    // The depths where java.lang.instrument would have failed open.
    expect(counts.refused, JSON.stringify(counts)).toBeGreaterThan(0);
  });

  it('control: without the hook, java.lang.instrument alone lets some run', () => {
    const counts = probe(jvmFlags.filter((f) => !f.startsWith('-agentpath:')));
    // None ran: the probe no longer reaches the stack depths where the upcall cannot start (then
    // the test above proves nothing), or this JDK's java.lang.instrument has come to fail closed.
    expect(counts.ran, `without the hook: ${JSON.stringify(counts)}`).toBeGreaterThan(0);
  });
});

describe('an engine built without the hook', () => {
  // The engine's own command line without -agentpath, run directly (the supervisor, given a build
  // folder of its own, would record an AppCDS archive for it in the background).
  it('reports layer 1 not in force, and says why on stderr', () => {
    const run = spawnSync(java, [...jvmFlags.filter((f) => !f.startsWith('-agentpath:')), ...engineLaunch], {
      input: requestLine({ op: 'info' }, 1),
      encoding: 'utf8',
      timeout: 60_000,
    });
    const answer = run.stdout
      .split('\n')
      .map(parseEngineLine)
      .find((line) => line.type === 'answer' && line.id === 1);
    const info = answer?.type === 'answer' ? (answer.response.result as EngineInfo | undefined) : undefined;
    expect(info?.sandboxLayers?.neverRun, run.stdout + run.stderr).toBe(false);
    expect(info?.sandboxLayers?.leastPrivilege).toBe(true);
    expect(run.stderr).toContain(
      'sandbox: layer 1 (never run) not in force: its fail-closed class-file hook is missing',
    );
  });
});
