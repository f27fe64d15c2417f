// bin/groovymcp-check end to end in-process (docs/check-command.md): the official everything server
// over stdio (by a name of a servers file) and over Streamable HTTP (by URL), a server that sends a
// schema-invalid frame, one that dies at start, and a URL where nothing listens.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYTHING_ENTRY, startEverythingOverHttp } from '../../test-support/everythingServer';
import { freePort } from '../../test-support/processes';
import { headlessMcpClient } from '../headlessClient';
import { EXIT, runCheck } from './runCheck';

const dir = mkdtempSync(join(tmpdir(), 'groovymcp-check-'));
const INVALID_SERVER = join(import.meta.dirname, 'testing', 'invalidToolServer.mjs');
const servers = join(dir, 'servers.json');
writeFileSync(
  servers,
  JSON.stringify({
    mcpServers: {
      everything: { command: process.execPath, args: [EVERYTHING_ENTRY, 'stdio'] },
      invalid: { command: process.execPath, args: [INVALID_SERVER] },
      crashing: { command: process.execPath, args: [INVALID_SERVER, '--crash'] },
    },
  }),
);

async function check(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCheck(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A server of the servers file, under `revision`. */
const named = (name: string, revision: string, ...rest: string[]) =>
  check(name, '--servers', servers, '--revision', revision, ...rest);

/** The written file, opened by the page's Import (McpClient.importTraffic). */
async function imported(file: string) {
  const idle = { open: async () => {}, send: async () => {}, reset: async () => {} };
  return headlessMcpClient(idle).importTraffic(readFileSync(file, 'utf8'), file);
}

describe('groovymcp-check', () => {
  it('checks a stdio server named in the servers file: lists, calls, lints, writes JSONL Import opens', async () => {
    const file = join(dir, 'stdio.jsonl');
    const run = await named(
      'everything',
      '2025-11-25',
      '--call',
      'echo={"message":"hi"}',
      '--call',
      'get-sum={"a":2,"b":3}',
      '--out',
      file,
    );
    expect(run.err).toBe('');
    expect(run.code).toBe(EXIT.ok);
    expect(run.out).toContain('connected under 2025-11-25 to mcp-servers/everything');
    expect(run.out).toMatch(/^tools \(\d+\): .*\becho\b/m);
    expect(run.out).toMatch(/^resources \(\d+\): demo:\/\//m);
    expect(run.out).toMatch(/^resource templates \(\d+\): demo:\/\/.*\{resourceId\}/m);
    expect(run.out).toMatch(/^prompts \(\d+\): .*simple-prompt/m);
    expect(run.out).toContain('tools/call echo {"message":"hi"}: ok Echo: hi');
    expect(run.out).toContain('The sum of 2 and 3 is 5');
    expect(run.out).toMatch(/frames: [1-9]\d* checked against the 2025-11-25 schema, 0 violating/);
    expect(run.out).not.toContain('unchecked');
    const opened = await imported(file);
    expect(opened.ok && opened.problems).toEqual([]);
    const checked = Number(/frames: (\d+) checked/.exec(run.out)![1]);
    expect(opened.ok && opened.messages).toBe(checked);
  }, 60_000);

  it('says which frame breaks the schema and why, and exits 1; a tool error is a failed call', async () => {
    const file = join(dir, 'invalid.jsonl');
    const run = await named('invalid', '2025-06-18', '--call', 'broken', '--out', file);
    expect(run.code).toBe(EXIT.findings);
    expect(run.out).toMatch(
      /VIOLATION #\d+ ← tools\/list result: \/result\/tools\/0 lacks the required property "inputSchema"/,
    );
    expect(run.out).toContain('frames: 7 checked against the 2025-06-18 schema, 1 violating');
    expect(run.out).toContain('FAIL tools/call broken {}: the tool answered isError: no such luck');
    // The frame number is Traffic's `#`; in the written JSONL, the line after the header and that many rows.
    const frame = Number(/VIOLATION #(\d+)/.exec(run.out)![1]);
    expect(readFileSync(file, 'utf8').split('\n')[frame + 1]).toContain('has no inputSchema');
  }, 30_000);

  it('says a stdio server that exits at start, with its stderr, and exits 3', async () => {
    const run = await named('crashing', '2025-06-18');
    expect(run.code).toBe(EXIT.unreachable);
    expect(run.err).toContain('cannot connect under 2025-06-18');
    expect(run.err).toContain('code 7');
    expect(run.err).toContain('invalidToolServer: told to crash');
  }, 30_000);

  it('says a URL where nothing listens, and exits 3', async () => {
    const run = await check(`http://127.0.0.1:${await freePort()}/mcp`, '--revision', '2025-11-25');
    expect(run.code).toBe(EXIT.unreachable);
    expect(run.err).toMatch(/cannot connect under 2025-11-25: initialize failed\..*fetch failed/);
  }, 30_000);

  it('refuses a name the servers file lacks, a broken servers file and an unwritable --out (exit 2)', async () => {
    const missing = await check('nope', '--servers', servers);
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.err).toContain('no server named "nope"');
    expect(missing.err).toContain('everything, invalid, crashing');
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"mcpServers": [');
    const bad = await check('everything', '--servers', broken);
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.err).toContain('is not JSON');
    const unwritable = await named('invalid', '2025-06-18', '--out', dir);
    expect(unwritable.code).toBe(EXIT.usage);
    expect(unwritable.err).toContain(`cannot write ${dir}: EISDIR`);
  }, 30_000);

  describe('over Streamable HTTP by URL', () => {
    let server: ChildProcess;
    let port: number;
    beforeAll(async () => ({ server, port } = await startEverythingOverHttp()), 30_000);
    afterAll(() => void server?.kill());

    it('lists everything, calls a tool and finds no violation', async () => {
      const run = await check(
        `http://127.0.0.1:${port}/mcp`,
        '--revision',
        '2025-11-25',
        '--call',
        'echo={"message":"over http"}',
      );
      expect(run.code).toBe(EXIT.ok);
      expect(run.out).toMatch(/^tools \(\d+\): .*\becho\b/m);
      expect(run.out).toContain('tools/call echo {"message":"over http"}: ok Echo: over http');
      expect(run.out).toMatch(/frames: [1-9]\d* checked against the 2025-11-25 schema, 0 violating/);
      expect(run.out).not.toContain('unchecked');
      expect(run.out).toContain('all checks passed');
    }, 60_000);

    it('says that a server without server/discover does not speak the newest revision (the default)', async () => {
      const run = await check(`http://127.0.0.1:${port}/mcp`);
      expect(run.code).toBe(EXIT.unreachable);
      expect(run.err).toContain('cannot connect under 2026-07-28');
      expect(run.err).toContain('--revision');
    }, 60_000);
  });
});
