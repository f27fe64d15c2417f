// The Inspector check of `npm run conformance` (docs/http.md §6): the official MCP Inspector's CLI
// mode (`@modelcontextprotocol/inspector`, pinned in tools/conformance beside the suite, run on
// the same Node 22) lists the tools of `bin/groovymcp --http` and calls `diagnostics` on a broken
// class. It passes only when the listing names exactly the tools of TOOL_NAMES and the call
// answers the compiler's error, so a server that answers something else fails it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The name `npm run conformance -- inspector-cli` selects it by. */
export const INSPECTOR_CHECK = 'inspector-cli';

/** A class whose method's parameter list is never closed: groovyc reports a syntax error. */
export const BROKEN_CLASS = 'class A { void f( }';

/**
 * TOOL_NAMES (src/contracts/tools.ts, the one list of tools), read from its source because this
 * script runs on plain Node, which cannot import TypeScript; its test pins it to the real list.
 */
export function expectedToolNames(root) {
  const source = readFileSync(join(root, 'src/contracts/tools.ts'), 'utf8');
  const list = /export const TOOL_NAMES = \[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error('TOOL_NAMES not found in src/contracts/tools.ts');
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

function parsed(stdout) {
  try {
    return { value: JSON.parse(stdout) };
  } catch {
    return { problem: `not JSON: ${stdout.slice(0, 200)}` };
  }
}

/** What is wrong with the Inspector's `tools/list` output; empty when it lists exactly `expected`. */
export function toolsListProblems(stdout, expected) {
  const { value, problem } = parsed(stdout);
  if (problem) return [problem];
  if (!Array.isArray(value?.tools)) return ['no tools array'];
  const names = value.tools.map((tool) => tool?.name);
  const problems = [];
  if (names.length !== expected.length)
    problems.push(`${names.length} tools listed, ${expected.length} expected`);
  const missing = expected.filter((name) => !names.includes(name));
  if (missing.length > 0) problems.push(`missing: ${missing.join(', ')}`);
  const extra = names.filter((name) => !expected.includes(name));
  if (extra.length > 0) problems.push(`not ours: ${extra.join(', ')}`);
  return problems;
}

/** What is wrong with the Inspector's `diagnostics` call output; empty when it holds groovyc's error. */
export function diagnosticsProblems(stdout) {
  const { value, problem } = parsed(stdout);
  if (problem) return [problem];
  if (value?.isError === true) return [`a tool error: ${JSON.stringify(value.content)}`];
  const diagnostics = value?.structuredContent?.diagnostics;
  if (!Array.isArray(diagnostics)) return ['no structuredContent.diagnostics'];
  const compilerError = diagnostics.some(
    (entry) => entry?.severity === 'error' && entry?.source === 'groovyc' && entry?.message,
  );
  return compilerError ? [] : [`no groovyc error among ${JSON.stringify(diagnostics)}`];
}

/**
 * Runs the Inspector's CLI (`launcher`, its `mcp-inspector` bin) twice against `url` with `node`
 * and returns every problem found, prefixed with the step; empty when both steps pass.
 */
export function inspectorProblems({ node, launcher, url, root }) {
  const run = (args, check) => {
    const step = args[1];
    const result = spawnSync(node, [launcher, '--cli', url, '--transport', 'http', ...args], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (result.status !== 0)
      return [`${step}: exited ${result.status ?? result.signal}: ${result.stdout}${result.stderr}`];
    return check(result.stdout).map((line) => `${step}: ${line}`);
  };
  const expected = expectedToolNames(root);
  return [
    ...run(['--method', 'tools/list'], (stdout) => toolsListProblems(stdout, expected)),
    ...run(
      ['--method', 'tools/call', '--tool-name', 'diagnostics', '--tool-arg', `text=${BROKEN_CLASS}`],
      diagnosticsProblems,
    ),
  ];
}
