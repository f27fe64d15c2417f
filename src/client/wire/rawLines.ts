// How the Raw panel's text becomes wire lines. The worker channel has stdio semantics: one message
// per line (docs/revisions.md §6, docs/server.md §2). A single line goes out exactly as
// typed; a pretty-printed JSON document is compacted to one line (stdio could not carry it
// otherwise); anything else is sent line by line, as a stdio client writing that text would.
import { summarizeLine } from './messageSummary';
import type { LintBackend } from '../lint/trafficLint';

export interface RawLine {
  readonly text: string;
  /** 1-based line in the editor where it starts. */
  readonly sourceLine: number;
}

export interface RawPlan {
  readonly lines: readonly RawLine[];
  readonly compacted: boolean;
}

export function planRawLines(text: string): RawPlan {
  const lines = text
    .split(/\r?\n/)
    .map((line, index) => ({ text: line, sourceLine: index + 1 }))
    .filter((line) => line.text.trim() !== '');
  if (lines.length <= 1) return { lines, compacted: false };
  try {
    const first = lines[0] as RawLine;
    return {
      lines: [{ text: JSON.stringify(JSON.parse(text)), sourceLine: first.sourceLine }],
      compacted: true,
    };
  } catch {
    return { lines, compacted: false };
  }
}

export interface RawProblem {
  readonly line: number;
  readonly message: string;
}

/** What the schema of `revision` says about each line the Raw text would send, before sending it. */
export async function checkRawText(lint: LintBackend, text: string, revision: string): Promise<RawProblem[]> {
  const { lines } = planRawLines(text);
  const verdicts = await lint.lintMessages(
    lines.map((line, seq) => ({
      seq,
      raw: line.text,
      revision,
      direction: 'out' as const,
      kind: summarizeLine(line.text).summary.kind,
      method: undefined,
    })),
  );
  return verdicts.flatMap((verdict) => {
    const line = (lines[verdict.seq] as RawLine).sourceLine;
    if ('unchecked' in verdict) return [{ line, message: `not checked: ${verdict.unchecked}` }];
    return verdict.ok ? [] : verdict.errors.map((message) => ({ line, message }));
  });
}
