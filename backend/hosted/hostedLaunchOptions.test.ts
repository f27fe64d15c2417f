// `--hosted [HOST:]PORT` and its companions (docs/hosted.md, "Start").
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchOptionsFrom } from '../http/launchOptions';
import { DEFAULT_BULK_BYTES, HostedLaunchError, hostedLaunchFrom, parseListen } from './hostedLaunchOptions';
import { DEFAULT_QUOTAS } from './quotas';

const dir = mkdtempSync(join(tmpdir(), 'groovymcp-hosted-options-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parseListen', () => {
  it('reads PORT (every interface), HOST:PORT and [IPv6]:PORT', () => {
    expect(parseListen('8080')).toEqual({ listenHost: '0.0.0.0', port: 8080 });
    expect(parseListen('127.0.0.1:0')).toEqual({ listenHost: '127.0.0.1', port: 0 });
    expect(parseListen('[::]:443')).toEqual({ listenHost: '::', port: 443 });
    expect(parseListen('play.example.org:80')).toEqual({ listenHost: 'play.example.org', port: 80 });
  });

  it('refuses anything else in words', () => {
    for (const bad of [undefined, '', 'x', '65536', ':80', '1.2.3.4:', 'http://h:80', '[::1]', 'h:80:90']) {
      expect(() => parseListen(bad), String(bad)).toThrow(HostedLaunchError);
    }
    expect(() => parseListen('nope')).toThrow(
      '--hosted needs [HOST:]PORT (e.g. 8080, 127.0.0.1:8080 or [::]:8080), not "nope"',
    );
  });
});

describe('hostedLaunchFrom', () => {
  it('is local mode without --hosted, the arguments left for the local options untouched', () => {
    expect(hostedLaunchFrom({}, ['--servers', 'f.json'])).toEqual({
      hosted: undefined,
      rest: ['--servers', 'f.json'],
    });
  });

  it('reads --hosted, the allowed servers from flags and a file, with names from host and port', () => {
    const file = join(dir, 'allowed.txt');
    writeFileSync(file, '# the demo servers\nhttps://mcp.example.com/mcp\n\n  http://127.0.0.1:3001/mcp  \n');
    const { hosted, rest } = hostedLaunchFrom({}, [
      '--hosted',
      '9000',
      '--allow-http-server',
      'https://mcp.example.com/other',
      '--allow-http-servers',
      file,
      '--allow-http-server',
      'https://mcp.example.com/mcp#dropped',
    ]);
    expect(rest).toEqual([]);
    expect(hosted).toMatchObject({
      listenHost: '0.0.0.0',
      port: 9000,
      quotas: DEFAULT_QUOTAS,
      metricsToken: undefined,
    });
    expect(hosted!.allowedHttpServers).toEqual([
      { name: 'mcp.example.com', url: 'https://mcp.example.com/other' },
      { name: 'mcp.example.com-2', url: 'https://mcp.example.com/mcp' },
      { name: '127.0.0.1-3001', url: 'http://127.0.0.1:3001/mcp' },
    ]);
    expect(hosted!.engineSlots).toBeGreaterThan(0);
    expect(hosted!.engines).toBe(1);
    expect(hosted!.bulkBytes).toBe(DEFAULT_BULK_BYTES);
  });

  it('reads --engines N, from 1 to 16, with --hosted only', () => {
    expect(hostedLaunchFrom({}, ['--hosted', '80', '--engines', '3']).hosted!.engines).toBe(3);
    for (const bad of ['0', '17', 'two', '1.5']) {
      expect(() => hostedLaunchFrom({}, ['--hosted', '80', '--engines', bad]), bad).toThrow(
        `--engines needs a count from 1 to 16, not "${bad}"`,
      );
    }
    expect(() => hostedLaunchFrom({}, ['--engines', '2'])).toThrow('--engines applies to --hosted only');
  });

  it('reads the quotas, the engine slots, the queue and the metrics token from the environment', () => {
    const { hosted } = hostedLaunchFrom(
      {
        GROOVYMCP_HOSTED_RPS: '5',
        GROOVYMCP_HOSTED_BURST: '9',
        GROOVYMCP_HOSTED_COMPILES: '2',
        GROOVYMCP_HOSTED_BUFFERS: '8',
        GROOVYMCP_HOSTED_BUFFER_BYTES: '1000',
        GROOVYMCP_HOSTED_ENGINE_SLOTS: '3',
        GROOVYMCP_HOSTED_QUEUE: '10',
        GROOVYMCP_HOSTED_BULK_BYTES: '4096',
        GROOVYMCP_METRICS_TOKEN: 'scrape',
      },
      ['--hosted', '80'],
    );
    expect(hosted).toMatchObject({
      quotas: { requestsPerSecond: 5, burst: 9, concurrentCompiles: 2, maxBuffers: 8, maxBufferBytes: 1000 },
      engineSlots: 3,
      maxWaiting: 10,
      bulkBytes: 4096,
      metricsToken: 'scrape',
    });
    // 0 turns the bulk lane off; anything but a whole number is refused.
    expect(hostedLaunchFrom({ GROOVYMCP_HOSTED_BULK_BYTES: '0' }, ['--hosted', '80']).hosted!.bulkBytes).toBe(
      0,
    );
    expect(() => hostedLaunchFrom({ GROOVYMCP_HOSTED_BULK_BYTES: '-1' }, ['--hosted', '80'])).toThrow(
      'GROOVYMCP_HOSTED_BULK_BYTES must be a whole number, not "-1"',
    );
    expect(() => hostedLaunchFrom({ GROOVYMCP_HOSTED_RPS: '0' }, ['--hosted', '80'])).toThrow(
      'GROOVYMCP_HOSTED_RPS must be a positive integer, not "0"',
    );
    expect(() => hostedLaunchFrom({ GROOVYMCP_HOSTED_QUEUE: '1.5' }, ['--hosted', '80'])).toThrow(
      HostedLaunchError,
    );
  });

  it('refuses a servers config, --api-only, a bad allowed URL, and --allow-http-server without --hosted', () => {
    expect(() => hostedLaunchFrom({}, ['--hosted', '80', '--servers', 'f.json'])).toThrow(
      /config is off in hosted mode/,
    );
    expect(() => hostedLaunchFrom({ GROOVYMCP_SERVERS: 'f.json' }, ['--hosted', '80'])).toThrow(
      /--allow-http-server/,
    );
    expect(() => hostedLaunchFrom({}, ['--hosted', '80', '--api-only'])).toThrow(
      /--api-only cannot go with --hosted/,
    );
    expect(() => hostedLaunchFrom({}, ['--hosted', '80', '--allow-http-server', 'ftp://x/'])).toThrow(
      /only http: and https:/,
    );
    expect(() => hostedLaunchFrom({}, ['--hosted', '80', '--allow-http-server', 'https://u:p@x/'])).toThrow(
      /user name or password/,
    );
    expect(() => hostedLaunchFrom({}, ['--hosted', '80', '--allow-http-server'])).toThrow(
      '--allow-http-server needs a value',
    );
    expect(() =>
      hostedLaunchFrom({}, ['--hosted', '80', '--allow-http-servers', join(dir, 'missing')]),
    ).toThrow(/ENOENT/);
    expect(() => hostedLaunchFrom({}, ['--allow-http-server', 'https://x/'])).toThrow(
      '--allow-http-server applies to --hosted only',
    );
    expect(() => hostedLaunchFrom({}, ['--hosted'])).toThrow(/--hosted needs/);
  });

  it('leaves the local options what they read, so a local-only typo is still refused', () => {
    const { rest } = hostedLaunchFrom({}, ['--hosted', '80', '--bogus']);
    expect(() => launchOptionsFrom({}, rest)).toThrow('unknown argument "--bogus"');
  });
});
