// How the backend is launched, read from the environment (scripts/start.mjs, scripts/dev.mjs):
//   PORT                       port on 127.0.0.1 (default 5317; 0 picks a free one and prints it)
//   GROOVYMCP_DIST             the built app (default <repo>/dist)
//   GROOVYMCP_TOKEN            the bearer token (default: random per launch; `npm run dev` sets it
//                              so that Vite can put the same one in the page)
//   GROOVYMCP_ALLOWED_ORIGINS  comma-separated extra loopback origins (the Vite dev server)
//   --api-only                 serve no page (Vite serves it in `npm run dev`)
//   --servers FILE             other MCP servers the page may reach (docs/any-server.md, "Config");
//   GROOVYMCP_SERVERS          the same when --servers is not given
import { fileURLToPath } from 'node:url';
import { createToken, isAcceptableToken } from './token';

export const DEFAULT_PORT = 5317;

export interface LaunchOptions {
  port: number;
  distDir: string | undefined;
  token: string;
  extraOrigins: string[];
  /** The `mcpServers` file, if any (read by launch.ts). */
  serversFile: string | undefined;
  /** The HTTPS URL of this client's metadata document, its OAuth client_id where servers take one. */
  clientMetadataUrl: string | undefined;
}

export type LaunchErrorKind = 'badPort' | 'badToken' | 'badOrigin' | 'badArgument' | 'badClientMetadataUrl';

/** A Client ID Metadata Document's URL must be https with a path (draft-ietf-oauth-client-id-metadata-document §3). */
function parseClientMetadataUrl(text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (url === undefined || url.protocol !== 'https:' || url.pathname === '/' || url.hash !== '') {
    throw new LaunchError(
      'badClientMetadataUrl',
      `GROOVYMCP_CLIENT_METADATA_URL: ${JSON.stringify(text)} is not an https URL with a path`,
    );
  }
  return url.href;
}

export class LaunchError extends Error {
  override readonly name = 'LaunchError';

  constructor(
    readonly kind: LaunchErrorKind,
    message: string,
  ) {
    super(message);
  }
}

const defaultDist = fileURLToPath(new URL('../../dist', import.meta.url));
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) {
    throw new LaunchError('badPort', `PORT must be an integer from 0 to 65535, not ${JSON.stringify(value)}`);
  }
  return port;
}

/** Extra origins may only be loopback http origins: the API stays unreachable from other sites. */
function parseOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').map((raw) => {
    const text = raw.trim();
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    if (
      url === undefined ||
      url.protocol !== 'http:' ||
      !LOOPBACK_NAMES.has(url.hostname) ||
      url.origin !== text
    ) {
      throw new LaunchError(
        'badOrigin',
        `GROOVYMCP_ALLOWED_ORIGINS: ${JSON.stringify(text)} is not a loopback http origin`,
      );
    }
    return text;
  });
}

export function launchOptionsFrom(env: NodeJS.ProcessEnv, argv: readonly string[]): LaunchOptions {
  let serversFile = env.GROOVYMCP_SERVERS || undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--servers') {
      const file = argv[++i];
      if (file === undefined || file === '') throw new LaunchError('badArgument', '--servers needs a file');
      serversFile = file;
    } else if (arg !== '--api-only') {
      throw new LaunchError('badArgument', `unknown argument ${JSON.stringify(arg)}`);
    }
  }
  const token = env.GROOVYMCP_TOKEN || createToken();
  if (!isAcceptableToken(token)) {
    throw new LaunchError('badToken', 'GROOVYMCP_TOKEN must be 22 to 512 characters of A-Z a-z 0-9 _ -');
  }
  return {
    port: parsePort(env.PORT),
    distDir: argv.includes('--api-only') ? undefined : env.GROOVYMCP_DIST || defaultDist,
    token,
    extraOrigins: parseOrigins(env.GROOVYMCP_ALLOWED_ORIGINS),
    serversFile,
    clientMetadataUrl: parseClientMetadataUrl(env.GROOVYMCP_CLIENT_METADATA_URL),
  };
}
