// The Streamable HTTP server of bin/groovymcp (docs/http.md): node:http listening on the `--http`
// address, one shared engine for every session, the transport of httpTransport.ts, and a shutdown
// that answers what is in flight (docs/server.md §1: never a request left unanswered).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TaskManager, type FileSystemPort, type TaskManagerOptions } from '../../src/session';
import type { ClosableEngine } from '../stdio/stdioServer';
import { HttpSession } from './httpSession';
import { DEFAULT_LIMITS, HttpTransport, type TransportLimits } from './httpTransport';
import { endpointUrl, isLoopbackHost, type ListenAddress } from './listenAddress';
import { RequestChecks } from './requestChecks';
import { SessionTable } from './sessionTable';

export interface McpHttpServerOptions {
  address: ListenAddress;
  token: string | undefined;
  engine: ClosableEngine;
  fileSystem: FileSystemPort;
  classpathEntries: number;
  log: (message: string) => void;
  limits?: Partial<TransportLimits & { maxSessions: number; idleTimeoutMs: number }>;
  /** The stateless requests' task store's settings over STATELESS_TASKS (tests: a clock, sizes). */
  statelessTasks?: TaskManagerOptions;
}

/** An idle session (nothing in flight, no stream) ends after this (docs/http.md §3). */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;
export const MAX_SESSIONS = 100;

/**
 * The server-wide store of the tasks of stateless 2026-07-28 requests (docs/http.md §3): 64 tasks,
 * whose results take at most 16 Mi characters together (a result is at most 512 Ki,
 * docs/server.md §6); when full, or over that, the oldest ended task goes before its ttl; 64 live
 * tasks refuse more.
 */
export const STATELESS_TASKS = { capacity: 64, evict: { maxPayloadChars: 16 * 1024 * 1024 } };

/** How long a client may take to send one request's headers and body (a slow upload is cut). */
const REQUEST_TIMEOUT_MS = 30_000;

export class McpHttpServer {
  private readonly server: Server;
  private sessions: SessionTable | undefined;
  private stopping: Promise<void> | undefined;
  /** The endpoint's URL once listening. */
  url = '';

  constructor(private readonly options: McpHttpServerOptions) {
    this.server = createServer({ requestTimeout: REQUEST_TIMEOUT_MS });
  }

  /** Listens; resolves with the URL served (the real port when 0 was asked for). */
  async listen(): Promise<string> {
    const { address, log } = this.options;
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(address.port, address.host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    const port = (this.server.address() as AddressInfo).port;
    const limits = { ...DEFAULT_LIMITS, ...this.options.limits };
    const statelessTasks = new TaskManager({ ...STATELESS_TASKS, ...this.options.statelessTasks });
    this.sessions = new SessionTable({
      maxSessions: this.options.limits?.maxSessions ?? MAX_SESSIONS,
      idleTimeoutMs: this.options.limits?.idleTimeoutMs ?? SESSION_IDLE_TIMEOUT_MS,
      log,
      create: (id, taskOwner) =>
        new HttpSession({
          id,
          engine: this.options.engine,
          fileSystem: this.options.fileSystem,
          classpathEntries: this.options.classpathEntries,
          log,
          ...(taskOwner === undefined ? {} : { tasks: { manager: statelessTasks, owner: taskOwner } }),
        }),
    });
    const checks = new RequestChecks({
      loopback: isLoopbackHost(address.host),
      host: address.host,
      port,
      token: this.options.token,
    });
    const transport = new HttpTransport(this.sessions, checks, limits);
    this.server.on('request', transport.handle);
    this.url = endpointUrl(address.host, port);
    return this.url;
  }

  /**
   * Stops accepting, gives what is in flight up to `graceMs`, answers what is still unfinished
   * -32603 on its own POST, closes the streams and connections, then ends the engine. Every call
   * returns the same promise.
   */
  shutdown(reason: string, graceMs: number): Promise<void> {
    this.stopping ??= (async () => {
      this.options.log(`shutting down (${reason})`);
      this.server.close();
      const sessions = this.sessions?.all() ?? [];
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs).unref()));
      await Promise.race([Promise.all(sessions.map((session) => session.machine.idle())), grace]);
      clearTimeout(timer);
      this.sessions?.closeAll({ answerUnfinished: true });
      this.server.closeIdleConnections();
      // The last answers were written just now; give them a moment to leave before cutting.
      await new Promise((resolve) => setTimeout(resolve, 100).unref());
      this.server.closeAllConnections();
      await this.options.engine.close();
    })();
    return this.stopping;
  }
}
