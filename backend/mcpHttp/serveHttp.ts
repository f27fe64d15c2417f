// `groovymcp --http` (docs/http.md §1): reads the token file, listens, prints the URL on stdout,
// serves until SIGTERM or SIGINT, then shuts down as stdio does (docs/server.md §1).
import { readFile } from 'node:fs/promises';
import { isAcceptableToken } from '../http/token';
import { McpHttpServer, type McpHttpServerOptions } from './mcpHttpServer';

/** The server's options with the default limits, and where the URL line goes (stdout). */
export interface ServeHttpOptions extends Omit<McpHttpServerOptions, 'limits'> {
  announce: (line: string) => void;
}

/** The same grace as stdio's SIGTERM (backend/stdio/serve.ts). */
export const HTTP_SIGNAL_GRACE_MS = 1_500;

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** The token in `--token-file`: its first line, which must be a strong token. */
export async function readTokenFile(
  path: string,
): Promise<{ ok: true; token: string } | { ok: false; message: string }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return {
      ok: false,
      message: `--token-file: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    };
  }
  const token = text.split(/\r?\n/)[0]!.trim();
  if (!isAcceptableToken(token)) {
    return {
      ok: false,
      message: '--token-file: the first line must be 22 to 512 characters of A-Z a-z 0-9 _ -',
    };
  }
  return { ok: true, token };
}

export async function serveHttp(options: ServeHttpOptions): Promise<number> {
  const server = new McpHttpServer(options);
  let url: string;
  try {
    url = await server.listen();
  } catch (error) {
    options.log(`cannot listen: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    await options.engine.close();
    return 1;
  }
  options.announce(`groovymcp: serving MCP over Streamable HTTP at ${url}\n`);
  await new Promise<void>((resolve) => {
    const onSignal = (signal: NodeJS.Signals): void => {
      for (const name of SIGNALS) process.off(name, onSignal);
      void server.shutdown(signal, HTTP_SIGNAL_GRACE_MS).then(resolve);
    };
    for (const signal of SIGNALS) process.on(signal, onSignal);
  });
  return 0;
}
