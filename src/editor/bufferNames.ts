// Names of editor buffers: each buffer is the `groovy-buffer:` URI of its name (docs/server.md §5).
// Names are kept to letters, digits, `_`, `-` and `.` so that the URI reads the same in Monaco,
// on the wire and in Traffic (no percent-encoding, no path separators).

export const BUFFER_SCHEME = 'groovy-buffer:';

const NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const MAX_NAME = 80;

export const bufferUri = (name: string): string => `${BUFFER_SCHEME}${name}`;

/** What is wrong with a buffer name, in words; undefined when it is fine. */
export function bufferNameProblem(name: string): string | undefined {
  if (name === '') return 'the name is empty';
  if (name.length > MAX_NAME) return `a name has at most ${MAX_NAME} characters`;
  if (!NAME.test(name))
    return 'a name uses letters, digits, "_", "-" and "." only, and starts with a letter, digit or "_"';
  return undefined;
}

/**
 * A usable name close to `wanted` (a file's name, say): characters a name cannot hold become `_`,
 * and a taken name gets the first free number before its extension (`Foo.groovy` → `Foo2.groovy`).
 */
export function freeBufferName(wanted: string, taken: (name: string) => boolean): string {
  let cleaned = wanted.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, MAX_NAME - 4);
  if (!/^[A-Za-z0-9_]/.test(cleaned)) cleaned = `_${cleaned}`;
  const dot = cleaned.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [cleaned.slice(0, dot), cleaned.slice(dot)] : [cleaned, ''];
  if (!taken(cleaned)) return cleaned;
  for (let n = 2; ; n++) if (!taken(`${stem}${n}${extension}`)) return `${stem}${n}${extension}`;
}
