// The one LineTransport the McpClient holds, pointing at the server chosen in the session bar
// (docs/any-server.md, "Choosing a server"): the built-in session worker or a configured server.
// Choosing stages the new transport; the client's reset then ends the old session (a stdio child is
// killed, an HTTP session DELETEd) and opens the new one, so every view keeps working unchanged.
import { APP_SANDBOX_PATH } from '../../contracts/mcpApps';
import {
  SERVERS_PATH,
  TYPED_SERVER_PATH,
  type ServerListing,
  type ServerListResponse,
} from '../../contracts/serverBridge';
import type { HostedModeInfo } from '../../contracts/hostedMode';
import type { LineTransport } from '../wire/lineTransport';
import { ValueStore } from '../observable';
import type { WebSocketFactory } from './bridgeTransport';
import type { AuthRequired } from './httpAuth';
import { ServerLog } from './serverLog';
import { BackendRequestError } from './backendRequestError';

/** The built-in server's entry of the Server select, always first. */
export const WORKER_SERVER: ServerListing & { readonly builtIn: true } = {
  name: 'groovymcp (in-browser worker)',
  kind: 'stdio',
  builtIn: true,
};

/** A Streamable HTTP URL typed in the Server select, under the name the backend gave it. */
export type TypedServerChoice = ServerListing & { readonly typedUrl: string };

export type ServerChoice = ServerListing | TypedServerChoice | typeof WORKER_SERVER;

export interface ServerAccess {
  /** The page's base URL: `api/…` paths resolve against it. */
  baseUrl: string;
  token: string;
  webSocket?: WebSocketFactory;
  fetch?: typeof fetch;
}

/**
 * The configured servers (names and kinds), or the words that say why there are none; in hosted
 * mode also what it turns off (docs/hosted.md, "What is off").
 */
export interface ListedServers {
  readonly servers: readonly ServerListing[];
  readonly problem?: string;
  readonly hosted?: HostedModeInfo;
}

export class ServerSwitch implements LineTransport {
  readonly chosen = new ValueStore<ServerChoice>(WORKER_SERVER);
  readonly log = new ServerLog();
  /**
   * The headers typed for each Streamable HTTP server, by name, sent with its every request from
   * the next one on (docs/any-server.md, "Headers from the page").
   */
  readonly forwardHeaders = new ValueStore<Readonly<Record<string, Readonly<Record<string, string>>>>>({});
  /** The chosen HTTP server's last 401 or 403, until it is chosen again or authorized (docs/any-server.md, "Authorization"). */
  readonly authRequired = new ValueStore<AuthRequired | undefined>(undefined);
  /**
   * True from a choice until the session has been reset onto it (switchTo): Connect waits, since a
   * Connect in that gap would still reach the server chosen before.
   */
  readonly switching = new ValueStore<boolean>(false);
  private current: LineTransport;
  private staged: LineTransport | undefined;
  private onLine: ((line: string) => void) | undefined;
  /** Lines of a transport already switched away from are dropped. */
  private generation = 0;

  constructor(
    private readonly worker: LineTransport,
    /** The backend's address and token, for the Auth tab's routes too. */
    readonly access: ServerAccess,
  ) {
    this.current = worker;
  }

  /**
   * Stages `choice`; the next reset (McpClient.reset) switches to it. Resolves once the transport's
   * code has loaded: the bridge and HTTP transports load on first use, not with the page.
   */
  async choose(choice: ServerChoice): Promise<void> {
    this.chosen.set(choice);
    this.authRequired.set(undefined);
    const transport = await this.transportFor(choice);
    // A later choice made while this one loaded wins.
    if (this.chosen.get() === choice) this.staged = transport;
  }

  /**
   * Chooses `choice`, then ends the running session with `reset` (the client's, which resets this
   * transport onto the choice). `switching` is true meanwhile; a later choice clears it when it ends.
   */
  async switchTo(choice: ServerChoice, reset: () => Promise<void>): Promise<void> {
    this.switching.set(true);
    try {
      await this.choose(choice);
      if (this.chosen.get() === choice) await reset();
    } finally {
      if (this.chosen.get() === choice) this.switching.set(false);
    }
  }

  open(onLine: (line: string) => void): Promise<void> {
    this.onLine = onLine;
    // Chosen before the first open (or after one that failed): nothing to end, just take it.
    if (this.staged !== undefined) {
      this.current = this.staged;
      this.staged = undefined;
      this.generation++;
    }
    return this.openCurrent();
  }

  send(line: string): Promise<void> {
    return this.current.send(line);
  }

  async reset(): Promise<void> {
    const old = this.current;
    if (this.staged === undefined) return old.reset();
    this.current = this.staged;
    this.staged = undefined;
    this.generation++;
    await old.reset();
    if (this.onLine !== undefined) await this.openCurrent();
  }

  /** The MCP Apps sandbox proxy page on its own origin (docs/playground.md, "MCP Apps"). */
  async appSandboxUrl(): Promise<string> {
    const doFetch = this.access.fetch ?? ((input, init) => fetch(input, init));
    const response = await doFetch(new URL(APP_SANDBOX_PATH, this.access.baseUrl).href);
    if (!response.ok)
      throw new BackendRequestError(`the backend answered HTTP ${response.status}`, response.status);
    return ((await response.json()) as { url: string }).url;
  }

  /** The configured servers; see ListedServers. */
  async listServers(): Promise<ListedServers> {
    const doFetch = this.access.fetch ?? ((input, init) => fetch(input, init));
    try {
      const response = await doFetch(new URL(SERVERS_PATH, this.access.baseUrl).href, {
        headers: { Authorization: `Bearer ${this.access.token}` },
      });
      if (!response.ok) return { servers: [], problem: `the backend answered HTTP ${response.status}` };
      const { servers, hosted } = (await response.json()) as ServerListResponse;
      return hosted === undefined ? { servers } : { servers, hosted };
    } catch (err) {
      return { servers: [], problem: `the backend cannot be reached: ${String(err)}` };
    }
  }

  /**
   * Registers a typed Streamable HTTP URL with the backend (docs/any-server.md, "A typed URL") and
   * answers the choice to switch to; rejects with the backend's words for a URL it refuses.
   */
  async registerTyped(url: string): Promise<TypedServerChoice> {
    const doFetch = this.access.fetch ?? ((input, init) => fetch(input, init));
    let response: Response;
    try {
      response = await doFetch(new URL(TYPED_SERVER_PATH, this.access.baseUrl).href, {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.access.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url }),
      });
    } catch (err) {
      throw new BackendRequestError(`the backend cannot be reached: ${String(err)}`, undefined, {
        cause: err,
      });
    }
    const body = (await response.json().catch(() => undefined)) as
      { name?: string; error?: { message?: string } } | undefined;
    if (!response.ok || typeof body?.name !== 'string') {
      throw new BackendRequestError(
        body?.error?.message ?? `the backend answered HTTP ${response.status}`,
        response.status,
      );
    }
    return { name: body.name, kind: 'http', typedUrl: url };
  }

  private openCurrent(): Promise<void> {
    const generation = this.generation;
    const onLine = this.onLine as (line: string) => void;
    return this.current.open((line) => {
      if (generation === this.generation) onLine(line);
    });
  }

  private async transportFor(choice: ServerChoice): Promise<LineTransport> {
    if ('builtIn' in choice) return this.worker;
    const forwardHeaders = () => this.forwardHeaders.get()[choice.name] ?? {};
    const onAuthRequired = (required: AuthRequired) => {
      if (this.chosen.get() === choice) this.authRequired.set(required);
    };
    const options = { ...this.access, name: choice.name, log: this.log, forwardHeaders, onAuthRequired };
    return choice.kind === 'stdio'
      ? (await import('./bridgeTransport')).bridgeTransport(options)
      : (await import('./streamableHttpTransport')).streamableHttpTransport(options);
  }
}
