// Test support: a strict reader of the Prometheus text exposition format 0.0.4, for the tests of
// metrics.ts and of /metrics. Imported by *.test.ts only.
import { expect } from 'vitest';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/gy;

/** A strict reader of the format: throws on any line it does not know. */
export function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  expect(text.endsWith('\n')).toBe(true);
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        expect(types.has(comment[2]!), `one TYPE line for ${comment[2]}`).toBe(false);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new SyntaxError(`not an exposition line: ${JSON.stringify(line)}`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    const body = match[2] ?? '';
    let consumed = 0;
    for (const label of body.matchAll(LABEL)) {
      labels[label[1]!] = label[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
      consumed = label.index + label[0].length;
    }
    expect(consumed, `labels of ${line}`).toBe(body.length);
    const value = match[3] === '+Inf' ? Infinity : match[3] === '-Inf' ? -Infinity : Number(match[3]);
    expect(Number.isNaN(value) && match[3] !== 'NaN', line).toBe(false);
    const family = match[1]!.replace(/_(bucket|sum|count)$/, '');
    expect(types.has(match[1]!) || types.get(family) === 'histogram', `TYPE before ${line}`).toBe(true);
    samples.push({ name: match[1]!, labels, value });
  }
  return { types, samples };
}
