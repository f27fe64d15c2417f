// Records the engine's AppCDS archive and its key (appCdsArchive.ts): a warm-up session under
// -XX:ArchiveClassesAtExit, whose loaded classes are the ones a session needs first. engine/build.mjs
// runs it at install time and a launch that finds the archive stale runs it in the background,
// both through recordArchive.ts. One recorder per build folder at a time (a lock file).
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { delimiter } from 'node:path';
import { archiveKey, archivePath, writeState, type ArchiveInputs } from './appCdsArchive';

const LOCK_SUFFIX = '.lock';
/** A lock older than this is from a recorder that died: the next one takes over. */
const LOCK_STALE_MS = 5 * 60_000;
const RECORD_TIMEOUT_MS = 120_000;

/** The first requests of a session: the classes they load go into the archive. */
const WARM_TEXT = [
  'import groovy.transform.TypeChecked',
  'class Greeter { String name; int n = 1',
  '  @TypeChecked String greet(String who) { "hi $who" + name.size() + [1, 2].collect { it * n } }',
  '}',
  'trait T { def t() { 1 } }',
  'enum E { A, B }',
  'def g = new Greeter(name: "x")',
  'println g.greet("y")',
  '',
].join('\n');
const WARM_UP = [
  { id: 1, op: 'info' },
  { id: 2, op: 'diagnostics', uri: 'groovy-buffer:warm', text: WARM_TEXT },
  { id: 3, op: 'symbols', uri: 'groovy-buffer:warm', text: WARM_TEXT },
  { id: 4, op: 'diagnostics', uri: 'groovy-buffer:broken', text: 'class { def' },
  { id: 5, op: 'ping' },
];

export type RecordOutcome = 'recorded' | 'failed' | 'busy';

/**
 * Records the archive for `inputs` (a warm-up session under -XX:ArchiveClassesAtExit) into a
 * temporary file, then installs it and its key, each by rename, so a launch never sees half of
 * either. 'busy' when another recorder holds the lock. Never throws for a failed recording.
 */
export function recordArchive(inputs: ArchiveInputs): RecordOutcome {
  const { buildDir, java, classpath } = inputs;
  const lock = archivePath(buildDir) + LOCK_SUFFIX;
  if (!takeLock(lock)) return 'busy';
  const tmp = `${archivePath(buildDir)}.${process.pid}.tmp`;
  try {
    const key = archiveKey(java, classpath);
    const run = spawnSync(
      java,
      [
        `-XX:ArchiveClassesAtExit=${tmp}`,
        '-Xlog:disable',
        '-Xlog:all=warning:stderr',
        '-Xmx512m',
        '-XX:+UseSerialGC',
        '-cp',
        classpath.join(delimiter),
        'groovymcp.engine.Main',
      ],
      {
        input: WARM_UP.map((r) => JSON.stringify(r)).join('\n') + '\n',
        encoding: 'utf8',
        timeout: RECORD_TIMEOUT_MS,
      },
    );
    const answered = (run.stdout ?? '').split('\n').filter((l) => l.includes('"id"')).length;
    // A jar rebuilt while we recorded makes this archive stale already: leave it to the next run.
    if (archiveKey(java, classpath) !== key) return 'failed';
    const ok = run.status === 0 && answered === WARM_UP.length && existsSync(tmp);
    if (ok) renameSync(tmp, archivePath(buildDir));
    else rmSync(archivePath(buildDir), { force: true });
    writeState(buildDir, { key, ok });
    return ok ? 'recorded' : 'failed';
  } catch {
    return 'failed';
  } finally {
    rmSync(tmp, { force: true });
    rmSync(lock, { force: true });
  }
}

function takeLock(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    try {
      if (Date.now() - statSync(lock).mtimeMs < LOCK_STALE_MS) return false;
      writeFileSync(lock, String(process.pid));
      return true;
    } catch {
      return false;
    }
  }
}
