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
    ['a url that is no URL', { mcpServers: { a: { url: 'example.com/mcp' } } }, 'server "a": url:'],
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

// docs/any-server.md, "Authorization": the fields of the grants without a browser, and every
// combination they cannot use, refused at launch with the entry and the field named.
describe('ServersConfig: the oauth fields of client_credentials and cross-app access', () => {
  const PEM =
    '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----\n';
  const crossApp = { tokenEndpoint: 'https://idp.example.com/token', clientId: 'idp-c', idToken: 'eyJ.x.y' };
  const withOauth = (oauth: object) => ({ mcpServers: { a: { url: 'https://example.com/mcp', oauth } } });
  const oauthOf = (oauth: object) => {
    const server = parse(withOauth(oauth)).get('a');
    return server?.kind === 'http' ? server.oauth : undefined;
  };

  it.each<[string, object]>([
    ['a secret for client_credentials', { clientId: 'c', clientSecret: 's', grant: 'client_credentials' }],
    [
      'a private key with its algorithm and a pinned issuer',
      { clientId: 'c', privateKey: PEM, signingAlgorithm: 'ES256', issuer: 'https://as.example.com' },
    ],
    ['cross-app access', { clientId: 'c', clientSecret: 's', crossApp: { ...crossApp, clientSecret: 'i' } }],
  ])('reads %s as written', (_what, oauth) => {
    expect(oauthOf(oauth)).toEqual(oauth);
  });

  it.each<[string, object, string]>([
    ['an unknown grant', { clientId: 'c', grant: 'password' }, 'oauth.grant: Invalid option'],
    [
      'client_credentials with no credential',
      { clientId: 'c', grant: 'client_credentials' },
      'oauth: grant "client_credentials" needs a clientSecret or a privateKey',
    ],
    [
      'both a secret and a key',
      { clientId: 'c', clientSecret: 's', privateKey: PEM },
      'oauth: name either clientSecret or privateKey, not both',
    ],
    [
      'a private key that is not PKCS#8 PEM',
      { clientId: 'c', privateKey: '-----BEGIN RSA PRIVATE KEY-----\nx\n-----END RSA PRIVATE KEY-----' },
      'oauth.privateKey: must be a PKCS#8 PEM private key',
    ],
    ['an empty private key', { clientId: 'c', privateKey: '' }, 'oauth.privateKey: must be a PKCS#8 PEM'],
    [
      'an algorithm the SDK cannot sign with a PEM key',
      { clientId: 'c', privateKey: PEM, signingAlgorithm: 'HS256' },
      'oauth.signingAlgorithm: Invalid option',
    ],
    [
      'an algorithm without a key',
      { clientId: 'c', clientSecret: 's', signingAlgorithm: 'RS256' },
      'oauth: signingAlgorithm applies only with a privateKey',
    ],
    [
      'an issuer that is not a URL',
      { clientId: 'c', clientSecret: 's', issuer: 'as.example.com' },
      'oauth.issuer:',
    ],
    [
      'an issuer that is not http(s)',
      { clientId: 'c', clientSecret: 's', issuer: 'ftp://as.example.com' },
      'oauth.issuer: must be an http or https URL',
    ],
    [
      'cross-app access without the MCP client’s secret',
      { clientId: 'c', crossApp },
      'oauth: crossApp needs the clientSecret of clientId',
    ],
    [
      'cross-app access with a grant',
      { clientId: 'c', clientSecret: 's', grant: 'client_credentials', crossApp },
      'oauth: crossApp is its own grant',
    ],
    [
      'cross-app access without an ID token',
      { clientId: 'c', clientSecret: 's', crossApp: { ...crossApp, idToken: undefined } },
      'oauth.crossApp.idToken:',
    ],
    [
      'cross-app access with a token endpoint that is not http(s)',
      { clientId: 'c', clientSecret: 's', crossApp: { ...crossApp, tokenEndpoint: 'file:///etc/passwd' } },
      'oauth.crossApp.tokenEndpoint: must be an http or https URL',
    ],
    [
      'an unknown crossApp key',
      { clientId: 'c', clientSecret: 's', crossApp: { ...crossApp, audience: 'x' } },
      'oauth.crossApp: Unrecognized key: "audience"',
    ],
  ])('refuses %s, naming the entry and the field', (_what, oauth, message) => {
    expect(() => parse(withOauth(oauth))).toThrow(ServersConfigError);
    expect(() => parse(withOauth(oauth))).toThrow(`servers.json: server "a": ${message}`);
  });
});
