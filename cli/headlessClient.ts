// The playground's own client outside the page (docs/conformance.md, docs/check-command.md): the
// same McpClient, the same Streamable HTTP transport, pointed at a server's URL directly (no backend
// proxy stands between a terminal and a server). What the transport would show in the Server log
// goes to `say` (stderr by default).
import { McpClient, type LineTransport } from '../src/client';
import type { LintBackend } from '../src/client/lint/trafficLint';
import type { AuthRequired } from '../src/client/servers/httpAuth';
import { ServerLog } from '../src/client/servers/serverLog';
import { streamableHttpTransport } from '../src/client/servers/streamableHttpTransport';

/** Who the client says it is, in the page and outside it. */
const CLIENT_INFO = { name: 'groovymcp-playground', version: '0.1.0' };

/** The page's client over any transport, with the schema lint when one is given. */
export function headlessMcpClient(transport: LineTransport, lint?: LintBackend): McpClient {
  return new McpClient({ transport, clientInfo: CLIENT_INFO, ...(lint === undefined ? {} : { lint }) });
}

export interface HeadlessOptions {
  readonly url: string;
  /** Headers sent with every request, as typed in the page's Headers (an `Authorization`, say). */
  readonly headers?: () => Readonly<Record<string, string>>;
  readonly fetch?: typeof fetch;
  readonly say?: (line: string) => void;
  /** A 401 or 403 from the server, as the page's session bar hears it. */
  readonly onAuthRequired?: (required: AuthRequired) => void;
  /** The schema lint of every frame (lintService.ts); absent: rows stay unchecked. */
  readonly lint?: LintBackend;
}

export function headlessClient(options: HeadlessOptions): McpClient {
  const say = options.say ?? ((line) => process.stderr.write(`${line}\n`));
  const log = new ServerLog();
  let lastSeq = 0;
  log.subscribe(() => {
    const entries = log.get();
    for (const entry of entries) if (entry.seq > lastSeq) say(`[${entry.kind}] ${entry.text}`);
    lastSeq = entries.at(-1)?.seq ?? lastSeq;
  });
  const transport = streamableHttpTransport({
    baseUrl: options.url,
    url: options.url,
    name: new URL(options.url).host,
    log,
    fetch: options.fetch,
    forwardHeaders: options.headers,
    onAuthRequired: options.onAuthRequired,
  });
  return headlessMcpClient(transport, options.lint);
}
