import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, LaunchError, launchOptionsFrom } from './launchOptions';

describe('launchOptionsFrom', () => {
  it('defaults: port 5317, repo dist/, a fresh token, no extra origins', () => {
    const a = launchOptionsFrom({}, []);
    const b = launchOptionsFrom({}, []);
    expect(a.port).toBe(DEFAULT_PORT);
    expect(a.distDir).toMatch(/[/\\]dist$/);
    expect(a.extraOrigins).toEqual([]);
    expect(a.token).not.toBe(b.token);
  });

  it('reads PORT, GROOVYMCP_DIST, GROOVYMCP_TOKEN and GROOVYMCP_ALLOWED_ORIGINS', () => {
    const token = 'x'.repeat(43);
    const options = launchOptionsFrom(
      {
        PORT: '0',
        GROOVYMCP_DIST: '/tmp/d',
        GROOVYMCP_TOKEN: token,
        GROOVYMCP_ALLOWED_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173',
      },
      [],
    );
    expect(options).toEqual({
      port: 0,
      distDir: '/tmp/d',
      token,
      extraOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      serversFile: undefined,
    });
  });

  it('--servers FILE wins over GROOVYMCP_SERVERS, which is read without it', () => {
    expect(launchOptionsFrom({ GROOVYMCP_SERVERS: '/a.json' }, []).serversFile).toBe('/a.json');
    expect(launchOptionsFrom({ GROOVYMCP_SERVERS: '/a.json' }, ['--servers', '/b.json']).serversFile).toBe(
      '/b.json',
    );
  });

  it('--api-only serves no page', () => {
    expect(launchOptionsFrom({ GROOVYMCP_DIST: '/tmp/d' }, ['--api-only']).distDir).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, [], 'badPort'],
    [{ PORT: '-1' }, [], 'badPort'],
    [{ PORT: '70000' }, [], 'badPort'],
    [{ PORT: '5317.5' }, [], 'badPort'],
    [{ GROOVYMCP_TOKEN: 'short' }, [], 'badToken'],
    [{ GROOVYMCP_TOKEN: 'x'.repeat(30) + '"><script>' }, [], 'badToken'],
    [{ GROOVYMCP_ALLOWED_ORIGINS: 'http://evil.example' }, [], 'badOrigin'],
    [{ GROOVYMCP_ALLOWED_ORIGINS: 'https://localhost:5173' }, [], 'badOrigin'],
    [{ GROOVYMCP_ALLOWED_ORIGINS: 'http://localhost:5173/' }, [], 'badOrigin'],
    [{ GROOVYMCP_ALLOWED_ORIGINS: '*' }, [], 'badOrigin'],
    [{}, ['--port', '1'], 'badArgument'],
    [{}, ['--servers'], 'badArgument'],
  ] as const)('%j %j → %s', (env, argv, kind) => {
    let thrown: unknown;
    try {
      launchOptionsFrom(env, argv);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(LaunchError);
    expect((thrown as LaunchError).kind).toBe(kind);
  });
});
