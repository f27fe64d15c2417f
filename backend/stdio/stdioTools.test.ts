// bin/groovymcp with --root and --classpath, over the pipes, against the real JVM engine:
// root confinement by real path (docs/server.md §5) in a tmp tree with real symbolic links, every tool
// once on a file under the root (§6; format and rename never write), the limits resource and the
// launch classpath reaching the compiler (§1).
import { execFile } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateServerMessage } from '../../test-support/mcpSchemas';
import { GroovymcpChild, type Json } from './testing/groovymcpChild';
import { SAMPLE_SOURCE, TOOL_NAMES, toolArguments } from './testing/toolCalls';

const REVISION = '2025-11-25';
const SECRET = 'TopSecretOutsideTheRoot';

const tmp = realpathSync(mkdtempSync(join(tmpdir(), 'groovymcp-tools-')));
const root = join(tmp, 'root');
const outside = join(tmp, 'outside');
const classes = join(tmp, 'classes');
const extra = join(tmp, 'extra');
const sample = join(root, 'Sample.groovy');
const secret = join(outside, 'Secret.groovy');
const rootUrl = pathToFileURL(root).href;
const sampleUri = pathToFileURL(sample).href;

let child: GroovymcpChild;

beforeAll(async () => {
  for (const dir of [root, join(root, 'inner'), outside, classes, extra, join(tmp, 'src', 'demo')]) {
    mkdirSync(dir, { recursive: true });
  }
  writeFileSync(sample, SAMPLE_SOURCE);
  writeFileSync(secret, `class ${SECRET} {}\n`);
  symlinkSync(sample, join(root, 'inner', 'linked.groovy')); // stays inside: allowed
  symlinkSync(secret, join(root, 'escape.groovy')); // a file pointing out
  symlinkSync(outside, join(root, 'outdir')); // a directory pointing out
  const java = join(tmp, 'src', 'demo', 'Lib.java');
  writeFileSync(java, 'package demo;\npublic class Lib { public static int answer() { return 42; } }\n');
  child = new GroovymcpChild(['--root', root, '--classpath', [classes, extra].join(delimiter)]);
  // The class is compiled while the server starts; the engine looks classes up lazily.
  await Promise.all([
    promisify(execFile)('javac', ['--release', '17', '-d', classes, java]),
    child.initialize(REVISION),
  ]);
});

afterAll(async () => {
  await child.stop();
  rmSync(tmp, { recursive: true, force: true });
});

const resultOf = (answer: Json) => {
  if (!answer.result) throw new TypeError(`expected a result, got ${JSON.stringify(answer.error)}`);
  return answer.result as { isError: boolean; structuredContent: Json; content: { text: string }[] };
};

describe('confinement to the real path of --root (§5)', () => {
  const OUTSIDE = 'path is outside the root';
  it.each<[string, Json, string]>([
    ['a relative path with ..', { path: '../outside/Secret.groovy' }, OUTSIDE],
    ['an absolute path outside', { path: secret }, OUTSIDE],
    ['a symlinked file pointing out', { path: 'escape.groovy' }, OUTSIDE],
    ['a path through a symlinked directory', { path: 'outdir/Secret.groovy' }, OUTSIDE],
    ['a file: URI outside', { uri: pathToFileURL(secret).href }, OUTSIDE],
    ['a file: URI through a symlinked directory', { uri: `${rootUrl}/outdir/Secret.groovy` }, OUTSIDE],
    ['a percent-encoded .. in a file: URI', { uri: `${rootUrl}/%2E%2E/outside/Secret.groovy` }, OUTSIDE],
    [
      'a percent-encoded slash in a file: URI',
      { uri: `${rootUrl}/..%2Foutside%2FSecret.groovy` },
      'file: URI must not contain an encoded "/"',
    ],
  ])('%s is a tool error', async (_name, source, message) => {
    const result = resultOf(await child.callTool('symbols', source));
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: message }] });
    expect(result.structuredContent).toEqual({ error: message });
  });

  it.each<[string, Json]>([
    ['a relative path', { path: 'Sample.groovy' }],
    ['an absolute path inside', { path: sample }],
    ['a symlink that stays inside (the buffer is the real path)', { path: 'inner/linked.groovy' }],
    ['a file: URI inside', { uri: sampleUri }],
  ])('%s is read', async (_name, source) => {
    const result = resultOf(await child.callTool('symbols', source));
    expect(result.isError).toBe(false);
    expect(result.structuredContent.uri).toBe(sampleUri);
  });

  it('never let the outside file through', () => {
    expect(child.stdoutLines.join('\n')).not.toContain(SECRET);
  });
});

describe('every tool once on a file under --root (§6)', () => {
  it('answers each of the thirteen tools; format and rename leave the file as it was', async () => {
    const before = {
      bytes: readFileSync(sample),
      mtimeMs: statSync(sample).mtimeMs,
      files: readdirSync(root),
    };
    const calls = toolArguments({ path: 'Sample.groovy' }, sampleUri);
    for (const name of TOOL_NAMES) {
      const answer = await child.callTool(name, calls[name]);
      const result = resultOf(answer);
      expect(result.isError, `${name}: ${result.content[0]?.text}`).toBe(false);
      expect(result.structuredContent.uri, name).toBe(sampleUri);
      expect(JSON.parse(result.content[0]!.text), name).toEqual(result.structuredContent);
    }
    expect(readFileSync(sample).equals(before.bytes)).toBe(true);
    expect(statSync(sample).mtimeMs).toBe(before.mtimeMs);
    expect(readdirSync(root)).toEqual(before.files);
  });
});

describe('launch configuration', () => {
  it('groovy://limits reports the classpath entry count, never the paths, and the root', async () => {
    const answer = await child.request('resources/read', { uri: 'groovy://limits' });
    const { contents } = answer.result as { contents: { text: string }[] };
    expect(JSON.parse(contents[0]!.text)).toMatchObject({ classpathEntries: 2, rootConfigured: true });
    expect(JSON.stringify(answer)).not.toContain(classes);
  });

  it('the compiler resolves classes from the --classpath given at launch', async () => {
    const found = resultOf(
      await child.callTool('diagnostics', { text: 'import demo.Lib\nint x = Lib.answer()\n' }),
    );
    expect(found.structuredContent.diagnostics).toEqual([]);
    const missing = resultOf(await child.callTool('diagnostics', { text: 'import demo.Missing\n' }));
    expect(JSON.stringify(missing.structuredContent.diagnostics)).toContain('demo.Missing');
  });
});

describe('positions beyond the range of an int (issue 9)', () => {
  // The schema allows any integer >= 0; the engine works in ints. Past the end of the text is
  // "nothing there", as for any position outside the text, never -32603.
  const BIG = [
    { line: 0, character: 2 ** 31 },
    { line: 2 ** 31, character: 0 },
    { line: 1, character: 2 ** 31 - 1 },
    { line: 2 ** 32 + 1, character: 2 ** 40 },
  ];
  const NOTHING: Record<string, Json> = {
    describe: { found: false },
    definition: { locations: [] },
    implementations: { locations: [] },
    references: { locations: [] },
    signatures: { signatures: [] },
    rename: { changes: [] },
  };

  it.each(BIG)('line $line, character $character', async (position) => {
    for (const name of [...Object.keys(NOTHING), 'complete']) {
      const args = { text: SAMPLE_SOURCE, ...position, ...(name === 'rename' ? { newName: 'b' } : {}) };
      const result = resultOf(await child.callTool(name, args));
      expect(result.isError, `${name}: ${result.content[0]?.text}`).toBe(false);
      expect(result.structuredContent, name).toMatchObject(NOTHING[name] ?? {});
    }
  });

  it('beyond 2^53 the argument is refused as a tool error', async () => {
    const result = resultOf(await child.callTool('describe', { text: 'x', line: 2 ** 60, character: 0 }));
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/^invalid argument line/);
  });
});

describe('the whole session', () => {
  it('stdout held only JSON-RPC lines, each valid for the revision', async () => {
    expect(await child.closeStdin()).toEqual({ code: 0, signal: null });
    expect(child.impure).toEqual([]);
    const problems = child.received.flatMap(({ message, method }) =>
      validateServerMessage(REVISION, message, 'error' in message ? undefined : method),
    );
    expect(problems).toEqual([]);
  });
});
