// Which server the check talks to (docs/check-command.md): a URL reached directly over Streamable
// HTTP, or an entry of the servers file, the same file and parser as the backend's (serversConfig.ts):
// a stdio entry is started as a child process, an http entry is reached at its URL with its headers.
import { ServersConfig, ServersConfigError } from '../../backend/servers/serversConfig';
import type { McpClient } from '../../src/client';
import { lintWorkerApi } from '../../src/client/lint/lintService';
import { headlessClient, headlessMcpClient } from '../headlessClient';
import type { CheckArguments } from './checkArguments';
import { stdioChildTransport } from './stdioChildTransport';

export interface CheckTarget {
  /** What the summary calls the server. */
  readonly label: string;
  readonly client: McpClient;
  /** Header values to redact from the written exchange. */
  readonly secrets: readonly string[];
  /** Settles when the server is gone (a stdio child that exited), saying why. */
  readonly gone: Promise<string>;
  readonly close: () => Promise<void>;
}

export function checkTarget(
  args: CheckArguments,
  say: (line: string) => void,
): { ok: true; target: CheckTarget } | { ok: false; error: string } {
  const http = (url: string, headers: Readonly<Record<string, string>>, label: string): CheckTarget => ({
    label,
    // The page's lint service, in-process: every frame is checked exactly as Traffic checks it.
    client: headlessClient({ url, headers: () => headers, say, lint: lintWorkerApi }),
    secrets: Object.values(headers),
    gone: new Promise<string>(() => {}),
    close: async () => undefined,
  });
  if (args.target.kind === 'url')
    return { ok: true, target: http(args.target.url, args.headers, args.target.url) };
  let config: ServersConfig;
  try {
    config = ServersConfig.fromFile(args.serversFile as string);
  } catch (err) {
    if (err instanceof ServersConfigError) return { ok: false, error: err.message };
    throw err;
  }
  const { name } = args.target;
  const entry = config.get(name);
  if (entry === undefined) {
    const known = config.listing().map((server) => server.name);
    return {
      ok: false,
      error: `no server named ${JSON.stringify(name)} in ${args.serversFile} (it names ${known.join(', ') || 'none'})`,
    };
  }
  if (entry.kind === 'http') {
    if (entry.oauth !== undefined) say(`note: ${name}'s "oauth" is not used here; only its headers are sent`);
    return {
      ok: true,
      target: http(entry.url, { ...entry.headers, ...args.headers }, `${name} (${entry.url})`),
    };
  }
  const transport = stdioChildTransport(entry);
  return {
    ok: true,
    target: {
      label: `${name} (${[entry.command, ...entry.args].join(' ')})`,
      client: headlessMcpClient(transport, lintWorkerApi),
      secrets: [],
      gone: transport.gone,
      close: transport.close,
    },
  };
}
