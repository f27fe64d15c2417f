import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ServersConfig, ServersConfigError } from './serversConfig';

const parse = (value: unknown) => ServersConfig.fromValue(value, '/base', 'servers.json');

describe('ServersConfig', () => {
  it('reads stdio and Streamable HTTP entries as MCP clients write them', () => {
    const config = parse({
      mcpServers: {
        everything: { command: 'node', args: ['x.js', 'stdio'], env: { A: '1' } },
        here: { command: 'srv', cwd: 'sub' },
        remote: { type: 'http', url: 'https://example.com/mcp', headers: { Authorization: 'Bearer k' } },
      },
    });
    expect(config.get('everything')).toEqual({
      kind: 'stdio',
      name: 'everything',
      command: 'node',
      args: ['x.js', 'stdio'],
      env: { A: '1' },
      cwd: '/base',
    });
    expect(config.get('here')).toMatchObject({ cwd: '/base/sub', args: [], env: {} });
    expect(config.get('remote')).toEqual({
      kind: 'http',
      name: 'remote',
      url: 'https://example.com/mcp',
      headers: { Authorization: 'Bearer k' },
    });
    expect(config.listing()).toEqual([
      { name: 'everything', kind: 'stdio' },
      { name: 'here', kind: 'stdio' },
      { name: 'remote', kind: 'http' },
    ]);
  });

  it('reads a client named for OAuth (docs/any-server.md, "Authorization")', () => {
    const config = parse({
      mcpServers: {
        secure: { url: 'https://example.com/mcp', oauth: { clientId: 'c1', scope: 'mcp:tools' } },
      },
    });
    expect(config.get('secure')).toEqual({
      kind: 'http',
      name: 'secure',
      url: 'https://example.com/mcp',
      headers: {},
      oauth: { clientId: 'c1', scope: 'mcp:tools' },
    });
  });

  it.each<[string, unknown, string]>([
    [
      'an oauth entry without a clientId',
      { mcpServers: { a: { url: 'https://example.com/mcp', oauth: { clientSecret: 's' } } } },
      'server "a": oauth.clientId:',
    ],
    [
      'an unknown oauth key',
      { mcpServers: { a: { url: 'https://example.com/mcp', oauth: { clientId: 'c', secret: 's' } } } },
      'server "a": oauth: Unrecognized key: "secret"',
    ],
    ['no mcpServers', {}, 'servers.json: expected {"mcpServers"'],
    ['a typo', { mcpServers: { a: { comand: 'x' } } }, 'server "a": needs "command" (stdio) or "url"'],
    [
      'an unknown key',
      { mcpServers: { a: { command: 'x', argz: [] } } },
      'server "a": Unrecognized key: "argz"',
    ],
    ['an empty command', { mcpServers: { a: { command: '' } } }, 'server "a": command:'],
    ['args not strings', { mcpServers: { a: { command: 'x', args: [1] } } }, 'server "a": args.0:'],
    [
      'an env value not a string',
      { mcpServers: { a: { command: 'x', env: { K: 1 } } } },
      'server "a": env.K:',
    ],
    [
      'a URL that is not http',
      { mcpServers: { a: { url: 'file:///etc/passwd' } } },
      'server "a": url: must be an http',
    ],
    ['a name for a URL path', { mcpServers: { 'a/b': { command: 'x' } } }, 'server "a/b": a name is'],
    ['an entry that is not an object', { mcpServers: { a: 'node' } }, 'server "a": needs "command"'],
  ])('%s: a startup error naming the entry', (_what, value, message) => {
    expect(() => parse(value)).toThrow(ServersConfigError);
    expect(() => parse(value)).toThrow(message);
  });

  it('a file that is missing or not JSON is said with its path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'servers-'));
    try {
      expect(() => ServersConfig.fromFile(join(dir, 'none.json'))).toThrow(
        /cannot read the servers file .*none\.json: ENOENT/,
      );
      writeFileSync(join(dir, 'bad.json'), '{');
      expect(() => ServersConfig.fromFile(join(dir, 'bad.json'))).toThrow(/bad\.json is not JSON/);
      writeFileSync(join(dir, 'ok.json'), JSON.stringify({ mcpServers: { a: { command: 'x', cwd: 'w' } } }));
      expect(ServersConfig.fromFile(join(dir, 'ok.json')).get('a')).toMatchObject({ cwd: join(dir, 'w') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
