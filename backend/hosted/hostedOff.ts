// The features hosted mode turns off (docs/hosted.md, "What is off"), in words for the page and for
// the 403 each refused route answers. Each of them acts with the rights of the machine the backend
// runs on, or keeps one person's secrets in memory every visitor shares: right for one person on
// their own machine, wrong for a room of strangers.
import type { EngineRequest, HostedModeInfo, HostedOff, HostedOffFeature } from '../../src/contracts';
import {
  APP_SANDBOX_PATH,
  BRIDGE_PATH,
  HOSTED_OFF_REASON,
  MCP_PROXY_PATH,
  OAUTH_CLIENT_METADATA_PATH,
  TYPED_SERVER_PATH,
} from '../../src/contracts';
import { HttpError } from '../http/httpError';
import { isOAuthPath } from '../servers/oauth/oauthRoutes';

const OFF: Readonly<Record<HostedOffFeature, Omit<HostedOff, 'feature'>>> = {
  configServers: {
    what: 'Servers from a config file',
    why: 'each would run, or be reached, with the rights of the machine hosting the playground, for every visitor',
  },
  stdioBridge: {
    what: 'Stdio servers',
    why: 'a stdio server is a program started on the machine hosting the playground',
  },
  httpProxy: {
    what: 'Streamable HTTP servers',
    why: 'the backend would reach any URL a visitor names from inside the network it runs in',
  },
  typedUrls: {
    what: 'Typed server URLs',
    why: 'the backend would reach any URL a visitor types from inside the network it runs in',
  },
  oauth: {
    what: 'Authorizing servers (OAuth)',
    why: 'tokens would be kept in the backend every visitor shares',
  },
  fileSources: {
    what: '`path` and `uri` sources',
    why: 'they name files on the disk of the machine hosting the playground; hosted mode compiles text only',
  },
  mcpApps: {
    what: 'MCP Apps views',
    why: 'their sandbox origin listens on the hosting machine’s loopback address, out of visitors’ reach',
  },
};

/** What the page is told (GET /api/servers): every feature that is off, and the servers allowed. */
export function hostedModeInfo(allowedHttpServers: readonly string[]): HostedModeInfo {
  const off = (Object.keys(OFF) as HostedOffFeature[]).map((feature) => {
    const words = OFF[feature];
    return feature === 'httpProxy' && allowedHttpServers.length > 0
      ? {
          feature,
          what: `${words.what} other than the ${allowedHttpServers.length} the operator allows`,
          why: words.why,
        }
      : { feature, ...words };
  });
  return { off, allowedHttpServers };
}

/** The 403 of a feature hosted mode turns off, saying which and why. */
export function hostedOff(feature: HostedOffFeature): HttpError {
  const { what, why } = OFF[feature];
  return new HttpError(
    403,
    'forbidden',
    `${what}: off in hosted mode, because ${why}`,
    {},
    HOSTED_OFF_REASON,
  );
}

/**
 * The feature a path belongs to when hosted mode turns it off, else undefined. The proxy path is off
 * only for a name the operator does not allow.
 */
export function offFeatureOf(
  path: string,
  isAllowedServer: (name: string) => boolean,
): HostedOffFeature | undefined {
  if (path.startsWith(`/${BRIDGE_PATH}`)) return 'stdioBridge';
  if (path === `/${TYPED_SERVER_PATH}`) return 'typedUrls';
  if (isOAuthPath(path) || path === `/${OAUTH_CLIENT_METADATA_PATH}`) return 'oauth';
  if (path === `/${APP_SANDBOX_PATH}`) return 'mcpApps';
  if (path.startsWith(`/${MCP_PROXY_PATH}`)) {
    let name: string;
    try {
      name = decodeURIComponent(path.slice(`/${MCP_PROXY_PATH}`.length));
    } catch {
      return 'httpProxy';
    }
    return isAllowedServer(name) ? undefined : 'httpProxy';
  }
  return undefined;
}

/** Buffers from `path` or a `file:` URI reach the engine under their file URI: only text (groovy-buffer:) passes. */
export function refuseFileSources(request: EngineRequest): void {
  const uris = [request.uri, ...(request.related ?? []).map((buffer) => buffer.uri)];
  // An empty URI goes on to the engine, which refuses it as in local mode.
  if (uris.some((uri) => uri !== undefined && uri !== '' && !uri.startsWith('groovy-buffer:'))) {
    throw hostedOff('fileSources');
  }
}
