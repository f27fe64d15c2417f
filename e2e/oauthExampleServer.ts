// The e2e setup of docs/any-server.md, "Authorization": the official SDK's OAuth example on free
// ports (test-support/oauthExampleServer.ts) and a backend of the spec's own whose config names it
// `secure`, serving the app the shared e2e backend built (dist/), as http-server-headers.spec.ts
// does for its server. The shared backend's config (e2e/servers.json) stays as it is.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startOAuthExampleServer, type OAuthExampleServer } from '../test-support/oauthExampleServer';

const repo = fileURLToPath(new URL('..', import.meta.url));

export interface OAuthSetup {
  readonly example: OAuthExampleServer;
  /** The backend's page, `http://127.0.0.1:<port>/`. */
  readonly url: string;
  stop(): Promise<void>;
}

export async function startOAuthSetup(): Promise<OAuthSetup> {
  const example = await startOAuthExampleServer({ strict: true });
  const dir = mkdtempSync(join(tmpdir(), 'groovymcp-e2e-oauth-'));
  const config = join(dir, 'servers.json');
  writeFileSync(config, JSON.stringify({ mcpServers: { secure: { url: example.url } } }));
  const backend: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--servers', config], {
    cwd: repo,
    env: { ...process.env, PORT: '0', GROOVYMCP_DIST: join(repo, 'dist') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: backend.stdout! }).on('line', (line) => {
      const match = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(line);
      if (match) resolve(match[1]!);
    });
    backend.once('exit', (code) => reject(new Error(`the backend exited with ${code}`)));
  });
  return {
    example,
    url,
    stop: async () => {
      if (backend.exitCode === null && backend.signalCode === null) {
        const exited = new Promise((resolve) => backend.once('exit', resolve));
        backend.kill('SIGTERM');
        await exited;
      }
      await example.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
