// The server half of `npm run conformance` (docs/conformance.md, "Server scenarios"): starts
// `bin/groovymcp --http 127.0.0.1:0` on the project's Node, reads the URL it prints, and hands it to
// the caller; stop() ends it with SIGTERM (the clean shutdown of docs/http.md §1).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The official suite's server scenarios that apply to any server. The others call the suite's own
 * fixture tools, resources and prompts (`test_simple_text`, `test://static-text`,
 * `test_simple_prompt`, …), which a real server does not have (docs/conformance.md).
 */
export const SERVER_SCENARIOS = [
  'server-initialize',
  'ping',
  'completion-complete',
  'tools-list',
  'resources-list',
  'prompts-list',
  'server-sse-multiple-streams',
  'dns-rebinding-protection',
];

/** Starts groovymcp over HTTP; resolves once it prints its URL (the engine then warms up in the back). */
export function startGroovymcpHttp(root) {
  const child = spawn(process.execPath, [join(root, 'bin/groovymcp'), '--http', '127.0.0.1:0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const url = /(http:\/\/\S+\/mcp)/.exec(stdout)?.[1];
      if (url) {
        const exited = new Promise((done) => child.once('exit', done));
        resolve({ url, stop: () => (child.kill('SIGTERM'), exited) });
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`groovymcp --http exited ${code} before serving:\n${stderr}`)),
    );
  });
}
