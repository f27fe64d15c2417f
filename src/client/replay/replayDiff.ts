// Where two answers differ (docs/playground.md, "Traffic", "Replay"): the JSON paths (JSON
// Pointer, RFC 6901) at which an expected and a live answer disagree, after replayNormalize.ts
// put the volatile values aside. Arrays compare by index; a value only one side has is a
// difference at its path.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON Pointer segment (`~` and `/` escaped). */
export const pointerSegment = (key: string | number): string =>
  String(key).replace(/~/g, '~0').replace(/\//g, '~1');

export function diffPaths(expected: unknown, actual: unknown, path = ''): string[] {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const paths: string[] = [];
    for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
      const at = `${path}/${i}`;
      if (i >= expected.length || i >= actual.length) paths.push(at);
      else paths.push(...diffPaths(expected[i], actual[i], at));
    }
    return paths;
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
    const paths: string[] = [];
    for (const key of keys) {
      const at = `${path}/${pointerSegment(key)}`;
      if (!(key in expected) || !(key in actual)) paths.push(at);
      else paths.push(...diffPaths(expected[key], actual[key], at));
    }
    return paths;
  }
  return Object.is(expected, actual) ? [] : [path || '/'];
}

export interface JsonLine {
  /** The line as pretty JSON shows it, indentation included. */
  readonly text: string;
  /** The JSON Pointer of the value the line starts (or closes). */
  readonly path: string;
}

/** `value` as pretty JSON (two spaces), one entry per line with the path it belongs to. */
export function jsonLines(value: unknown): JsonLine[] {
  const lines: JsonLine[] = [];
  const walk = (item: unknown, path: string, indent: string, prefix: string, comma: string) => {
    const entries = Array.isArray(item)
      ? item.map((inner, i) => [String(i), inner, ''] as const)
      : isObject(item)
        ? Object.entries(item).map(([key, inner]) => [key, inner, `${JSON.stringify(key)}: `] as const)
        : undefined;
    if (entries === undefined || entries.length === 0) {
      const text =
        entries === undefined ? (JSON.stringify(item) ?? 'undefined') : Array.isArray(item) ? '[]' : '{}';
      lines.push({ text: `${indent}${prefix}${text}${comma}`, path });
      return;
    }
    const [open, close] = Array.isArray(item) ? ['[', ']'] : ['{', '}'];
    lines.push({ text: `${indent}${prefix}${open}`, path });
    entries.forEach(([key, inner, label], i) =>
      walk(inner, `${path}/${pointerSegment(key)}`, `${indent}  `, label, i < entries.length - 1 ? ',' : ''),
    );
    lines.push({ text: `${indent}${close}${comma}`, path });
  };
  walk(value, '', '', '', '');
  return lines;
}

/** Whether `path` is one of `differing` or inside one of them. */
export function isDiffering(path: string, differing: readonly string[]): boolean {
  return differing.some((d) => d === '/' || path === d || path.startsWith(`${d}/`));
}

/**
 * The paths to highlight on one side: each differing path, or where that side lacks it (an array
 * element or a key only the other side has), its deepest ancestor below the root this side shows.
 */
export function sideHighlights(lines: readonly JsonLine[], differing: readonly string[]): string[] {
  const present = new Set(lines.map((line) => line.path));
  return differing.flatMap((path) => {
    if (path === '/') return [path];
    let at = path;
    while (at !== '' && !present.has(at)) at = at.slice(0, at.lastIndexOf('/'));
    return at === '' ? [] : [at];
  });
}
