// The check command's arguments (docs/check-command.md): what is accepted, and a clear word for each
// mistake; and the command itself refusing bad arguments with exit code 2 and its usage.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEWEST_REVISION, parseCheckArguments } from './checkArguments';

const errorOf = (...argv: string[]) => {
  const parsed = parseCheckArguments(argv);
  return parsed.ok ? 'accepted' : parsed.error;
};

describe('parseCheckArguments', () => {
  it('reads a URL, the revision, repeated calls and headers, and the output file', () => {
    const parsed = parseCheckArguments([
      'http://localhost:3001/mcp',
      '--revision',
      '2025-06-18',
      '--call',
      'echo={"message":"hi"}',
      '--call=ping',
      '--header',
      'Authorization: Bearer x',
      '--out',
      'run.jsonl',
    ]);
    expect(parsed).toEqual({
      ok: true,
      args: {
        target: { kind: 'url', url: 'http://localhost:3001/mcp' },
        serversFile: undefined,
        revision: '2025-06-18',
        calls: [
          { name: 'echo', arguments: { message: 'hi' } },
          { name: 'ping', arguments: {} },
        ],
        out: 'run.jsonl',
        headers: { Authorization: 'Bearer x' },
      },
    });
  });

  it('takes a name with --servers or GROOVYMCP_SERVERS, and defaults to the newest revision', () => {
    const viaEnv = parseCheckArguments(['everything'], { GROOVYMCP_SERVERS: 'servers.json' });
    expect(viaEnv.ok && viaEnv.args).toMatchObject({
      target: { kind: 'name', name: 'everything' },
      serversFile: 'servers.json',
      revision: NEWEST_REVISION,
    });
    const viaFlag = parseCheckArguments(['everything', '--servers', 'other.json']);
    expect(viaFlag.ok && viaFlag.args.serversFile).toBe('other.json');
  });

  it('says each mistake in words', () => {
    expect(errorOf()).toContain('name a server');
    expect(errorOf('a', 'b', '--servers', 'f')).toContain('one server only');
    expect(errorOf('everything')).toContain('give --servers FILE or set GROOVYMCP_SERVERS');
    expect(errorOf('http://x/mcp', '--verbose')).toBe('unknown option --verbose');
    expect(errorOf('http://x/mcp', '--out')).toBe('--out needs a value');
    expect(errorOf('http://x/mcp', '--revision', '2024-01-01')).toContain(
      'not a revision this client speaks',
    );
    expect(errorOf('http://x/mcp', '--call', 'echo={nope')).toContain(
      '--call echo: the arguments are not JSON',
    );
    expect(errorOf('http://x/mcp', '--call', 'echo=[1]')).toContain('must be a JSON object');
    expect(errorOf('http://x/mcp', '--call', '={}')).toContain('no tool name');
    expect(errorOf('http://x/mcp', '--header', 'no colon')).toContain("expected 'Name: value'");
    expect(errorOf('ftp://x/mcp')).toContain('only http:// and https://');
    expect(errorOf('http://[bad/mcp')).toContain('not a valid URL');
  });
});

describe('bin/groovymcp-check', () => {
  it('exits 2 with the reason and its usage on bad arguments', async () => {
    const bin = join(import.meta.dirname, '..', '..', 'bin', 'groovymcp-check');
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [bin, 'http://x/mcp', '--revision', 'latest'],
        (_error, _out, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(code).toBe(2);
    expect(stderr).toContain('groovymcp-check: --revision latest: not a revision this client speaks');
    expect(stderr).toContain('exit codes: 0 all checks passed');
  }, 30_000);
});
