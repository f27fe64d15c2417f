// The compile report's model (docs/server.md, "MCP Apps: the compile report"): markers with their
// code frames out of a diagnostics call's arguments and result.
import { describe, expect, it } from 'vitest';
import { buildReport, codeFrame, summary } from './report';

const SOURCE = 'class A {\n  void f() {\n    int x = "s"\n  }\n}\n';
const marker = (line: number, from: number, to: number, severity = 'error') => ({
  range: { start: { line, character: from }, end: { line, character: to } },
  severity,
  message: `problem at ${line}`,
  source: 'groovyc',
});

describe('codeFrame', () => {
  it('shows the line before and after, and underlines the range on its own line', () => {
    expect(codeFrame(SOURCE, marker(2, 12, 15))).toEqual([
      { number: 2, text: '  void f() {' },
      { number: 3, text: '    int x = "s"', mark: { from: 12, to: 15 } },
      { number: 4, text: '  }' },
    ]);
  });

  it('underlines at least one column, and stops at the edges of the source', () => {
    expect(codeFrame(SOURCE, marker(0, 4, 4))).toEqual([
      { number: 1, text: 'class A {', mark: { from: 4, to: 5 } },
      { number: 2, text: '  void f() {' },
    ]);
    expect(codeFrame('x', marker(0, 9, 9))).toEqual([{ number: 1, text: 'x', mark: { from: 1, to: 2 } }]);
  });

  it('underlines every line of a range over several lines', () => {
    const frame = codeFrame(SOURCE, {
      ...marker(1, 2, 0),
      range: { start: { line: 1, character: 2 }, end: { line: 2, character: 7 } },
    });
    expect(frame.map((line) => line.mark)).toEqual([
      undefined,
      { from: 2, to: 12 },
      { from: 0, to: 7 },
      undefined,
    ]);
  });
});

describe('buildReport', () => {
  it('frames each marker from the call text', () => {
    const report = buildReport(
      { text: SOURCE },
      { uri: 'groovy-buffer:snippet', diagnostics: [marker(2, 12, 15), marker(0, 0, 5, 'warning')] },
    );
    expect(report.uri).toBe('groovy-buffer:snippet');
    expect(report.entries).toHaveLength(2);
    expect(report.entries[0]!.frame![1]!.text).toBe('    int x = "s"');
    expect(summary(report)).toBe('1 error, 1 warning');
  });

  it('lists markers without frames when the call named an open buffer', () => {
    const report = buildReport(
      { uri: 'groovy-buffer:A.groovy' },
      { uri: 'x', diagnostics: [marker(1, 0, 1)] },
    );
    expect(report.entries).toEqual([{ marker: expect.objectContaining({ message: 'problem at 1' }) }]);
  });

  it('says the tool error, or that there is no report', () => {
    expect(buildReport({}, { uri: 'x', error: 'source too large' }).problem).toBe('source too large');
    expect(buildReport({}, undefined).problem).toBe('the result carries no report');
    expect(summary(buildReport({}, { uri: 'x', diagnostics: [] }))).toBe('No problems');
  });
});
