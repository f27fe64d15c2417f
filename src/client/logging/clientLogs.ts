// The server's log (docs/playground.md, "Client features for any server"): every
// `notifications/message` kept for the Logs view (level, logger, data), and `logging/setLevel`
// when the server declares `logging`. The newest MAX_ENTRIES are kept; Traffic keeps them all.
import { isPlainObject } from '../../contracts/isPlainObject';
import { ValueStore } from '../observable';
import type { ClientCore } from '../connection/clientCore';
import type { Reply } from '../connection/handshake';

/** The eight syslog levels of the spec, least severe first. */
export const LOG_LEVELS = [
  'debug',
  'info',
  'notice',
  'warning',
  'error',
  'critical',
  'alert',
  'emergency',
] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogEntry {
  readonly n: number;
  /** When it arrived (Date.now()). */
  readonly at: number;
  /** The level as sent (a server may send one outside the eight). */
  readonly level: string;
  readonly logger?: string;
  readonly data: unknown;
}

const MAX_ENTRIES = 2000;

export const isLogLevel = (value: unknown): value is LogLevel =>
  typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);

export interface LogsPort {
  request(method: string, params: Record<string, unknown>): Promise<Reply>;
}

export class ClientLogs {
  readonly entries = new ValueStore<readonly LogEntry[]>([]);
  /** The level last accepted by the server in this session (undefined: the server's default). */
  readonly level = new ValueStore<LogLevel | undefined>(undefined);
  private next = 1;

  constructor(private readonly port: LogsPort) {}

  /** One `notifications/message`'s params. */
  receive(params: unknown): void {
    const message = isPlainObject(params) ? params : {};
    const entry: LogEntry = {
      n: this.next++,
      at: Date.now(),
      level: typeof message.level === 'string' ? message.level : '(no level)',
      ...(typeof message.logger === 'string' ? { logger: message.logger } : {}),
      data: message.data,
    };
    const entries = [...this.entries.get(), entry];
    this.entries.set(entries.length > MAX_ENTRIES ? entries.slice(-MAX_ENTRIES) : entries);
  }

  clear(): void {
    this.entries.set([]);
  }

  /** A new session starts at the server's default level. */
  sessionEnded(): void {
    this.level.set(undefined);
  }

  async setLevel(level: LogLevel): Promise<Reply> {
    const reply = await this.port.request('logging/setLevel', { level });
    if (reply.outcome.ok) this.level.set(level);
    return reply;
  }
}

/** The log as a feature of the client core: it hears `notifications/message`, and a new session starts at the server's default level. */
export function installLogs(
  host: Pick<ClientCore, 'request' | 'setNotificationHandler' | 'onSessionEnd'>,
): ClientLogs {
  const logs = new ClientLogs(host);
  host.setNotificationHandler('notifications/message', (params) => logs.receive(params));
  host.onSessionEnd((reason) => {
    if (reason === 'connect') logs.sessionEnded();
  });
  return logs;
}
