// The AppCDS archive is passed only when recorded for this very JVM and classpath (issue 9): a
// moved checkout's archive made HotSpot warn "Unable to use shared archive" at every start. Here the
// decision on fake files with a faked sidecar, then a real moved copy of engine/build that the
// background recorder makes usable again, with the real JVM.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ARCHIVE_NAME, archiveKey, usableArchive, type ArchiveInputs } from './appCdsArchive';
import { recordArchive } from './archiveRecorder';
import { buildEngineCommand } from './engineCommand';
import { EngineProcess } from './engineProcess';

const tmp = mkdtempSync(join(tmpdir(), 'groovymcp-cds-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const CDS_WARNING = /shared archive|\[cds/i;

describe('usableArchive (fake files, faked sidecar)', () => {
  let n = 0;
  function fakeBuild(): { inputs: ArchiveInputs; archive: string; keyFile: string } {
    const buildDir = join(tmp, `fake${n++}`, 'build');
    mkdirSync(buildDir, { recursive: true });
    const jar = join(buildDir, 'engine.jar');
    writeFileSync(jar, 'jar');
    const archive = join(buildDir, ARCHIVE_NAME);
    writeFileSync(archive, 'jsa');
    return { inputs: { java: 'java', buildDir, classpath: [jar] }, archive, keyFile: `${archive}.key` };
  }
  const sidecar = (keyFile: string, key: string, ok: boolean): void =>
    writeFileSync(keyFile, JSON.stringify({ key, ok }));

  it('passes an archive whose key matches, and records nothing', () => {
    const { inputs, archive, keyFile } = fakeBuild();
    sidecar(keyFile, archiveKey(inputs.java, inputs.classpath), true);
    const record = vi.fn();
    expect(usableArchive({ ...inputs, record })).toBe(archive);
    expect(record).not.toHaveBeenCalled();
  });

  it('passes it after a copy that kept the mtimes to the second only, as an image layer does', () => {
    const { inputs, archive, keyFile } = fakeBuild();
    const jar = inputs.classpath[0]!;
    utimesSync(jar, new Date(), new Date(1_796_644_067_918.255));
    sidecar(keyFile, archiveKey(inputs.java, inputs.classpath), true);
    utimesSync(jar, new Date(), new Date(1_796_644_067_000));
    const record = vi.fn();
    expect(usableArchive({ ...inputs, record })).toBe(archive);
    expect(record).not.toHaveBeenCalled();
  });

  it.each([
    ['without a sidecar', (): void => {}],
    [
      'recorded for another classpath (a moved checkout)',
      (keyFile: string, inputs: ArchiveInputs) =>
        sidecar(keyFile, archiveKey(inputs.java, ['/elsewhere/engine.jar']), true),
    ],
    [
      'recorded for another JVM',
      (keyFile: string, inputs: ArchiveInputs) =>
        sidecar(keyFile, archiveKey('/opt/other-jdk/bin/java', inputs.classpath), true),
    ],
    [
      'recorded before the jar was rebuilt',
      (keyFile: string, inputs: ArchiveInputs) => {
        sidecar(keyFile, archiveKey(inputs.java, inputs.classpath), true);
        utimesSync(inputs.classpath[0]!, new Date(), new Date(Date.now() + 5_000));
      },
    ],
    ['with a corrupt sidecar', (keyFile: string) => writeFileSync(keyFile, '{"key":')],
  ])('does not pass one %s; records it once in the background', (_label, arrange) => {
    const { inputs, keyFile } = fakeBuild();
    arrange(keyFile, inputs);
    const record = vi.fn();
    expect(usableArchive({ ...inputs, record })).toBeUndefined();
    expect(usableArchive({ ...inputs, record })).toBeUndefined();
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith(inputs);
  });

  it('does not retry a recording that failed for the same inputs', () => {
    const { inputs, keyFile } = fakeBuild();
    sidecar(keyFile, archiveKey(inputs.java, inputs.classpath), false);
    const record = vi.fn();
    expect(usableArchive({ ...inputs, record })).toBeUndefined();
    expect(record).not.toHaveBeenCalled();
  });

  it('does not pass a matching sidecar without its archive', () => {
    const { inputs, archive, keyFile } = fakeBuild();
    sidecar(keyFile, archiveKey(inputs.java, inputs.classpath), true);
    rmSync(archive);
    expect(usableArchive({ ...inputs, record: vi.fn() })).toBeUndefined();
  });

  it('leaves the recording to the recorder that holds the lock', () => {
    const { inputs, archive } = fakeBuild();
    writeFileSync(`${archive}.lock`, '1');
    expect(recordArchive({ ...inputs, java: join(tmp, 'no-java') })).toBe('busy');
    expect(existsSync(`${archive}.lock`)).toBe(true);
  });
});

describe('a moved checkout (real JVM)', () => {
  const repoBuild = fileURLToPath(new URL('../../engine/build/', import.meta.url));
  const engineDir = join(tmp, 'moved', 'engine');

  it('starts without the stale archive, silently, and has it re-recorded for the next start', async () => {
    mkdirSync(join(engineDir, 'build'), { recursive: true });
    for (const name of ['engine.jar', ARCHIVE_NAME, `${ARCHIVE_NAME}.key`]) {
      if (existsSync(join(repoBuild, name)))
        copyFileSync(join(repoBuild, name), join(engineDir, 'build', name));
    }
    const movedArchive = join(engineDir, 'build', ARCHIVE_NAME);
    expect(existsSync(movedArchive)).toBe(true);

    // What passing the copied archive would do: HotSpot refuses it and says so on every start.
    const first = buildEngineCommand({ engineDir });
    if (!first.ok) throw new Error(first.problem.message);
    const cp = first.command.args[first.command.args.indexOf('-cp') + 1]!;
    expect(cp.split(delimiter)[0]).toBe(join(engineDir, 'build', 'engine.jar'));
    const stale = spawnSync(
      first.command.command,
      [
        '-Xlog:disable',
        '-Xlog:all=warning:stderr',
        `-XX:SharedArchiveFile=${movedArchive}`,
        '-cp',
        cp,
        'groovymcp.engine.Main',
      ],
      { input: '', encoding: 'utf8', timeout: 60_000 },
    );
    expect(stale.stderr).toMatch(CDS_WARNING);

    // The launch leaves it out, so the engine starts with nothing about archives on stderr.
    expect(first.command.usesArchive).toBe(false);
    expect(first.command.args.some((a) => a.startsWith('-XX:SharedArchiveFile'))).toBe(false);
    const logs: string[] = [];
    const engine = new EngineProcess({ engineDir, log: (line) => logs.push(line) });
    await engine.whenReady();
    expect(await engine.request({ op: 'ping' })).toEqual({ result: {} });
    await engine.close();
    expect(logs.filter((l) => CDS_WARNING.test(l))).toEqual([]);

    // Meanwhile the detached recorder re-records it for the new place; the next start uses it.
    await vi.waitFor(
      () => {
        const next = buildEngineCommand({ engineDir });
        expect(next.ok && next.command.usesArchive).toBe(true);
      },
      { timeout: 90_000, interval: 500 },
    );
    const again = buildEngineCommand({ engineDir });
    if (!again.ok) throw new Error(again.problem.message);
    expect(again.command.args).toContain(`-XX:SharedArchiveFile=${movedArchive}`);
    const second: string[] = [];
    const warm = new EngineProcess({ engineDir, log: (line) => second.push(line) });
    await warm.whenReady();
    expect(await warm.request({ op: 'ping' })).toEqual({ result: {} });
    await warm.close();
    expect(second.filter((l) => CDS_WARNING.test(l))).toEqual([]);
    expect(existsSync(`${movedArchive}.lock`)).toBe(false);
  }, 150_000);
});
