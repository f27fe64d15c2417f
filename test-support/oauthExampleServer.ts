// The official SDK's OAuth example (docs/any-server.md, "Authorization"): `simpleStreamableHttp.js
// --oauth` runs a Streamable HTTP MCP server that answers 401 with a resource_metadata challenge,
// and beside it a demo authorization server (demoInMemoryOAuthProvider.js) with metadata, dynamic
// client registration, PKCE, and an authorize endpoint that approves at once (it redirects with a
// code, as if the person had logged in). It issues no refresh token. `--oauth-strict` also makes it
// accept only tokens issued for its own URL (the `resource` parameter, RFC 8707).
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { freePort } from './processes';

const require = createRequire(import.meta.url);

/** The example as the package exports it (its CommonJS build: the same code as dist/esm's). */
export const OAUTH_EXAMPLE_ENTRY =
  require.resolve('@modelcontextprotocol/sdk/examples/server/simpleStreamableHttp.js');

export interface OAuthExampleServer {
  /** The MCP endpoint, on `localhost` as the example names itself (its metadata's `resource`). */
  readonly url: string;
  readonly authorizationServer: string;
  readonly process: ChildProcess;
  close(): Promise<void>;
}

export async function startOAuthExampleServer(
  options: { strict?: boolean } = {},
): Promise<OAuthExampleServer> {
  const mcpPort = await freePort();
  const authPort = await freePort();
  const child = spawn(
    process.execPath,
    [OAUTH_EXAMPLE_ENTRY, '--oauth', ...(options.strict ? ['--oauth-strict'] : [])],
    {
      env: { ...process.env, MCP_PORT: String(mcpPort), MCP_AUTH_PORT: String(authPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let text = '';
    const seen = new Set<string>();
    const onData = (chunk: Buffer): void => {
      text += chunk.toString();
      if (text.includes('Authorization Server listening')) seen.add('auth');
      if (text.includes('MCP Streamable HTTP Server listening')) seen.add('mcp');
      if (seen.size === 2) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the OAuth example exited (${code}): ${text}`)));
  });
  // Keep reading so a chatty server never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url: `http://localhost:${mcpPort}/mcp`,
    authorizationServer: `http://localhost:${authPort}/`,
    process: child,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
