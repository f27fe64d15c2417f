// Locating an opened file (issue 9, item 4): the descriptor is judged, not the path it was opened
// by. Each case opens one file and then hands over a path that points elsewhere, as a swap between
// a check and an open would.
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocationUnknown, locateOpened, probeStrategy } from './openedFileLocation';

let base: string;
const handles: FileHandle[] = [];

const openRead = async (path: string): Promise<FileHandle> => {
  const handle = await open(path, 'r');
  handles.push(handle);
  return handle;
};

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'groovymcp-locate-')));
  mkdirSync(join(base, 'root', 'dir'), { recursive: true });
  mkdirSync(join(base, 'outside'));
  writeFileSync(join(base, 'root', 'dir', 'a.groovy'), 'inside\n');
  writeFileSync(join(base, 'outside', 'a.groovy'), 'secret\n');
});

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

const insidePath = (): string => join(base, 'root', 'dir', 'a.groovy');
const outsidePath = (): string => join(base, 'outside', 'a.groovy');

describe('probeStrategy', () => {
  it.runIf(process.platform === 'linux')('uses /proc/self/fd on Linux', async () => {
    expect(await probeStrategy(base)).toBe('procFd');
  });

  it('falls back to inodes when the directory cannot be opened', async () => {
    expect(await probeStrategy(join(base, 'missing'))).toBe('inode');
  });
});

describe.runIf(process.platform === 'linux')('procFd', () => {
  it('names the opened file, not the path that was checked', async () => {
    const handle = await openRead(outsidePath());
    expect(await locateOpened(handle, insidePath(), 'procFd')).toBe(outsidePath());
  });

  it('follows a rename after the open', async () => {
    const from = join(base, 'root', 'moved-from.groovy');
    const to = join(base, 'root', 'moved-to.groovy');
    writeFileSync(from, 'x\n');
    const handle = await openRead(from);
    renameSync(from, to);
    expect(await locateOpened(handle, from, 'procFd')).toBe(to);
  });

  it('refuses a file deleted after the open', async () => {
    const path = join(base, 'root', 'deleted.groovy');
    writeFileSync(path, 'x\n');
    const handle = await openRead(path);
    unlinkSync(path);
    await expect(locateOpened(handle, path, 'procFd')).rejects.toBeInstanceOf(LocationUnknown);
  });

  it('accepts a file really named "… (deleted)"', async () => {
    const path = join(base, 'root', 'x (deleted)');
    writeFileSync(path, 'x\n');
    expect(await locateOpened(await openRead(path), path, 'procFd')).toBe(path);
  });
});

describe('inode', () => {
  it('accepts the file the checked path still names', async () => {
    const handle = await openRead(insidePath());
    expect(await locateOpened(handle, insidePath(), 'inode')).toBe(insidePath());
  });

  it('refuses a file that is not the one the checked path names', async () => {
    const handle = await openRead(outsidePath());
    await expect(locateOpened(handle, insidePath(), 'inode')).rejects.toBeInstanceOf(LocationUnknown);
  });

  it('refuses when the checked path now runs through a symlink', async () => {
    mkdirSync(join(base, 'root', 'swap'));
    writeFileSync(join(base, 'root', 'swap', 'a.groovy'), 'inside\n');
    const checked = join(base, 'root', 'swap', 'a.groovy');
    const handle = await openRead(checked);
    renameSync(join(base, 'root', 'swap'), join(base, 'root', 'parked'));
    symlinkSync(join(base, 'root', 'parked'), join(base, 'root', 'swap'));
    await expect(locateOpened(handle, checked, 'inode')).rejects.toBeInstanceOf(LocationUnknown);
  });
});
