// The requirements `npm run check:image` holds the running image to (imageFacts.ts), each shown to
// pass on what a good image reports and to fail on what a bad one would.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  diagnosticsProblems,
  filesystemProblems,
  healthProblems,
  infoProblems,
  parseProcesses,
  processProblems,
  PROCESS_LISTING,
  stopProblems,
} from './imageFacts';

const ENGINE =
  'java -Xmx512m -XX:SharedArchiveFile=/app/engine/build/engine.jsa -agentpath:/app/engine/build/libfailclosedhook.so -javaagent:/app/engine/build/engine.jar -cp /app/engine/build/engine.jar groovymcp.engine.Main';
const GOOD = [
  '1\t10001\t/usr/bin/tini -- node scripts/start.mjs --hosted 0.0.0.0:8080 ',
  '6\t10001\tnode scripts/start.mjs --hosted 0.0.0.0:8080 ',
  `43\t10001\t${ENGINE} `,
  '7\t10001\t',
].join('\n');

describe('the processes', () => {
  it('pass when all run as 10001 and the engine has its hook and archive', () => {
    expect(parseProcesses(GOOD)).toHaveLength(3);
    expect(processProblems(parseProcesses(GOOD))).toEqual([]);
  });

  it.each([
    ['a process as root', GOOD.replace('6\t10001', '6\t0'), /process 6 runs as uid 0, not 10001/],
    ['no engine', GOOD.replace(/^43.*$/m, ''), /no engine JVM is running/],
    ['no hook', GOOD.replace(/-agentpath:\S+ /, ''), /without layer 1's fail-closed hook/],
    ['no archive', GOOD.replace(/-XX:SharedArchiveFile=\S+ /, ''), /without the AppCDS archive/],
  ])('fail with %s', (_label, listing, problem) => {
    expect(processProblems(parseProcesses(listing)).join('\n')).toMatch(problem);
  });

  it('are listed by the shell command run in the container', () => {
    const listed = spawnSync('sh', ['-c', PROCESS_LISTING], { encoding: 'utf8' }).stdout;
    const self = parseProcesses(listed).find((p) => p.command.includes('/proc/[0-9]*'));
    expect(self?.uid).toBe(process.getuid?.());
  });
});

describe('the filesystem', () => {
  const refused = { code: 1, output: "touch: cannot touch '/app/x': Read-only file system" };
  const written = { code: 0, output: 'written' };
  it('passes when the root refuses a write and /tmp takes it', () => {
    expect(filesystemProblems(refused, written)).toEqual([]);
  });
  it('fails when the root takes a write, or refuses it for another reason, or /tmp refuses', () => {
    expect(filesystemProblems(written, written)).toHaveLength(1);
    expect(filesystemProblems({ code: 1, output: 'Permission denied' }, written)).toHaveLength(1);
    expect(filesystemProblems(refused, refused)).toEqual([`a write to /tmp failed: ${refused.output}`]);
  });
});

describe('the API', () => {
  it('health: ready and enforced, or says what is not', () => {
    expect(healthProblems({ engine: 'ready', sandbox: 'enforced' })).toEqual([]);
    expect(healthProblems({ engine: 'starting', sandbox: 'unavailable' })).toEqual([
      'health: engine starting, not ready',
      'health: sandbox unavailable, not enforced',
    ]);
    expect(healthProblems(undefined)).toHaveLength(2);
  });
  it('info: both sandbox layers in force', () => {
    expect(infoProblems({ result: { sandboxLayers: { neverRun: true, leastPrivilege: true } } })).toEqual([]);
    expect(infoProblems({ result: { sandboxLayers: { neverRun: false, leastPrivilege: true } } })).toEqual([
      'info: sandbox layer neverRun is false, not in force',
    ]);
    expect(infoProblems({ error: { kind: 'refused' } })).toHaveLength(2);
  });
  it('diagnostics: the broken source gets an error', () => {
    expect(diagnosticsProblems({ result: { diagnostics: [{ severity: 'error' }] } })).toEqual([]);
    expect(diagnosticsProblems({ result: { diagnostics: [] } })).toHaveLength(1);
    expect(diagnosticsProblems({ error: { kind: 'timeout' } })).toHaveLength(1);
  });
});

describe('SIGTERM', () => {
  it('passes on exit 0 within the grace time; fails on another code or on a kill', () => {
    expect(stopProblems(0, 1.2, 30)).toEqual([]);
    expect(stopProblems(143, 1.2, 30)).toEqual(['after SIGTERM the container exited with 143, not 0']);
    expect(stopProblems(137, 30.1, 30)).toHaveLength(2);
  });
});
