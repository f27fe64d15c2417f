// npm run check:image (docs/hosted.md, "Check the image"): builds deploy/Dockerfile and runs the image
// as docs/hosted.md tells people to (read-only root, /tmp a tmpfs, uid 10001, no capabilities, no new
// privileges), then checks what a cluster relies on, reading the container and the API: every
// process runs as uid 10001; the engine runs with both sandbox layers, its fail-closed hook and its
// AppCDS archive; the root refuses writes; a visitor's compile works; SIGTERM ends it cleanly with 0.
// Needs Docker or podman (scripts/setup-container.sh readies podman and the base image). Prints each
// problem and exits 1 on any; the container, the image and its build's layers are removed either way.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../scripts/freePort.mjs';
import { readTokenMeta } from '../src/worker/pageToken';
import {
  diagnosticsProblems,
  filesystemProblems,
  healthProblems,
  infoProblems,
  parseProcesses,
  processProblems,
  PROCESS_LISTING,
  stopProblems,
  type WriteAttempt,
} from './checks/imageFacts';

const root = resolve(import.meta.dirname, '..');
const TAG = 'groovymcp-playground:check';
const NAME = 'groovymcp-image-check';
const STOP_GRACE_S = 30;

function containerEngine(): string {
  if (process.env.CONTAINER_ENGINE) return process.env.CONTAINER_ENGINE;
  if (spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0) return 'docker';
  process.env.CONTAINERS_CONF ??= resolve(root, 'deploy/checks/podman.conf');
  return 'podman';
}
const engine = containerEngine();

/** Runs the engine with `args`; its output, and the exit code. */
function run(args: string[], inherit = false): WriteAttempt {
  const r = spawnSync(engine, args, { cwd: root, encoding: 'utf8', stdio: inherit ? 'inherit' : 'pipe' });
  if (r.error) throw r.error;
  return { code: r.status ?? 1, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

function build(): void {
  // Behind a proxy that re-signs TLS, npm needs its CA: the Dockerfile takes it as the secret npm-ca.
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  const secret = ca ? ['--secret', `id=npm-ca,src=${ca}`] : [];
  console.log(`check:image: building ${TAG} with ${engine}…`);
  // podman writes OCI images by default, which have no HEALTHCHECK: the docker format keeps it.
  const format = engine === 'podman' ? ['--format', 'docker'] : [];
  const built = run(
    ['build', '--network', 'host', ...format, ...secret, '-f', 'deploy/Dockerfile', '-t', TAG, '.'],
    true,
  );
  if (built.code !== 0) throw new ImageCheckFailed([`the build failed (exit ${built.code})`]);
}

class ImageCheckFailed extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

async function waitForHealth(base: string): Promise<unknown> {
  const deadline = Date.now() + 120_000;
  let last: unknown;
  while (Date.now() < deadline) {
    last = await fetch(new URL('api/health', base)).then(
      (r) => r.json(),
      (e: Error) => ({ unreachable: e.message }),
    );
    if (healthProblems(last).length === 0) return last;
    await new Promise((r) => setTimeout(r, 500));
  }
  return last;
}

/** A visitor: the page (cookie and token), then the engine's info and a broken source's compile. */
async function visitorProblems(base: string): Promise<string[]> {
  const page = await fetch(base);
  const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? '';
  const token = readTokenMeta(await page.text());
  if (token === undefined) return ['the page carries no engine token'];
  const engineRequest = async (body: object) => {
    const r = await fetch(new URL('api/engine', base), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, cookie },
      body: JSON.stringify(body),
    });
    return r.json();
  };
  const info = await engineRequest({ op: 'info' });
  const compiled = await engineRequest({
    op: 'diagnostics',
    uri: 'groovy-buffer:Broken.groovy',
    text: 'class Broken {\n  def f( {\n}\n',
    args: {},
  });
  return [...infoProblems(info), ...diagnosticsProblems(compiled)];
}

async function checkRunning(base: string): Promise<string[]> {
  const problems = healthProblems(await waitForHealth(base));
  if (problems.length > 0) return [...problems, ...run(['logs', NAME]).output.split('\n').slice(-20)];
  problems.push(...(await visitorProblems(base)));
  const listing = run(['exec', NAME, 'sh', '-c', PROCESS_LISTING]);
  problems.push(...processProblems(parseProcesses(listing.output)));
  const write = (path: string) =>
    run(['exec', NAME, 'sh', '-c', `touch ${path} 2>&1 && echo written; exit 0`]);
  const attempt = (path: string): WriteAttempt => {
    const { output } = write(path);
    return { code: output.endsWith('written') ? 0 : 1, output };
  };
  problems.push(...filesystemProblems(attempt('/app/check-probe'), attempt('/tmp/check-probe')));
  return problems;
}

async function main(): Promise<number> {
  build();
  run(['rm', '-f', NAME]);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/`;
  const started = run([
    'run', '-d', '--name', NAME, '--read-only', '--tmpfs', '/tmp', '--user', '10001:10001',
    '--cap-drop', 'ALL', '--security-opt', 'no-new-privileges', '-p', `127.0.0.1:${port}:8080`, TAG,
  ]); // prettier-ignore
  if (started.code !== 0) throw new ImageCheckFailed([`the image did not start: ${started.output}`]);
  const problems = await checkRunning(base);
  const t0 = performance.now();
  run(['stop', '-t', String(STOP_GRACE_S), NAME]);
  const seconds = (performance.now() - t0) / 1000;
  const exitCode = Number(run(['inspect', '--format', '{{.State.ExitCode}}', NAME]).output);
  problems.push(...stopProblems(exitCode, seconds, STOP_GRACE_S));
  if (problems.length > 0) throw new ImageCheckFailed(problems);
  console.log(
    `check:image: passed — every process uid 10001, both sandbox layers with the hook and the AppCDS ` +
      `archive, read-only root, a visitor's compile answered, SIGTERM → exit 0 in ${seconds.toFixed(1)} s`,
  );
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  const problems = error instanceof ImageCheckFailed ? error.problems : [String(error)];
  console.error(`check:image: FAILED\n${problems.map((p) => `  - ${p}`).join('\n')}`);
} finally {
  // The image and its build's layers go (about 1.5 GB a run); the base image stays.
  run(['rm', '-f', NAME]);
  run(['rmi', '-f', TAG]);
  run(['image', 'prune', '-f']);
}
process.exit(code);
