// Root confinement by real path (groovymcp.md §5): "after resolving symbolic links the real path must
// stay inside the real root". Only realpath and stat touch the disk: the root is never scanned or
// walked (§1), and no answer tells whether something outside the root exists.
import { realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { FileAccessError, fromFsError, outsideRoot } from './fileAccessError';

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
  ) {}

  /** Resolves `--root` once at launch; a missing root or a file is a launch error. */
  static async open(dir: string): Promise<ConfinedRoot> {
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
    return new ConfinedRoot(givenRoot, realRoot);
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
