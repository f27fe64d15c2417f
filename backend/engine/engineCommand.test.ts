// The engine's java command line (docs/groovy-compiler-notes.md §9) and its errors when java is unusable.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEngineCommand } from './engineCommand';

const dir = mkdtempSync(join(tmpdir(), 'engine-command-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeJava(name: string, versionLine: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\necho '${versionLine}' >&2\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('buildEngineCommand', () => {
  it('says clearly when java cannot be run', () => {
    const r = buildEngineCommand({ java: join(dir, 'no-such-java') });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.kind).toBe('javaMissing');
      expect(r.problem.message).toMatch(/needs Java 17 or later/);
    }
  });

  it.each([
    ['Java 11', 'openjdk version "11.0.22" 2024-01-16', 11],
    ['Java 8', 'java version "1.8.0_402"', 8],
  ])('refuses %s', (_name, line, major) => {
    const r = buildEngineCommand({ java: fakeJava(`java${major}`, line) });
    expect(r).toEqual({
      ok: false,
      problem: { kind: 'javaTooOld', message: expect.stringContaining(`is Java ${major}`) },
    });
  });

  it('reports an engine that was not built', () => {
    const r = buildEngineCommand({ engineDir: dir });
    expect(r.ok === false && r.problem.kind).toBe('engineNotBuilt');
  });

  it("runs the JVM through nice when given a niceness (hosted mode's bulk lane)", () => {
    const plain = buildEngineCommand({ env: {} });
    const niced = buildEngineCommand({ env: {}, niceness: 19 });
    expect(plain.ok && niced.ok).toBe(true);
    if (!plain.ok || !niced.ok) return;
    expect(niced.command.command).toBe('nice');
    expect(niced.command.args).toEqual(['-n', '19', plain.command.command, ...plain.command.args]);
  });

  it('builds the JVM flags, a jar-only classpath and the engine arguments', () => {
    const r = buildEngineCommand({ timeoutMs: 2500, classpath: ['/a.jar', '/b'], threads: 1, env: {} });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { args } = r.command;
    for (const flag of [
      '-Xmx512m',
      '-XX:+UseSerialGC',
      '-XX:+ExitOnOutOfMemoryError',
      '-XX:+DisplayVMOutputToStderr',
      '-Xlog:disable',
      '-Xlog:all=warning:stderr',
    ]) {
      expect(args).toContain(flag);
    }
    const cp = args[args.indexOf('-cp') + 1] ?? '';
    expect(cp.split(delimiter).every((entry) => entry.endsWith('.jar'))).toBe(true);
    expect(args.slice(args.indexOf('groovymcp.engine.Main') + 1)).toEqual([
      '--timeout-ms',
      '2500',
      '--threads',
      '1',
      '--classpath',
      ['/a.jar', '/b'].join(delimiter),
    ]);
    expect(args.some((a) => a.startsWith('-XX:SharedArchiveFile='))).toBe(r.command.usesArchive);
    expect(args.some((a) => a.startsWith('-XX:TieredStopAtLevel'))).toBe(false);
  });

  it('adds the flags of GROOVYMCP_JVM_ARGS before the caller’s extra flags', () => {
    const r = buildEngineCommand({
      jvmArgs: ['-Dx=1'],
      env: { GROOVYMCP_JVM_ARGS: ' -XX:TieredStopAtLevel=1  -Xss2m ' },
    });
    if (!r.ok) throw new Error(r.problem.message);
    const { args } = r.command;
    const at = args.indexOf('-XX:TieredStopAtLevel=1');
    expect(args.slice(at, at + 3)).toEqual(['-XX:TieredStopAtLevel=1', '-Xss2m', '-Dx=1']);
    expect(args.indexOf('-cp')).toBeGreaterThan(at);
  });

  it("puts the launch's default flags before GROOVYMCP_JVM_ARGS, so that the operator's win", () => {
    const r = buildEngineCommand({
      defaultJvmArgs: ['-XX:TieredStopAtLevel=1'],
      env: { GROOVYMCP_JVM_ARGS: '-XX:TieredStopAtLevel=4' },
    });
    if (!r.ok) throw new Error(r.problem.message);
    const { args } = r.command;
    const tiers = args.filter((a) => a.startsWith('-XX:TieredStopAtLevel='));
    expect(tiers).toEqual(['-XX:TieredStopAtLevel=1', '-XX:TieredStopAtLevel=4']);
    expect(args.indexOf('-cp')).toBeGreaterThan(args.indexOf('-XX:TieredStopAtLevel=4'));
  });
});
