// docs/server.md §1 "Launch (stdio)": the argument table, as a pure function and through the real
// bin/groovymcp process (exit status, stdout, stderr).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_VERSION } from '../../src/session';
import { parseArguments, type ParsedArguments } from './parseArguments';
import { BIN } from './testing/groovymcpChild';
import { USAGE } from './usage';

const serve = (root: string | undefined, classpath: string[] = []): ParsedArguments => ({
  kind: 'serve',
  options: { root, classpath },
});
const usageError = (message: string): ParsedArguments => ({ kind: 'usageError', message });

describe('parseArguments', () => {
  it.each<[string, string[], ParsedArguments]>([
    ['no arguments serve without a root', [], serve(undefined)],
    ['--stdio is accepted and changes nothing', ['--stdio'], serve(undefined)],
    ['--root DIR', ['--root', 'src'], serve('src')],
    [
      '--classpath splits on the path separator, dropping empty entries',
      ['--classpath', 'a.jar::b'],
      serve(undefined, ['a.jar', 'b']),
    ],
    ['all flags together', ['--stdio', '--classpath', 'x', '--root', '.'], serve('.', ['x'])],
    ['--help', ['--help'], { kind: 'help' }],
    ['--help wins over a later unknown flag', ['--help', '--bogus'], { kind: 'help' }],
    ['--help wins over a later missing value', ['--help', '--root'], { kind: 'help' }],
    ['--help wins over an earlier --version', ['--version', '--help'], { kind: 'help' }],
    ['--help after valid flags', ['--root', 'x', '--help'], { kind: 'help' }],
    [
      'an unknown flag before --help is a usage error',
      ['--bogus', '--help'],
      usageError('unknown argument "--bogus"'),
    ],
    ['--version', ['--version'], { kind: 'version' }],
    ['--version with serving flags', ['--stdio', '--version', '--root', 'x'], { kind: 'version' }],
    ['--version then an unknown flag', ['--version', '-x'], usageError('unknown argument "-x"')],
    ['an unknown flag', ['--port', '80'], usageError('unknown argument "--port"')],
    ['a positional argument', ['file.groovy'], usageError('unknown argument "file.groovy"')],
    ['a short flag', ['-h'], usageError('unknown argument "-h"')],
    ['--flag=value is not a form of the flag', ['--root=x'], usageError('unknown argument "--root=x"')],
    ['--root without a value', ['--root'], usageError('--root needs a value')],
    ['--classpath without a value', ['--classpath'], usageError('--classpath needs a value')],
    ['a flag is not taken as a value', ['--root', '--help'], usageError('--root needs a value')],
    ['an empty --root', ['--root', ''], usageError('--root needs a directory, not an empty string')],
    ['--root twice', ['--root', 'a', '--root', 'b'], usageError('--root given more than once')],
    ['control characters quoted back escaped', ['\u001b[2J'], usageError('unknown argument "\\u001b[2J"')],
  ])('%s', (_name, argv, expected) => {
    expect(parseArguments(argv, ':')).toEqual(expected);
  });

  it('shortens a long unknown argument', () => {
    const parsed = parseArguments(['x'.repeat(500)]);
    expect(parsed).toEqual(usageError(`unknown argument "${'x'.repeat(80)}…"`));
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('bin/groovymcp arguments (real process)', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'groovymcp-args-'));
  const file = join(tmp, 'file.txt');
  writeFileSync(file, 'not a directory');
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const usageLine = `${USAGE}\n`;
  const rows: [string, string[], (r: Run) => void][] = [
    [
      '--help prints the usage on stdout and exits 0',
      ['--help'],
      (r) => {
        expect(r.code).toBe(0);
        expect(r.stdout.startsWith(usageLine)).toBe(true);
        expect(r.stdout).toContain('--classpath PATH');
        expect(r.stderr).toBe('');
      },
    ],
    [
      '--help wins over later invalid arguments',
      ['--help', '--bogus', '--root'],
      (r) => {
        expect(r.code).toBe(0);
        expect(r.stdout.startsWith(usageLine)).toBe(true);
      },
    ],
    [
      '--version prints groovy-mcp <version> and exits 0',
      ['--stdio', '--version'],
      (r) => {
        expect(r).toEqual({ code: 0, stdout: `groovy-mcp ${SERVER_VERSION}\n`, stderr: '' });
      },
    ],
    [
      'an unknown flag: one line, the usage, exit 2',
      ['--bogus'],
      (r) => {
        expect(r).toEqual({
          code: 2,
          stdout: '',
          stderr: `groovymcp: unknown argument "--bogus"\n${usageLine}`,
        });
      },
    ],
    [
      'an unknown flag before --help: exit 2',
      ['--bogus', '--help'],
      (r) => {
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
      },
    ],
    [
      'a missing value: one line, the usage, exit 2',
      ['--root'],
      (r) => {
        expect(r).toEqual({ code: 2, stdout: '', stderr: `groovymcp: --root needs a value\n${usageLine}` });
      },
    ],
    [
      'a root that does not exist: exit 2',
      ['--root', join(tmp, 'missing')],
      (r) => {
        expect(r).toEqual({
          code: 2,
          stdout: '',
          stderr: `groovymcp: --root ${join(tmp, 'missing')}: no such directory\n`,
        });
      },
    ],
    [
      'a root that is a file: exit 2',
      ['--root', file],
      (r) => {
        expect(r).toEqual({ code: 2, stdout: '', stderr: `groovymcp: --root ${file}: not a directory\n` });
      },
    ],
    [
      'a classpath entry that does not exist: exit 2',
      ['--classpath', `${tmp}${delimiter}${join(tmp, 'nope.jar')}`],
      (r) => {
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toBe(
          `groovymcp: --classpath: no such file or directory: "${join(tmp, 'nope.jar')}"\n`,
        );
      },
    ],
  ];

  // One process per row, all at once: each start costs the loader, not the JVM (none is spawned).
  let results: Run[] = [];
  beforeAll(async () => {
    results = await Promise.all(rows.map(([, args]) => run(args)));
  });
  it.each(rows.map((row, i) => [row[0], i] as const))('%s', (_name, i) => {
    rows[i]![2](results[i]!);
  });
});
