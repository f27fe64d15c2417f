// An import appends the file's traffic as its own section (docs/playground.md, "Traffic",
// "Import"): an "imported <file> · N messages" separator, then the rows, each marked with the
// section (TrafficRow.section) so it reads as not live, pairs only within the section, and can be
// replayed. The live traffic before it stays.
import type { TrafficLint } from '../lint/trafficLint';
import { isMark, parseTrafficFile, type ImportResult } from './trafficJsonl';
import type { LintState, TrafficRecorder } from './trafficRecorder';

const APP_LANE_IMPORTED: LintState = {
  status: 'unchecked',
  reason: "an imported app ↔ host message: ext-apps' schema.json checks the live ones",
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function importSection(
  traffic: TrafficRecorder,
  lint: TrafficLint,
  text: string,
  fileName: string,
): ImportResult {
  const parsed = parseTrafficFile(text, traffic.now());
  const messages = parsed.entries.filter((entry) => !isMark(entry)).length;
  if (messages === 0) {
    const problems =
      parsed.problems.length > 0 ? parsed.problems : [{ lineNumber: 1, problem: 'no messages' }];
    return { ok: false, problems };
  }
  const separator = traffic.recordMark({
    kind: 'imported',
    text: `${fileName} · ${plural(messages, 'message')} (${parsed.format})`,
  });
  const section = separator.seq;
  for (const entry of parsed.entries) {
    if (isMark(entry)) {
      traffic.recordMark(entry.mark, { time: entry.time, revision: entry.revision, section });
      continue;
    }
    const { direction, line, parentOffset, ...options } = entry;
    const row = traffic.record(direction, line, {
      ...options,
      section,
      // An app ↔ host message is not MCP's to lint; ext-apps' schema checks it only live.
      ...(options.lane !== undefined ? { lint: APP_LANE_IMPORTED } : {}),
    });
    if (parentOffset !== undefined) traffic.update(row.seq, { parentSeq: row.seq - parentOffset });
    if (options.lane === undefined) lint.check(row);
  }
  return { ok: true, format: parsed.format, messages, problems: parsed.problems, sectionSeq: section };
}
