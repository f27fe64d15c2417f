// HAProxy for the hosted-mode scale simulation (scripts/hosted-sim.mjs; docs/hosted.md, "Scale
// simulation"): where the binary is, the configuration the simulation writes, HAProxy's own check
// of a configuration, and its view of the replicas. No processes are started here.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The haproxy binary: HAPROXY, else on PATH or in /usr/sbin (root's PATH only has it); or undefined. */
export function findHaproxy(env = process.env) {
  const candidates = env.HAPROXY
    ? [env.HAPROXY]
    : [...(env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin'].map((dir) => join(dir, 'haproxy'));
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * HAProxy's configuration: round robin over the replicas, no cookie and no stick table (so no
 * stickiness), a replica taken out after two failed /api/ready checks half a second apart and put
 * back after two good ones. A connection refused by a dead replica is retried on another one
 * (`retries`, `option redispatch 1`); a request a replica dies in the middle of is not (that is
 * the client's to resend, as it would be behind a Kubernetes Service). The health check sends a
 * Host header: hosted mode answers a request without exactly one with 400.
 */
export function haproxyConfig({ frontPort, replicaPorts, statsSocket }) {
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${statsSocket} mode 600 level user`,
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 70s',
    '  timeout server 70s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    '  retries 3',
    '  option redispatch 1',
    '  option abortonclose',
    'frontend front',
    `  bind 127.0.0.1:${frontPort}`,
    '  default_backend replicas',
    'backend replicas',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/ready ver HTTP/1.1 hdr Host 127.0.0.1',
    '  http-check expect status 200',
    '  default-server check inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2',
    ...replicaPorts.map((port, i) => `  server r${i + 1} 127.0.0.1:${port}`),
    '',
  ].join('\n');
}

/** `haproxy -c`: whether HAProxy itself accepts a configuration file, and what it said. */
export function checkHaproxyConfig(haproxy, file) {
  const run = spawnSync(haproxy, ['-c', '-f', file], { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** HAProxy's `show stat` CSV: each server of the `replicas` backend and its status (UP, DOWN, …). */
export function replicaStates(csv) {
  const [header, ...rows] = csv.split('\n').filter((line) => line.trim() !== '');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
  const states = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[proxy] === 'replicas' && /^r\d+$/.test(cells[server] ?? ''))
      states[cells[server]] = cells[status];
  }
  return states;
}
