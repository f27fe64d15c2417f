// A backend of a spec's own whose config (docs/any-server.md) names the servers the spec needs,
// serving the app the shared e2e backend already built (dist/); the shared backend's config,
// e2e/servers.json, stays as it is. Its JVM lives for one spec: the tests' flags
// (test-support/testJvmArgs.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { testJvmArgs } from '../test-support/testJvmArgs';

const repo = fileURLToPath(new URL('..', import.meta.url));

export interface BackendWithServers {
  /** Its page, `http://127.0.0.1:<port>/`. */
  readonly url: string;
  /** SIGTERM, then waits for it (and so its JVM and server children) to exit; removes its config. */
  stop(): Promise<void>;
}

/** Starts `scripts/start.mjs --servers <config>` on a free port, the config holding `mcpServers`. */
export async function startBackendWithServers(
  mcpServers: Record<string, unknown>,
): Promise<BackendWithServers> {
  const dir = mkdtempSync(join(tmpdir(), 'groovymcp-e2e-servers-'));
  const config = join(dir, 'servers.json');
  writeFileSync(config, JSON.stringify({ mcpServers }));
  const backend = spawn(process.execPath, ['scripts/start.mjs', '--servers', config], {
    cwd: repo,
    env: { ...process.env, PORT: '0', GROOVYMCP_DIST: join(repo, 'dist'), GROOVYMCP_JVM_ARGS: testJvmArgs() },
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
    url,
    stop: async () => {
      if (backend.exitCode === null && backend.signalCode === null) {
        const exited = new Promise((resolve) => backend.once('exit', resolve));
        backend.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
