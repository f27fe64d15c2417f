// Root confinement by real path (docs/server.md §5): "after resolving symbolic links the real path must
// stay inside the real root". The path is checked first (so that a path that is outside is refused
// without being opened, with the same messages as ever), then opened, then the *opened file* is
// located and must be inside too: a directory swapped for a symlink between the check and the open
// is caught there (openedFileLocation.ts). The root is never scanned or walked (§1), and no answer
// tells whether something outside the root exists.
import { constants } from 'node:fs';
import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { FileAccessError, fromFsError, outsideRoot } from './fileAccessError';
import { LocationUnknown, locateOpened, probeStrategy, type LocateStrategy } from './openedFileLocation';

/** A file opened read-only inside the root; the caller closes `handle`. */
export interface OpenedInside {
  handle: FileHandle;
  /** The real path of the opened file (where it is, not where its path pointed when checked). */
  real: string;
}

/** True when `p` is `root` itself or below it (both absolute and normalized). */
export function isWithin(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel === '' || (rel !== '..' && !rel.startsWith('../') && !isAbsolute(rel));
}

export class ConfinedRoot {
  private constructor(
    /** The root as given, made absolute (symlinks kept): absolute paths may be spelled through it. */
    readonly givenRoot: string,
    /** The root with every symlink resolved: the only thing containment is checked against. */
    readonly realRoot: string,
    /** How an opened file is located: /proc/self/fd where it works, else the inode fallback. */
    readonly strategy: LocateStrategy,
  ) {}

  /**
   * Resolves `--root` once at launch; a missing root or a file is a launch error. `strategy` is for
   * tests of the fallback; by default it is probed.
   */
  static async open(dir: string, strategy?: LocateStrategy): Promise<ConfinedRoot> {
    const givenRoot = resolve(dir);
    let realRoot: string;
    try {
      realRoot = await realpath(givenRoot);
    } catch {
      throw new FileAccessError('invalidRoot', `--root ${dir}: no such directory`);
    }
    if (!(await stat(realRoot)).isDirectory()) {
      throw new FileAccessError('invalidRoot', `--root ${dir}: not a directory`);
    }
    return new ConfinedRoot(givenRoot, realRoot, strategy ?? (await probeStrategy(realRoot)));
  }

  /**
   * Opens `path` read-only and proves the opened file lies inside the real root. O_NONBLOCK keeps a
   * FIFO from hanging the open (the caller's fstat refuses it); O_NOFOLLOW refuses a last component
   * swapped for a symlink after the check.
   */
  async openInside(path: string): Promise<OpenedInside> {
    const checked = await this.resolve(path);
    let handle: FileHandle;
    try {
      handle = await open(checked, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch (err) {
      // Judge the path again, so that a path swapped to point out after the check is refused as
      // outside rather than answered with what the outside holds (no existence oracle, §5).
      await this.resolve(path);
      throw fromFsError(err);
    }
    try {
      const real = await locateOpened(handle, checked, this.strategy);
      if (!isWithin(this.realRoot, real)) throw outsideRoot();
      if (real === this.realRoot) throw new FileAccessError('notAFile', 'path is not a regular file');
      return { handle, real };
    } catch (err) {
      await handle.close();
      if (err instanceof LocationUnknown) {
        throw new FileAccessError('unreadable', 'the file changed while it was being opened');
      }
      throw err instanceof FileAccessError ? err : fromFsError(err);
    }
  }

  /**
   * The real path of `path` (relative to the root, or absolute), guaranteed inside the real root.
   * Relative paths resolve against the real root, so `..` is judged where the files really are.
   */
  async resolve(path: string): Promise<string> {
    if (path.length === 0) throw new FileAccessError('invalidPath', 'path is empty');
    if (path.includes('\0')) throw new FileAccessError('invalidPath', 'path contains a NUL character');
    const candidate = resolve(this.realRoot, path);
    let real: string;
    try {
      real = await realpath(candidate);
    } catch (err) {
      throw await this.explainUnresolvable(candidate, err);
    }
    if (!isWithin(this.realRoot, real)) throw outsideRoot();
    if (real === this.realRoot) throw new FileAccessError('notAFile', 'path is not a regular file');
    return real;
  }

  /**
   * A path that does not resolve must not become an existence oracle for the outside: a candidate
   * that is lexically outside is "outside the root" whatever the error, and one that is lexically
   * inside is judged by its deepest resolvable ancestor (a symlinked directory pointing out).
   */
  private async explainUnresolvable(candidate: string, err: unknown): Promise<FileAccessError> {
    if (!isWithin(this.realRoot, candidate) && !isWithin(this.givenRoot, candidate)) return outsideRoot();
    for (let dir = dirname(candidate); ; dir = dirname(dir)) {
      try {
        const realDir = await realpath(dir);
        return isWithin(this.realRoot, realDir) ? fromFsError(err) : outsideRoot();
      } catch {
        if (dir === dirname(dir)) return outsideRoot();
      }
    }
  }
}
