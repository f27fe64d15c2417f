// Why a `path` or `file:` URI could not be read (docs/server.md §5). The kind drives tests and callers;
// the message becomes the tool error text, so it never names anything outside the root.

export type FileAccessErrorKind =
  | 'noRoot'
  | 'invalidRoot'
  | 'invalidPath'
  | 'invalidUri'
  | 'outsideRoot'
  | 'notFound'
  | 'notAFile'
  | 'tooLarge'
  | 'notUtf8'
  | 'unreadable';

export class FileAccessError extends Error {
  override readonly name = 'FileAccessError';

  constructor(
    readonly kind: FileAccessErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const outsideRoot = (): FileAccessError =>
  new FileAccessError('outsideRoot', 'path is outside the root');

/** Maps an fs error code to a kind without quoting the path node put in its message. */
export function fromFsError(err: unknown): FileAccessError {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return new FileAccessError('notFound', 'file not found under the root');
    case 'EISDIR':
      return new FileAccessError('notAFile', 'path is not a regular file');
    case 'ELOOP':
      return new FileAccessError('unreadable', 'too many levels of symbolic links');
    case 'EACCES':
    case 'EPERM':
      return new FileAccessError('unreadable', 'permission denied');
    case 'ENAMETOOLONG':
      return new FileAccessError('invalidPath', 'path is too long');
    default:
      return new FileAccessError('unreadable', `cannot read the file (${code ?? 'unknown error'})`);
  }
}
