// How the Raw panel's text becomes wire lines. The worker channel has stdio semantics: one message
// per line (../shared/spec/revisions.md §6, groovymcp.md §2). A single line goes out exactly as
// typed; a pretty-printed JSON document is compacted to one line (stdio could not carry it
// otherwise); anything else is sent line by line, as a stdio client writing that text would.

export interface RawPlan {
  readonly lines: readonly string[];
  readonly compacted: boolean;
}

export function planRawLines(text: string): RawPlan {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length <= 1) return { lines, compacted: false };
  try {
    return { lines: [JSON.stringify(JSON.parse(text))], compacted: true };
  } catch {
    return { lines, compacted: false };
  }
}
