// The README table `npm run bench:report` writes (scripts/bench-report.mjs), rendered from a fixture
// of records: header with date, machine and load, one row per figure with its goal and verdict, and
// only the text between the markers replaced.
import { describe, expect, it } from 'vitest';
import { END, formatValue, renderSection, replaceSection, START } from './bench-report.mjs';
import type { Figure, RunInfo } from './benchRecords.mjs';

const run: RunInfo = {
  date: '2026-12-06T15:40:00.000Z',
  machine: 'AMD EPYC 7B13, 2 cores, 7.8 GiB RAM, Node v20.19.0, openjdk version "17.0.13"',
  loadBefore: '0.50, 0.40, 0.30',
  loadAfter: '1.90, 1.10, 0.60',
  command: 'npm run bench:report',
  runs: [
    { name: 'bench:session', status: 0, seconds: 40 },
    { name: 'bench:editor', status: 1, seconds: 90 },
    { name: 'bench:ui', status: 0, seconds: 120 },
  ],
};

const figures: Figure[] = [
  { bench: 'bench:session', figure: 'ping, groovymcp', value: 591000, unit: 'req/s' },
  {
    bench: 'bench:session',
    figure: 'ping over HTTP, groovymcp / SDK',
    value: 4.28,
    unit: '×',
    goal: '≥ 1.5×',
    met: true,
  },
  {
    bench: 'bench:editor',
    figure: 'keystroke → markers, 30 lines, p50',
    value: 205,
    unit: 'ms',
    goal: '≤ 100 ms',
    met: false,
  },
  { bench: 'bench:editor', figure: 'a | b', value: '612 ms / 598 ms', unit: '' },
];

describe('renderSection', () => {
  const section = renderSection(run, figures);

  it('says when, where, under what load and by which command the figures were measured', () => {
    expect(section).toContain('2026-12-06T15:40:00.000Z');
    expect(section).toContain('- command: `npm run bench:report`');
    expect(section).toContain(
      '- machine: AMD EPYC 7B13, 2 cores, 7.8 GiB RAM, Node v20.19.0, openjdk version "17.0.13"',
    );
    expect(section).toContain('before 0.50, 0.40, 0.30, after 1.90, 1.10, 0.60');
  });

  it('names the benches that failed or recorded nothing', () => {
    expect(section).toContain('- failed: bench:editor (exit 1)');
    expect(section).toContain('- recorded no figure: bench:ui');
  });

  it('renders one row per figure: value with unit, goal, ✓ or ✗, blank where no verdict', () => {
    const rows = section.split('\n').filter((line) => line.startsWith('| bench:'));
    expect(rows).toEqual([
      '| bench:session | ping, groovymcp | 591,000 req/s |  |  |',
      '| bench:session | ping over HTTP, groovymcp / SDK | 4.28× | ≥ 1.5× | ✓ |',
      '| bench:editor | keystroke → markers, 30 lines, p50 | 205 ms | ≤ 100 ms | ✗ |',
      '| bench:editor | a \\| b | 612 ms / 598 ms |  |  |',
    ]);
  });
});

describe('formatValue', () => {
  it('groups thousands, keeps up to three decimals, and puts × and % against the number', () => {
    expect(formatValue(0.15712, 'ms')).toBe('0.157 ms');
    expect(formatValue(12, '%')).toBe('12%');
    expect(formatValue(3, '')).toBe('3');
  });
});

describe('replaceSection', () => {
  const readme = `# T\n\n## Benchmarks\n\n${START}\nold table\n${END}\n\nHand-written prose.\n`;

  it('replaces only what lies between the markers, the markers and the prose kept', () => {
    const out = replaceSection(readme, 'new table');
    expect(out).toBe(`# T\n\n## Benchmarks\n\n${START}\nnew table\n${END}\n\nHand-written prose.\n`);
    expect(replaceSection(out, 'newer')).toBe(replaceSection(readme, 'newer'));
  });

  it('throws when the markers are missing rather than writing the table elsewhere', () => {
    expect(() => replaceSection('# T\n', 'x')).toThrow(/bench-report:start/);
  });
});
