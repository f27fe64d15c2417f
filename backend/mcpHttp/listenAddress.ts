// The `--http [HOST:]PORT` value of bin/groovymcp (docs/http.md §1): where the Streamable HTTP server
// listens, and whether that address is loopback (then Host and Origin are checked, §4) or not (then
// a bearer token is required, `--token-file`).
import { isIP } from 'node:net';

export interface ListenAddress {
  /** As given to `listen` (an IPv6 literal without brackets). */
  host: string;
  /** 0 picks a free port; the URL printed at start says which. */
  port: number;
}

export const DEFAULT_HTTP_HOST = '127.0.0.1';

/** The address, or a message saying what is wrong with the value. */
export function parseListenAddress(value: string): ListenAddress | string {
  const match = /^(?:(\[[^\]]+\]|[^:[\]]+):)?(\d{1,5})$/.exec(value);
  if (!match) return '--http needs [HOST:]PORT, e.g. 8080 or 127.0.0.1:8080 or [::1]:8080';
  const port = Number(match[2]);
  if (port > 65_535) return `--http: port ${port} is over 65535`;
  const given = match[1] ?? DEFAULT_HTTP_HOST;
  const host = given.startsWith('[') ? given.slice(1, -1) : given;
  if (given.startsWith('[') && isIP(host) !== 6) return `--http: ${given} is not an IPv6 address`;
  return { host, port };
}

/** Only these reach the process from this machine alone; any other address is reachable from others. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  if (name === 'localhost' || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/** The URL clients use: IPv6 in brackets, the MCP endpoint's path. */
export function endpointUrl(host: string, port: number): string {
  const shown = isIP(host) === 6 ? `[${host}]` : host;
  return `http://${shown}:${port}${MCP_PATH}`;
}

export const MCP_PATH = '/mcp';
