// npm run check:image (docs/hosted.md, "Check the image"): builds deploy/Dockerfile and runs the image
// as docs/hosted.md tells people to (read-only root, /tmp a tmpfs, uid 10001, no capabilities, no new
// privileges), then checks what a cluster relies on, reading the container and the API: every
// process runs as uid 10001; the engine runs with both sandbox layers, its fail-closed hook and its
// AppCDS archive; the root refuses writes; a visitor's compile works; SIGTERM ends it cleanly with 0.
// Runs scripts/setup-container.sh first, which chooses Docker or podman (installing podman when no
// Docker answers) and readies the base image. Prints each problem and exits 1 on any; the container
// and the image are removed either way.
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
  type CommandResult,
} from './checks/imageFacts';

const root = resolve(import.meta.dirname, '..');
const TAG = 'groovymcp-playground:check';
const NAME = 'groovymcp-image-check';
const STOP_GRACE_S = 30;

/** The engine scripts/setup-container.sh chose and readied (its one line on stdout). */
function containerEngine(): string {
  const setup = spawnSync(resolve(root, 'scripts/setup-container.sh'), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const chosen = setup.stdout?.trim();
  if (setup.status !== 0 || (chosen !== 'docker' && chosen !== 'podman')) {
    console.error(`check:image: scripts/setup-container.sh failed (exit ${setup.status})`);
    process.exit(1);
  }
  if (chosen === 'podman') process.env.CONTAINERS_CONF ??= resolve(root, 'deploy/checks/podman.conf');
  return chosen;
}
const engine = containerEngine();

/** Runs the engine with `args`; its output, and the exit code. */
function run(args: string[], inherit = false): CommandResult {
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
  const dockerFormat = engine === 'podman' ? ['--format', 'docker'] : [];
  const built = run(
    ['build', '--network', 'host', ...dockerFormat, ...secret, '-f', 'deploy/Dockerfile', '-t', TAG, '.'],
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
  const touch = (path: string) => run(['exec', NAME, 'touch', path]);
  problems.push(...filesystemProblems(touch('/app/check-probe'), touch('/tmp/check-probe')));
  return problems;
}

/** Every image's id, intermediate ones included. */
const imageIds = (): string[] =>
  run(['images', '--all', '--quiet', '--no-trunc']).output.split('\n').filter(Boolean);

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

// podman keeps each build step as an untagged image (~1.5 GB a run): those this run made go at the
// end with the image, and nothing else (not `image prune`, which would take the person's own too).
const imagesBefore = new Set(imageIds());
let code = 1;
try {
  code = await main();
} catch (error) {
  const problems = error instanceof ImageCheckFailed ? error.problems : [String(error)];
  console.error(`check:image: FAILED\n${problems.map((p) => `  - ${p}`).join('\n')}`);
} finally {
  run(['rm', '-f', NAME]);
  run(['rmi', '-f', TAG]);
  const made = imageIds().filter((id) => !imagesBefore.has(id));
  if (made.length > 0) run(['rmi', '-f', ...made]);
}
process.exit(code);
