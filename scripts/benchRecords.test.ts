// What `npm run bench:smoke-all` decides from a bench's exit and its BENCH_RECORD file: a bench that
// exits 0 but recorded no figure fails like one that crashed, and the file bench/record.ts writes
// is the file these functions read (Infinity included, which JSON cannot hold as a number).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { recordFigure } from '../bench/record';
import { benchScripts, parseRecords, smokeFailure } from './benchRecords.mjs';

const figure = {
  bench: 'bench:editor',
  figure: 'hover, p50',
  value: 41,
  unit: 'ms',
  goal: '≤ 60 ms',
  met: true,
};

describe('smokeFailure', () => {
  it('passes a bench that exited 0 with at least one figure', () => {
    expect(smokeFailure(0, [figure])).toBeUndefined();
  });

  it('fails a bench that exited 0 but recorded nothing: it silently stopped measuring', () => {
    expect(smokeFailure(0, [])).toMatch(/recorded no figure/);
  });

  it('fails a bench that exited non-zero or was killed, figures or not', () => {
    expect(smokeFailure(1, [figure])).toBe('exit 1');
    expect(smokeFailure(null, [])).toBe('killed');
  });
});

describe('benchScripts', () => {
  it('lists the benches, not the two scripts that run them', () => {
    const scripts = {
      'bench:session': 'tsx bench/session.bench.ts',
      'bench:smoke-all': 'node scripts/bench-smoke.mjs',
      'bench:report': 'node scripts/bench-report.mjs',
      lint: 'eslint .',
      'bench:ui': 'tsx bench/ui.bench.ts',
    };
    expect(benchScripts(scripts)).toEqual(['bench:session', 'bench:ui']);
  });
});

describe('parseRecords', () => {
  it('separates the run line from the figures and skips blank lines', () => {
    const run = { date: 'd', machine: 'm', loadBefore: '1', loadAfter: '2', command: 'c' };
    const text = `${JSON.stringify(figure)}\n\n${JSON.stringify({ run })}\n`;
    expect(parseRecords(text)).toEqual({ figures: [figure], run });
  });

  it('throws on a line that is not JSON, naming it', () => {
    expect(() => parseRecords(`${JSON.stringify(figure)}\n{"bench":`)).toThrow(/line 2 is not JSON/);
  });
});

describe('recordFigure (bench/record.ts)', () => {
  const saved = process.env.BENCH_RECORD;
  let dir = '';
  afterEach(() => {
    if (saved === undefined) delete process.env.BENCH_RECORD;
    else process.env.BENCH_RECORD = saved;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('appends one line per figure that parseRecords reads back, Infinity as text', () => {
    dir = mkdtempSync(join(tmpdir(), 'record-test-'));
    process.env.BENCH_RECORD = join(dir, 'r.jsonl');
    recordFigure(figure);
    recordFigure({ bench: 'bench:editor', figure: 'never', value: Infinity, unit: 'ms' });
    const { figures } = parseRecords(readFileSync(process.env.BENCH_RECORD, 'utf8'));
    expect(figures).toEqual([
      figure,
      { bench: 'bench:editor', figure: 'never', value: 'Infinity', unit: 'ms' },
    ]);
  });

  it('does nothing when BENCH_RECORD is unset', () => {
    delete process.env.BENCH_RECORD;
    expect(() => recordFigure(figure)).not.toThrow();
  });
});

describe('scripts/bench-smoke.mjs', () => {
  it('fails the bench that records nothing and the one that crashes, passes the one that records', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-smoke-test-'));
    try {
      // Three stand-in benches: real npm scripts, each told its BENCH_RECORD file as a real bench is.
      const write = `require('fs').appendFileSync(process.env.BENCH_RECORD, JSON.stringify(${JSON.stringify(figure)}) + '\\n')`;
      const scripts = {
        'bench:records': `node -e "${write.replaceAll('"', '\\"')}"`,
        'bench:silent': 'node -e "0"',
        'bench:crashes': 'node -e "process.exit(3)"',
        'bench:smoke-all': 'node -e "process.exit(9)"',
      };
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', scripts }));
      const run = spawnSync(
        process.execPath,
        [fileURLToPath(new URL('./bench-smoke.mjs', import.meta.url))],
        {
          cwd: dir,
          encoding: 'utf8',
        },
      );
      expect(run.stdout).toMatch(/✓ bench:records \(\d+ s, 1 figures\)/);
      expect(run.stdout).toMatch(/✗ bench:silent .*recorded no figure/);
      expect(run.stdout).toMatch(/✗ bench:crashes .*exit 3/);
      expect(run.stdout).toContain('bench smoke: 1 ran, 2 failed: bench:silent, bench:crashes');
      expect(run.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
