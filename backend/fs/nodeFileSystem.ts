// FileSystemPort on node:fs (docs/server.md §5): `path` and `file:` URI sources confined to `--root`
// by real path (of the opened file, see confinedRoot.ts). Reads one file per call; never lists a
// directory.
import type { FileHandle } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ConfinedRead, FileSystemPort } from '../../src/session/fileSystemPort';
import { ConfinedRoot } from './confinedRoot';
import type { LocateStrategy } from './openedFileLocation';
import { FileAccessError, fromFsError } from './fileAccessError';

/**
 * The session rejects sources over 524,288 UTF-16 code units (docs/server.md §5). One code unit takes
 * at most 3 UTF-8 bytes, so a larger file is over the cap whatever it holds and is refused unread.
 */
export const MAX_SOURCE_FILE_BYTES = 3 * 524_288;

export interface NodeFileSystemOptions {
  /** `--root`; without it every `path` and `file:` URI is a tool error. */
  root?: string;
  maxFileBytes?: number;
  /** How opened files are located (tests of the non-Linux fallback); probed by default. */
  locate?: LocateStrategy;
}

/**
 * Files must be valid UTF-8: a file in another encoding is refused rather than decoded with U+FFFD
 * replacements, because positions and edits (format, rename) computed on a lossy decoding would
 * corrupt the file when a client applies them. A leading BOM is dropped, as editors do.
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });

export class NodeFileSystem implements FileSystemPort {
  private constructor(
    private readonly root: ConfinedRoot | undefined,
    private readonly maxFileBytes: number,
  ) {}

  /** Resolves the root once; throws FileAccessError('invalidRoot') for a root that is not a directory. */
  static async create(options: NodeFileSystemOptions = {}): Promise<NodeFileSystem> {
    const root =
      options.root === undefined ? undefined : await ConfinedRoot.open(options.root, options.locate);
    return new NodeFileSystem(root, options.maxFileBytes ?? MAX_SOURCE_FILE_BYTES);
  }

  get rootConfigured(): boolean {
    return this.root !== undefined;
  }

  readPath(path: string): Promise<ConfinedRead> {
    return settle(async () => {
      if (typeof path !== 'string') throw new FileAccessError('invalidPath', 'path must be a string');
      return this.read(path);
    });
  }

  readFileUri(uri: string): Promise<ConfinedRead> {
    return settle(() => this.read(filePathOfUri(uri)));
  }

  private async read(path: string): Promise<{ uri: string; text: string }> {
    if (this.root === undefined) {
      throw new FileAccessError('noRoot', 'no --root was given: pass the source as text');
    }
    const { handle, real } = await this.root.openInside(path);
    try {
      return { uri: pathToFileURL(real).href, text: await readUtf8(handle, this.maxFileBytes) };
    } finally {
      await handle.close();
    }
  }
}

/** `file:` URI → absolute path, percent-decoded; only the local host. */
export function filePathOfUri(uri: string): string {
  if (typeof uri !== 'string') throw new FileAccessError('invalidUri', 'uri must be a string');
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new FileAccessError('invalidUri', 'not a valid URI');
  }
  if (url.protocol !== 'file:') throw new FileAccessError('invalidUri', 'not a file: URI');
  // The URL parser already turns `file://localhost/` into an empty host.
  if (url.host !== '') throw new FileAccessError('invalidUri', 'file: URI must not name a host');
  if (url.search !== '' || url.hash !== '') {
    throw new FileAccessError('invalidUri', 'file: URI must not have a query or fragment');
  }
  try {
    return fileURLToPath(url);
  } catch {
    // Node refuses an encoded "/" (%2F) in a file: URL path.
    throw new FileAccessError('invalidUri', 'file: URI must not contain an encoded "/"');
  }
}

async function readUtf8(handle: FileHandle, maxBytes: number): Promise<string> {
  let bytes: Buffer;
  try {
    // A FIFO was opened without blocking (confinedRoot.ts); fstat refuses it here, unread.
    const info = await handle.stat();
    if (!info.isFile()) throw new FileAccessError('notAFile', 'path is not a regular file');
    if (info.size > maxBytes) throw tooLarge();
    bytes = await handle.readFile();
  } catch (err) {
    throw err instanceof FileAccessError ? err : fromFsError(err);
  }
  if (bytes.length > maxBytes) throw tooLarge();
  try {
    return utf8.decode(bytes);
  } catch {
    throw new FileAccessError('notUtf8', 'file is not valid UTF-8');
  }
}

const tooLarge = (): FileAccessError =>
  new FileAccessError('tooLarge', 'file is too large (over 512 Ki characters)');

async function settle(read: () => Promise<{ uri: string; text: string }>): Promise<ConfinedRead> {
  try {
    return { ok: true, ...(await read()) };
  } catch (err) {
    if (err instanceof FileAccessError) return { ok: false, message: err.message };
    throw err;
  }
}
