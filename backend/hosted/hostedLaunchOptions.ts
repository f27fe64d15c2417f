// The launch options of hosted mode (docs/hosted.md, "Start"): `--hosted [HOST:]PORT`, the
// Streamable HTTP servers the operator allows (`--allow-http-server URL`, repeatable, and
// `--allow-http-servers FILE`, one URL a line), and the quotas from the environment. Read before
// the local options (backend/http/launchOptions.ts), which get the arguments left over.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { HttpError } from '../http/httpError';
import { parseTypedUrl } from '../servers/typedServers';
import { MAX_ENGINES } from './enginePool';
import { DEFAULT_QUOTAS, type QuotaLimits } from './quotas';

export interface AllowedHttpServer {
  /** The name the page reaches it by (`/api/mcp/<name>`), made from its host and port. */
  readonly name: string;
  readonly url: string;
}

export interface HostedOptions {
  /** Where to listen: every interface (`0.0.0.0`) unless `--hosted HOST:PORT` names one. */
  readonly listenHost: string;
  /** 0 picks a free port (tests). */
  readonly port: number;
  readonly allowedHttpServers: readonly AllowedHttpServer[];
  readonly quotas: QuotaLimits;
  /** Engine requests running at once, all visitors together (the engine's threads: the CPUs). */
  readonly engineSlots: number;
  /** Engine requests waiting at once, all visitors together; past it a 503. */
  readonly maxWaiting: number;
  /** When set, GET /metrics wants `Authorization: Bearer <it>`. */
  readonly metricsToken: string | undefined;
  /** Supervised JVMs in the engine pool (`--engines N`, enginePool.ts). */
  readonly engines: number;
  /**
   * UTF-8 bytes of text above which a request goes to the bulk lane, its own JVM at the lowest CPU
   * priority (hostedEngine.ts); 0: no bulk lane.
   */
  readonly bulkBytes: number;
}

export const DEFAULT_MAX_WAITING = 256;
/** About a thousand lines of Groovy: far more than a person types, as much as a paste. */
export const DEFAULT_BULK_BYTES = 32 * 1024;

export class HostedLaunchError extends Error {
  override readonly name = 'HostedLaunchError';
}

/** `PORT`, `HOST:PORT`, `[IPv6]:PORT`. */
export function parseListen(value: string | undefined): { listenHost: string; port: number } {
  const match = /^(?:(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):)?(\d{1,5})$/.exec(value ?? '');
  const port = Number(match?.[2]);
  if (match === null || port > 65_535) {
    throw new HostedLaunchError(
      `--hosted needs [HOST:]PORT (e.g. 8080, 127.0.0.1:8080 or [::]:8080), not ${JSON.stringify(value ?? '')}`,
    );
  }
  const host = match[1] ?? '0.0.0.0';
  return { listenHost: host.startsWith('[') ? host.slice(1, -1) : host, port };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, least = 1): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < least) {
    const what = least === 0 ? 'a whole number' : 'a positive integer';
    throw new HostedLaunchError(`${name} must be ${what}, not ${JSON.stringify(text)}`);
  }
  return Number(text);
}

/** `--engines N`: 1 (the default) to MAX_ENGINES. */
function parseEngines(text: string | undefined): number {
  if (text === undefined) return 1;
  const count = Number(text);
  if (!/^\d{1,2}$/.test(text) || count < 1 || count > MAX_ENGINES) {
    throw new HostedLaunchError(
      `--engines needs a count from 1 to ${MAX_ENGINES}, not ${JSON.stringify(text)}`,
    );
  }
  return count;
}

/** A server name (backend/servers/serversConfig.ts SERVER_NAME) made from the URL's host and port. */
function nameFor(url: URL, taken: Set<string>): string {
  const base = `${url.hostname.replace(/^\[|\]$/g, '')}${url.port === '' ? '' : `-${url.port}`}`
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 56);
  let name = base === '' ? 'server' : base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  taken.add(name);
  return name;
}

function allowedServers(urls: readonly string[]): AllowedHttpServer[] {
  const taken = new Set<string>();
  const seen = new Set<string>();
  const servers: AllowedHttpServer[] = [];
  for (const text of urls) {
    let url: URL;
    try {
      url = parseTypedUrl(text);
    } catch (err) {
      throw new HostedLaunchError(
        `allowed HTTP server ${JSON.stringify(text)}: ${(err as HttpError).message}`,
      );
    }
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    servers.push({ name: nameFor(url, taken), url: url.href });
  }
  return servers;
}

function readUrlFile(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new HostedLaunchError(
      `cannot read --allow-http-servers ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
    );
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Takes the hosted-mode arguments out of `argv`: `hosted` is undefined in local mode, and `rest` is
 * what the local options read. A hosted-only argument without `--hosted`, or a local-only one with
 * it (`--servers`, `--api-only`), is refused in words.
 */
export function hostedLaunchFrom(
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
): { hosted: HostedOptions | undefined; rest: string[] } {
  let listen: string | undefined;
  let engines: string | undefined;
  const urls: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): string => {
      const next = argv[++i];
      if (next === undefined || next === '') throw new HostedLaunchError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--hosted') listen = argv[++i] ?? '';
    else if (arg === '--allow-http-server') urls.push(value());
    else if (arg === '--allow-http-servers') urls.push(...readUrlFile(value()));
    else if (arg === '--engines') engines = value();
    else rest.push(arg);
  }
  if (listen === undefined) {
    if (urls.length > 0 || engines !== undefined) {
      throw new HostedLaunchError(
        `${urls.length > 0 ? '--allow-http-server' : '--engines'} applies to --hosted only`,
      );
    }
    return { hosted: undefined, rest };
  }
  if (rest.includes('--servers') || (env.GROOVYMCP_SERVERS ?? '') !== '') {
    throw new HostedLaunchError(
      'a servers config is off in hosted mode (each server would run for every visitor): list Streamable HTTP URLs with --allow-http-server',
    );
  }
  if (rest.includes('--api-only')) {
    throw new HostedLaunchError(
      '--api-only cannot go with --hosted: the page hands each visitor a cookie and a token',
    );
  }
  const quotas: QuotaLimits = {
    requestsPerSecond: positiveInteger(env, 'GROOVYMCP_HOSTED_RPS', DEFAULT_QUOTAS.requestsPerSecond),
    burst: positiveInteger(env, 'GROOVYMCP_HOSTED_BURST', DEFAULT_QUOTAS.burst),
    concurrentCompiles: positiveInteger(env, 'GROOVYMCP_HOSTED_COMPILES', DEFAULT_QUOTAS.concurrentCompiles),
    maxBuffers: positiveInteger(env, 'GROOVYMCP_HOSTED_BUFFERS', DEFAULT_QUOTAS.maxBuffers),
    maxBufferBytes: positiveInteger(env, 'GROOVYMCP_HOSTED_BUFFER_BYTES', DEFAULT_QUOTAS.maxBufferBytes),
  };
  return {
    hosted: {
      ...parseListen(listen),
      allowedHttpServers: allowedServers(urls),
      quotas,
      engineSlots: positiveInteger(env, 'GROOVYMCP_HOSTED_ENGINE_SLOTS', availableParallelism()),
      maxWaiting: positiveInteger(env, 'GROOVYMCP_HOSTED_QUEUE', DEFAULT_MAX_WAITING),
      metricsToken: env.GROOVYMCP_METRICS_TOKEN || undefined,
      engines: parseEngines(engines),
      bulkBytes: positiveInteger(env, 'GROOVYMCP_HOSTED_BULK_BYTES', DEFAULT_BULK_BYTES, 0),
    },
    rest,
  };
}
