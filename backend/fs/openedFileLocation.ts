// Where an *opened* file lies, as opposed to where its path pointed when it was checked: between a
// realpath() check and the open, a directory of the path can be swapped for a symlink to the
// outside (issue 9, item 4). Confinement therefore judges the file descriptor, not the path.
//
// On Linux the kernel names the opened file: /proc/self/fd/N is a link to its path as of now (the
// dentry the descriptor holds, whatever was renamed or swapped since). Elsewhere, or without /proc,
// the fallback compares the descriptor's device and inode with those of the path re-resolved after
// the open: a swap that happened before the open shows as a different inode. That fallback narrows
// the window but cannot close it (Node has no openat), so it is only used where /proc is missing.
import type { FileHandle } from 'node:fs/promises';
import { lstat, open, readlink, realpath } from 'node:fs/promises';
import { constants } from 'node:fs';

export type LocateStrategy = 'procFd' | 'inode';

/** The kernel's suffix for a descriptor whose file was unlinked since it was opened. */
const DELETED = ' (deleted)';

/**
 * `procFd` when /proc/self/fd names an opened directory exactly as realpath() does (the root is
 * opened and compared, so a /proc that lies, e.g. another mount namespace, is not trusted).
 */
export async function probeStrategy(realDir: string): Promise<LocateStrategy> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(realDir, constants.O_RDONLY | constants.O_DIRECTORY);
    return (await readlink(`/proc/self/fd/${handle.fd}`)) === realDir ? 'procFd' : 'inode';
  } catch {
    return 'inode';
  } finally {
    await handle?.close();
  }
}

/** Why an opened file's location could not be established (it moved or vanished meanwhile). */
export class LocationUnknown extends Error {
  override readonly name = 'LocationUnknown';
}

/**
 * The real path of the file `handle` has open. `checkedPath` is the realpath() the caller opened;
 * it answers when nothing moved. Rejects with LocationUnknown when the file changed under us.
 */
export async function locateOpened(
  handle: FileHandle,
  checkedPath: string,
  strategy: LocateStrategy,
): Promise<string> {
  return strategy === 'procFd' ? byProcFd(handle, checkedPath) : byInode(handle, checkedPath);
}

async function byProcFd(handle: FileHandle, checkedPath: string): Promise<string> {
  const where = await readlink(`/proc/self/fd/${handle.fd}`);
  // An unlinked file reads as "<its last path> (deleted)"; a file really named so still matches.
  if (where.endsWith(DELETED) && where !== checkedPath) throw new LocationUnknown('file was deleted');
  return where;
}

async function byInode(handle: FileHandle, checkedPath: string): Promise<string> {
  const opened = await handle.stat({ bigint: true });
  try {
    // The path must resolve to itself (no symlink on it) before and after its inode is compared,
    // so a swapped directory must flip twice between these calls to go unseen.
    if ((await realpath(checkedPath)) === checkedPath) {
      const now = await lstat(checkedPath, { bigint: true });
      const same = now.dev === opened.dev && now.ino === opened.ino;
      if (same && (await realpath(checkedPath)) === checkedPath) return checkedPath;
    }
  } catch {
    // Gone or unreadable now: same answer as a different inode.
  }
  throw new LocationUnknown('file changed while it was opened');
}
