// The page ↔ backend contract for other MCP servers (docs/any-server.md): the server list, the stdio
// bridge's WebSocket (its subprotocols and control frames) and the Streamable HTTP proxy's path.
import type { HostedModeInfo } from './hostedMode';

/** GET: the configured servers, names and kinds only (never a command, env, URL or header). */
export const SERVERS_PATH = 'api/servers';
/** POST `{url}`: registers a Streamable HTTP URL typed in the page; answers its `{name, kind}`. */
export const TYPED_SERVER_PATH = 'api/servers/typed';
/** WebSocket: `api/bridge/<name>` starts that configured stdio server, one child per connection. */
export const BRIDGE_PATH = 'api/bridge/';
/** POST, GET, DELETE: `api/mcp/<name>` is forwarded to that configured Streamable HTTP server. */
export const MCP_PROXY_PATH = 'api/mcp/';

/**
 * The bridge's subprotocol; the token rides as a second one, `groovymcp.token.<token>`, because a
 * browser WebSocket cannot send an Authorization header, and a subprotocol (unlike a first message)
 * is checked on the upgrade request itself, before the socket is accepted or a process started.
 */
export const BRIDGE_PROTOCOL = 'groovymcp.bridge';
export const TOKEN_PROTOCOL_PREFIX = 'groovymcp.token.';
/**
 * A third subprotocol, `groovymcp.page.<id>`: a random id per page load, so the backend can cap the
 * bridged children per page (the token is shared by every tab). Not a credential.
 */
export const PAGE_PROTOCOL_PREFIX = 'groovymcp.page.';

export type ServerKind = 'stdio' | 'http';

export interface ServerListing {
  readonly name: string;
  readonly kind: ServerKind;
}

export interface ServerListResponse {
  readonly servers: readonly ServerListing[];
  /** Only in hosted mode: the features it turns off (src/contracts/hostedMode.ts). */
  readonly hosted?: HostedModeInfo;
}

/**
 * Text frames from the bridge. MCP lines travel as binary frames both ways, exactly the bytes of one
 * line without its newline; text frames are the bridge's own messages and never mix with them.
 */
export type BridgeControl =
  | { readonly type: 'started'; readonly pid: number }
  | { readonly type: 'stderr'; readonly text: string }
  | { readonly type: 'overlong'; readonly bytes: number; readonly limit: number }
  | { readonly type: 'spawnError'; readonly message: string }
  | { readonly type: 'exit'; readonly code: number | null; readonly signal: string | null };

/** Text frames from the page: `stop` ends the child, whose `exit` then comes back before the close. */
export type BridgeCommand = { readonly type: 'stop' };

/**
 * The `serverInfo.name` of the built-in server (src/session/serverIdentity.ts). The editor's language
 * features are its tools: they run only against a server of that name (the worker, or bin/groovymcp
 * configured as a stdio server), never against another server, which lacks them.
 */
export const GROOVYMCP_SERVER_NAME = 'groovy-mcp';
