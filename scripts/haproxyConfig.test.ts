// scripts/haproxyConfig.mjs (docs/hosted.md, "Scale simulation"): the HAProxy configuration the
// simulation writes (round robin, no stickiness, health checks on /api/ready that hosted mode
// answers, cancelled requests passed on), HAProxy's own check of it, where the binary is found, and
// HAProxy's view of the replicas. Without haproxy its own check skips, except in CI, where it fails.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHaproxyConfig, findHaproxy, haproxyConfig, replicaStates } from './haproxyConfig.mjs';

const haproxy = findHaproxy();
const withHaproxy = haproxy !== undefined || process.env.CI ? it : it.skip;
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'haproxy-config-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = () =>
  haproxyConfig({ frontPort: 8080, replicaPorts: [9001, 9002, 9003], statsSocket: '/tmp/s.sock' });

describe('the HAProxy configuration', () => {
  it('spreads requests round robin over every replica, with no stickiness', () => {
    const text = config();
    expect(text).toMatch(/^ {2}balance roundrobin$/m);
    expect(text).toMatch(/^ {2}bind 127\.0\.0\.1:8080$/m);
    for (const [n, port] of [9001, 9002, 9003].entries())
      expect(text).toContain(`server r${n + 1} 127.0.0.1:${port}`);
    // No cookie insertion, stick table or source hashing: any request may reach any replica.
    expect(text).not.toMatch(/\b(cookie|stick|balance source|hash-type)\b/);
  });

  it('checks each replica on /api/ready with the one Host header hosted mode wants', () => {
    expect(config()).toContain('http-check send meth GET uri /api/ready ver HTTP/1.1 hdr Host 127.0.0.1');
    expect(config()).toMatch(/check inter 500ms .*fall 2 rise 2/);
  });

  it('passes a visitor cancelling a request on to the replica (option abortonclose)', () => {
    // Without it a cancelled check keeps its compile slot until the engine answers, and a visitor
    // typing under load runs into the concurrent-compile quota (found by bench:hosted).
    expect(config()).toMatch(/^ {2}option abortonclose$/m);
  });

  withHaproxy('is accepted by HAProxy itself (haproxy -c)', () => {
    const file = join(dir, 'haproxy.cfg');
    writeFileSync(file, config());
    const checked = checkHaproxyConfig(haproxy!, file);
    expect(checked.output).not.toMatch(/\[WARNING\]|\[ALERT\]/);
    expect(checked.ok).toBe(true);
    // And it can fail: a misspelt keyword is an alert.
    writeFileSync(file, config().replace('roundrobin', 'roundrobbin'));
    expect(checkHaproxyConfig(haproxy!, file).ok).toBe(false);
  });
});

describe('findHaproxy and replicaStates', () => {
  it('finds an executable haproxy on PATH or through HAPROXY, and nothing else', () => {
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'haproxy'), '#!/bin/sh\n');
    expect(findHaproxy({ HAPROXY: join(bin, 'haproxy') })).toBeUndefined(); // not executable
    chmodSync(join(bin, 'haproxy'), 0o755);
    expect(findHaproxy({ HAPROXY: join(bin, 'haproxy') })).toBe(join(bin, 'haproxy'));
    expect(findHaproxy({ PATH: bin })).toBe(join(bin, 'haproxy'));
    expect(findHaproxy({ HAPROXY: join(dir, 'nowhere') })).toBeUndefined();
  });

  it("reads each replica's status from HAProxy's show stat", () => {
    const csv = [
      '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status',
      'front,FRONTEND,,,0,1,4096,3,0,0,0,0,0,,,,,OPEN',
      'replicas,r1,0,0,0,1,,2,0,0,,0,,0,0,0,0,UP',
      'replicas,r2,0,0,0,1,,1,0,0,,0,,0,0,0,0,DOWN',
      'replicas,BACKEND,0,0,0,1,410,3,0,0,0,0,,0,0,0,0,UP',
      '',
    ].join('\n');
    expect(replicaStates(csv)).toEqual({ r1: 'UP', r2: 'DOWN' });
  });
});
