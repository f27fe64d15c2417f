// The engine's AppCDS archive (engine/build/engine.jsa; docs/groovy-compiler-notes.md §7, §9) and when
// to trust it. HotSpot refuses a dynamic archive whose recorded classpath, jars (size and mtime) or
// JVM build differ from the launch, and says so on every start ("Unable to use shared archive"):
// after the checkout moved, after a JDK update, or with JAVA_HOME naming another JDK than the one
// that recorded it. So the archive carries a sidecar, engine.jsa.key, naming exactly those inputs;
// a launch passes the archive only when the key matches, and otherwise starts without it and has
// it re-recorded in the background (archiveRecorder.ts), silently: the next start is fast again.
import { spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ARCHIVE_NAME = 'engine.jsa';
const KEY_SUFFIX = '.key';

export interface ArchiveInputs {
  /** The java command the engine is launched with. */
  java: string;
  /** The folder holding engine.jar and the archive (engine/build). */
  buildDir: string;
  /** The launch classpath, in order (the engine jar first). */
  classpath: readonly string[];
}

/** What engine.jsa.key holds: the inputs' key, and whether recording for it succeeded. */
export interface ArchiveState {
  key: string;
  ok: boolean;
}

export const archivePath = (buildDir: string): string => join(buildDir, ARCHIVE_NAME);
const keyPath = (buildDir: string): string => archivePath(buildDir) + KEY_SUFFIX;

/** `cmd` as an absolute path, looked up on PATH when it has no directory part. */
function locate(cmd: string): string | undefined {
  if (isAbsolute(cmd) || cmd.includes('/')) return existsSync(cmd) ? cmd : undefined;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, cmd);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * A file's path, size and mtime in whole seconds: what HotSpot compares (st_mtime, a time_t). Finer
 * would be stricter than HotSpot and wrong: an image's COPY --from keeps mtimes to the second only,
 * and the archive recorded in deploy/Dockerfile's build stage was then never passed at run time.
 */
function fingerprint(path: string): string {
  try {
    const s = statSync(path);
    return `${path}\t${s.size}\t${Math.floor(s.mtimeMs / 1000)}`;
  } catch {
    return `${path}\tmissing`;
  }
}

/**
 * The inputs HotSpot checks, as one string: the JVM (its real executable, libjvm and base CDS
 * archive, so a JDK update changes it) and every classpath entry with size and mtime. A few stats.
 */
export function archiveKey(java: string, classpath: readonly string[]): string {
  const found = locate(java);
  const real = found === undefined ? undefined : realpathOf(found);
  const jvm =
    real === undefined
      ? [`java\t${java}`]
      : [
          fingerprint(real),
          ...JVM_FILES.map((rel) => join(dirname(dirname(real)), rel))
            .filter((p) => existsSync(p))
            .map(fingerprint),
        ];
  return JSON.stringify([...jvm, ...classpath.map(fingerprint)]);
}

/** Under the JDK's home: the JVM library of each platform, and the base CDS archive. */
const JVM_FILES = [
  'lib/server/libjvm.so',
  'lib/server/libjvm.dylib',
  'bin/server/jvm.dll',
  'lib/server/classes.jsa',
];

/** Debian's /usr/bin/java is a chain of symlinks to the JDK's own executable. */
function realpathOf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

function readState(buildDir: string): ArchiveState | undefined {
  try {
    const state = JSON.parse(readFileSync(keyPath(buildDir), 'utf8')) as Partial<ArchiveState>;
    return typeof state.key === 'string' && typeof state.ok === 'boolean'
      ? { key: state.key, ok: state.ok }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Installs the key file by rename: a launch never reads half of it. */
export function writeState(buildDir: string, state: ArchiveState): void {
  const tmp = `${keyPath(buildDir)}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(state));
  renameSync(tmp, keyPath(buildDir));
}

/** Keys whose recording this process already started (each at most once). */
const scheduled = new Set<string>();

export interface UsableArchiveOptions extends ArchiveInputs {
  /** Starts the re-recording; default: a detached recordArchive.ts process (tests observe it). */
  record?: (inputs: ArchiveInputs) => void;
}

/**
 * The archive to pass to this launch, or undefined. A stale or unverified archive is never passed
 * (HotSpot would warn on stderr at every start); it is re-recorded in the background instead, once
 * per inputs; a recording that failed for these very inputs is not retried.
 */
export function usableArchive(options: UsableArchiveOptions): string | undefined {
  const { buildDir } = options;
  const key = archiveKey(options.java, options.classpath);
  const state = readState(buildDir);
  if (state?.key === key)
    return state.ok && existsSync(archivePath(buildDir)) ? archivePath(buildDir) : undefined;
  if (!existsSync(buildDir)) return undefined;
  const once = `${buildDir}\n${key}`;
  if (!scheduled.has(once)) {
    scheduled.add(once);
    (options.record ?? recordInBackground)({
      java: options.java,
      buildDir,
      classpath: options.classpath,
    });
  }
  return undefined;
}

const RECORDER = fileURLToPath(new URL('./recordArchive.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** recordArchive.ts in its own detached process: it outlives us, prints nothing, holds nothing. */
function recordInBackground(inputs: ArchiveInputs): void {
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', RECORDER, JSON.stringify(inputs)], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: 'ignore',
    });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No archive this time; the engine runs without it.
  }
}
