// The arguments of bin/groovymcp-check (docs/check-command.md): a server (a URL or a name from the
// servers file), the revision, the tools to call and where to write the exchange. Every mistake is
// said in words, never thrown: the command prints it with the usage and exits 2.
import { isRevision, REVISIONS, type Revision } from '../../src/client';

export interface ToolCallRequest {
  readonly name: string;
  readonly arguments: Record<string, unknown>;
}

export interface CheckArguments {
  /** An http(s) URL reached directly, or the name of an entry of the servers file. */
  readonly target:
    { readonly kind: 'url'; readonly url: string } | { readonly kind: 'name'; readonly name: string };
  /** The servers file for a name: `--servers FILE`, else GROOVYMCP_SERVERS. */
  readonly serversFile: string | undefined;
  readonly revision: Revision;
  readonly calls: readonly ToolCallRequest[];
  readonly out: string | undefined;
  /** Headers sent with every request to a URL (`--header 'Name: value'`). */
  readonly headers: Readonly<Record<string, string>>;
}

export type Parsed =
  { readonly ok: true; readonly args: CheckArguments } | { readonly ok: false; readonly error: string };

/** The newest revision the client offers: the default. */
export const NEWEST_REVISION: Revision = REVISIONS[REVISIONS.length - 1]!;

export const USAGE = `usage: groovymcp-check <url | server-name> [options]
  <url>                 a Streamable HTTP server, reached directly (http:// or https://)
  <server-name>         an entry of the mcpServers file (--servers or GROOVYMCP_SERVERS)
  --servers FILE        the mcpServers config file naming the server
  --revision R          the protocol revision to ask for (${REVISIONS.join(', ')}; default ${NEWEST_REVISION})
  --call NAME=JSON      call tool NAME with the JSON object as its arguments (repeatable; NAME alone: {})
  --header 'N: V'       a header sent with every request to a URL (repeatable)
  --out FILE            write the exchange as JSONL that the page's Traffic Import opens
exit codes: 0 all checks passed, 1 a schema violation, protocol error or failed call,
            2 bad arguments, 3 the server could not be reached, started or connected`;

function parseCall(text: string): ToolCallRequest | string {
  const equals = text.indexOf('=');
  const name = equals === -1 ? text : text.slice(0, equals);
  if (name === '') return `--call ${JSON.stringify(text)}: no tool name before "="`;
  if (equals === -1) return { name, arguments: {} };
  let value: unknown;
  try {
    value = JSON.parse(text.slice(equals + 1));
  } catch (cause) {
    return `--call ${name}: the arguments are not JSON (${(cause as Error).message})`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `--call ${name}: the arguments must be a JSON object, like {"a":1}`;
  }
  return { name, arguments: value as Record<string, unknown> };
}

function parseHeader(text: string): [string, string] | string {
  const colon = text.indexOf(':');
  const name = colon === -1 ? '' : text.slice(0, colon).trim();
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
    return `--header ${JSON.stringify(text)}: expected 'Name: value'`;
  return [name, text.slice(colon + 1).trim()];
}

export function parseCheckArguments(argv: readonly string[], env: NodeJS.ProcessEnv = {}): Parsed {
  const fail = (error: string): Parsed => ({ ok: false, error });
  const positional: string[] = [];
  const calls: ToolCallRequest[] = [];
  const headers: Record<string, string> = {};
  let revision: Revision = NEWEST_REVISION;
  let out: string | undefined;
  let serversFile = env.GROOVYMCP_SERVERS || undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    if (!['--servers', '--revision', '--call', '--header', '--out'].includes(flag))
      return fail(`unknown option ${flag}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') return fail(`${flag} needs a value`);
    if (flag === '--servers') serversFile = value;
    else if (flag === '--out') out = value;
    else if (flag === '--revision') {
      if (!isRevision(value))
        return fail(`--revision ${value}: not a revision this client speaks (${REVISIONS.join(', ')})`);
      revision = value;
    } else if (flag === '--call') {
      const call = parseCall(value);
      if (typeof call === 'string') return fail(call);
      calls.push(call);
    } else {
      const header = parseHeader(value);
      if (typeof header === 'string') return fail(header);
      headers[header[0]] = header[1];
    }
  }
  if (positional.length !== 1) {
    return fail(
      positional.length === 0
        ? 'name a server: a URL or a name from the servers file'
        : `one server only, got ${positional.join(' ')}`,
    );
  }
  const server = positional[0]!;
  let target: CheckArguments['target'];
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(server)) {
    let url: URL;
    try {
      url = new URL(server);
    } catch {
      return fail(`${server}: not a valid URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return fail(`${server}: only http:// and https:// URLs are reached (Streamable HTTP)`);
    target = { kind: 'url', url: url.href };
  } else {
    if (serversFile === undefined)
      return fail(
        `${server} is not a URL, so it names a server of the servers file: give --servers FILE or set GROOVYMCP_SERVERS`,
      );
    target = { kind: 'name', name: server };
  }
  return { ok: true, args: { target, serversFile, revision, calls, out, headers } };
}
