// Source selection (docs/server.md §5): exactly one of `text` (with an optional groovy-buffer: `uri`),
// `path` (under the root) or `uri` (an open buffer, or a file: URI under the root).
import { MAX_SOURCE_CHARS } from '../../protocol';
import type { FileSystemPort } from '../fileSystemPort';
import { quote } from '../../contracts';
import type { BufferStore } from './bufferStore';

export const DEFAULT_BUFFER_URI = 'groovy-buffer:snippet';
export const BUFFER_SCHEME = 'groovy-buffer:';

export interface SourceSelector {
  text?: string | undefined;
  path?: string | undefined;
  uri?: string | undefined;
}

export type ResolvedSource = { ok: true; uri: string; text: string } | { ok: false; message: string };

const fail = (message: string): ResolvedSource => ({ ok: false, message });

function checkSize(uri: string, text: string): ResolvedSource {
  return text.length > MAX_SOURCE_CHARS
    ? fail(`source is over ${MAX_SOURCE_CHARS} characters`)
    : { ok: true, uri, text };
}

export async function resolveSource(
  selector: SourceSelector,
  buffers: BufferStore,
  fileSystem: FileSystemPort | undefined,
): Promise<ResolvedSource> {
  const { text, path, uri } = selector;
  if (text !== undefined && path !== undefined) return fail('give either text or path, not both');
  if (path !== undefined && uri !== undefined) return fail('give either path or uri, not both');
  if (text !== undefined) return openText(text, uri ?? DEFAULT_BUFFER_URI, buffers);
  if (path !== undefined) return openFile(() => fileSystem!.readPath(path), fileSystem, buffers);
  if (uri !== undefined) {
    const open = buffers.get(uri);
    if (open !== undefined) return { ok: true, uri, text: open };
    if (uri.startsWith('file:')) return openFile(() => fileSystem!.readFileUri(uri), fileSystem, buffers);
    return fail(`no open buffer ${quote(uri)}`);
  }
  return fail('give the source as text, path or uri');
}

function openText(text: string, uri: string, buffers: BufferStore): ResolvedSource {
  if (!uri.startsWith(BUFFER_SCHEME) || uri.length === BUFFER_SCHEME.length) {
    return fail(`uri with text must be a ${BUFFER_SCHEME} URI, not ${quote(uri)}`);
  }
  return keep(checkSize(uri, text), buffers);
}

async function openFile(
  read: () => ReturnType<FileSystemPort['readPath']>,
  fileSystem: FileSystemPort | undefined,
  buffers: BufferStore,
): Promise<ResolvedSource> {
  if (!fileSystem?.rootConfigured)
    return fail('path and file: URIs need a root (start the server with --root DIR)');
  const file = await read();
  if (!file.ok) return fail(file.message);
  return keep(checkSize(file.uri, file.text), buffers);
}

/** Opens (or replaces) the buffer of a size-checked source, unless the open-buffer caps refuse it. */
function keep(sized: ResolvedSource, buffers: BufferStore): ResolvedSource {
  if (!sized.ok) return sized;
  const opened = buffers.set(sized.uri, sized.text);
  return opened.ok ? sized : fail(opened.message);
}
