// The java command line of the Groovy engine (docs/ARCHITECTURE.md "Engine (JVM)"; flags from
// docs/groovy-compiler-notes.md §7–§9): a bounded heap with the serial collector, exit on out-of-memory
// (the supervisor restarts it), JVM logging on stderr only (JVM warnings on stdout corrupted the
// protocol), the AppCDS archive when one was recorded for this very JVM and classpath
// (appCdsArchive.ts), and a jar-only classpath.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { usableArchive } from './appCdsArchive';

export interface EngineCommand {
  command: string;
  args: string[];
  /** True when the AppCDS archive is passed (it exists next to the jar and is not stale). */
  usesArchive: boolean;
}

export type EngineCommandProblemKind = 'javaMissing' | 'javaTooOld' | 'groovyMissing' | 'engineNotBuilt';

export interface EngineCommandProblem {
  kind: EngineCommandProblemKind;
  message: string;
}

export type EngineCommandResult =
  { ok: true; command: EngineCommand } | { ok: false; problem: EngineCommandProblem };

export interface EngineCommandOptions {
  /** The java executable; default `$JAVA_HOME/bin/java` when set, else `java` on PATH. */
  java?: string;
  /** Folder holding `build/engine.jar` (default: this repository's `engine/`). */
  engineDir?: string;
  /** Folder of the Groovy jars (default: `$GROOVY_HOME/lib`, else npm-groovy-lint's). */
  groovyLib?: string;
  /** The engine's per-request time limit (docs/engine-protocol.md `timeout`); default 10 000. */
  timeoutMs?: number;
  /** The compile classpath (`groovymcp --classpath`), fixed at launch; jars or directories. */
  classpath?: readonly string[];
  /** Worker threads; default: the engine uses one per processor. */
  threads?: number;
  /** Enables the hidden `bench-bare` and `debug-index` ops (bench/engine.bench.ts and tests only). */
  devOps?: boolean;
  /**
   * JVM flags of the launch's own choosing, put before `GROOVYMCP_JVM_ARGS` so that an operator's
   * flag wins (HotSpot takes the last of a flag): hosted mode's main lane runs C1 only (launchHosted.ts).
   */
  defaultJvmArgs?: readonly string[];
  /** Extra JVM flags (tests: `-Duser.home=...`). */
  jvmArgs?: readonly string[];
  /** Where `GROOVYMCP_JVM_ARGS` is read from (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  /**
   * Runs the JVM through `nice -n` at this niceness, every thread of it (hosted mode's bulk lane,
   * docs/hosted.md "Fairness"); default: this process's priority.
   */
  niceness?: number;
}

/**
 * The JVM flags of `GROOVYMCP_JVM_ARGS`, split on whitespace (README, "bin/groovymcp"). The test run
 * sets `-XX:TieredStopAtLevel=1` (vitest.config.ts): its hundred short-lived JVMs then spend half
 * the CPU, while local mode keeps C2, whose code is faster once warm (bench:engine compares both);
 * hosted mode's main lane runs C1 only too (launchHosted.ts).
 */
export function jvmArgsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.GROOVYMCP_JVM_ARGS ?? '').split(/\s+/).filter(Boolean);
}

export const ENGINE_MIN_JAVA = 17;

const repoEngineDir = fileURLToPath(new URL('../../engine/', import.meta.url));

/** Kept in step with engine/build.mjs, which compiled against and archived the same jars. */
export function groovyLibDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.GROOVY_HOME) return join(env.GROOVY_HOME, 'lib');
  return join(repoEngineDir, '..', 'node_modules', 'npm-groovy-lint', 'lib', 'java', 'groovy', 'lib');
}

export function groovyJars(lib: string): string[] | undefined {
  const names = existsSync(lib) ? readdirSync(lib) : [];
  const core = names.find((n) => /^groovy-\d[\w.-]*\.jar$/.test(n));
  const json = names.find((n) => /^groovy-json-\d[\w.-]*\.jar$/.test(n));
  return core && json ? [join(lib, core), join(lib, json)] : undefined;
}

function defaultJava(env: NodeJS.ProcessEnv = process.env): string {
  return env.JAVA_HOME ? join(env.JAVA_HOME, 'bin', 'java') : 'java';
}

const versionCache = new Map<string, number | EngineCommandProblem>();

/** The major version of `java`, or the problem that prevents running it. */
export function javaMajorVersion(java: string): number | EngineCommandProblem {
  const cached = versionCache.get(java);
  if (cached !== undefined) return cached;
  const run = spawnSync(java, ['-version'], { encoding: 'utf8', timeout: 20_000 });
  let answer: number | EngineCommandProblem;
  if (run.error || run.status !== 0) {
    answer = {
      kind: 'javaMissing',
      message:
        `the Groovy engine needs Java ${ENGINE_MIN_JAVA} or later, but \`${java}\` could not be run ` +
        '(install a JDK, e.g. `apt-get install openjdk-17-jdk-headless`, or set JAVA_HOME)',
    };
  } else {
    const m = /version "(\d+)(?:\.(\d+))?/.exec(`${run.stderr}${run.stdout}`);
    const first = m ? Number(m[1]) : NaN;
    // Java 8 and older print "1.8.0_x".
    const major = first === 1 && m?.[2] ? Number(m[2]) : first;
    answer = Number.isFinite(major)
      ? major
      : { kind: 'javaMissing', message: `could not read the version of \`${java}\`` };
  }
  versionCache.set(java, answer);
  return answer;
}

export function buildEngineCommand(options: EngineCommandOptions = {}): EngineCommandResult {
  const java = options.java ?? defaultJava();
  const version = javaMajorVersion(java);
  if (typeof version !== 'number') return { ok: false, problem: version };
  if (version < ENGINE_MIN_JAVA) {
    return {
      ok: false,
      problem: {
        kind: 'javaTooOld',
        message: `the Groovy engine needs Java ${ENGINE_MIN_JAVA} or later, but \`${java}\` is Java ${version}`,
      },
    };
  }
  const engineDir = options.engineDir ?? repoEngineDir;
  const engineJar = join(engineDir, 'build', 'engine.jar');
  if (!existsSync(engineJar)) {
    return {
      ok: false,
      problem: {
        kind: 'engineNotBuilt',
        message: `${engineJar} is missing (run \`npm ci\` or \`node engine/build.mjs\`)`,
      },
    };
  }
  const lib = options.groovyLib ?? groovyLibDir();
  const jars = groovyJars(lib);
  if (!jars) {
    return {
      ok: false,
      problem: {
        kind: 'groovyMissing',
        message: `no Groovy jars in ${lib} (install npm-groovy-lint or set GROOVY_HOME)`,
      },
    };
  }
  // Only an archive recorded for exactly this JVM and classpath; a stale one is re-recorded.
  const archive = usableArchive({
    java,
    buildDir: join(engineDir, 'build'),
    classpath: [engineJar, ...jars],
  });
  const usesArchive = archive !== undefined;
  // Layer 1's fail-closed class-file hook (engine/build.mjs builds it when a C compiler is there).
  const hook = join(
    engineDir,
    'build',
    process.platform === 'darwin' ? 'libfailclosedhook.dylib' : 'libfailclosedhook.so',
  );
  const args = [
    '-Xmx512m',
    '-XX:+UseSerialGC',
    '-XX:+ExitOnOutOfMemoryError',
    // HotSpot prints "Terminating due to java.lang.OutOfMemoryError" and other VM output on stdout.
    '-XX:+DisplayVMOutputToStderr',
    '-Xlog:disable',
    '-Xlog:all=warning:stderr',
    ...(usesArchive ? [`-XX:SharedArchiveFile=${archive}`] : []),
    // The engine's sandbox (engine/README.md "Compile, never run"): layer 1 is a JVMTI hook that
    // makes every foreign class inert or refuses it, armed by the engine jar as its Java agent; and
    // Java 18–23 allow the security manager of layer 4 only when asked to (17 allows it by default;
    // 24 and later have none).
    ...(existsSync(hook) ? [`-agentpath:${hook}`] : []),
    `-javaagent:${engineJar}`,
    ...(version >= 18 && version <= 23 ? ['-Djava.security.manager=allow'] : []),
    ...(options.defaultJvmArgs ?? []),
    ...jvmArgsFromEnv(options.env),
    ...(options.jvmArgs ?? []),
    '-cp',
    [engineJar, ...jars].join(delimiter),
    'groovymcp.engine.Main',
    ...(options.timeoutMs !== undefined ? ['--timeout-ms', String(options.timeoutMs)] : []),
    ...(options.threads !== undefined ? ['--threads', String(options.threads)] : []),
    ...(options.classpath && options.classpath.length > 0
      ? ['--classpath', options.classpath.join(delimiter)]
      : []),
    ...(options.devOps ? ['--dev-ops'] : []),
  ];
  if (options.niceness !== undefined) {
    return {
      ok: true,
      command: { command: 'nice', args: ['-n', String(options.niceness), java, ...args], usesArchive },
    };
  }
  return { ok: true, command: { command: java, args, usesArchive } };
}
