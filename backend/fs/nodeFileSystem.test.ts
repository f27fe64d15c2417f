// Table tests of root confinement (docs/server.md §5) on a real tmp tree with real symlinks.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileAccessError } from './fileAccessError';
import { NodeFileSystem } from './nodeFileSystem';
import type { LocateStrategy } from './openedFileLocation';

const OUTSIDE = 'path is outside the root';
const NOT_FOUND = 'file not found under the root';
const NOT_FILE = 'path is not a regular file';

let base: string;
let root: string;
let fsPort: NodeFileSystem;
/** The same cases through the /proc/self/fd check (Linux) and through the inode fallback. */
const ports = new Map<LocateStrategy, NodeFileSystem>();
const STRATEGIES: LocateStrategy[] = ['procFd', 'inode'];

beforeAll(async () => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'groovymcp-fs-')));
  root = join(base, 'root');
  mkdirSync(join(root, 'sub'), { recursive: true });
  mkdirSync(join(root, 'dir'));
  mkdirSync(join(base, 'outside'));
  writeFileSync(join(root, 'a.groovy'), 'def a = 1\n');
  writeFileSync(join(root, 'sub', 'b.groovy'), 'class B {}\n');
  writeFileSync(join(root, 'my file#1.groovy'), 'def spaced = 2\n');
  writeFileSync(join(root, '..dots.groovy'), 'def dots = 3\n');
  writeFileSync(join(root, 'latin1.groovy'), Buffer.from([0x64, 0x65, 0x66, 0x20, 0xe9, 0x0a]));
  writeFileSync(
    join(root, 'bom.groovy'),
    Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('x\n')]),
  );
  writeFileSync(join(root, 'big.groovy'), Buffer.alloc(64, 0x61));
  writeFileSync(join(base, 'outside', 'secret.groovy'), 'secret\n');
  symlinkSync(join(root, 'a.groovy'), join(root, 'link-in.groovy'));
  symlinkSync(join(base, 'outside', 'secret.groovy'), join(root, 'link-out.groovy'));
  symlinkSync('../outside', join(root, 'linkdir-out'));
  symlinkSync('sub', join(root, 'linkdir-in'));
  symlinkSync('dangling-target', join(root, 'dangling.groovy'));
  symlinkSync('loop2', join(root, 'loop1'));
  symlinkSync('loop1', join(root, 'loop2'));
  symlinkSync(root, join(base, 'rootlink'));
  execFileSync('mkfifo', [join(root, 'pipe.groovy')]);
  fsPort = await NodeFileSystem.create({ root: join(base, 'rootlink'), maxFileBytes: 32 });
  for (const locate of STRATEGIES) {
    ports.set(
      locate,
      await NodeFileSystem.create({ root: join(base, 'rootlink'), maxFileBytes: 32, locate }),
    );
  }
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

const real = (rel: string): string => pathToFileURL(join(root, rel)).href;

describe.each(STRATEGIES)('readPath (%s)', (locate) => {
  const cases: Array<[string, () => string, { uri: string; text: string } | string]> = [
    ['a relative file', () => 'a.groovy', { uri: 'a.groovy', text: 'def a = 1\n' }],
    ['a nested file', () => 'sub/b.groovy', { uri: 'sub/b.groovy', text: 'class B {}\n' }],
    ['.. that stays inside', () => './sub/../a.groovy', { uri: 'a.groovy', text: 'def a = 1\n' }],
    ['a name starting with ..', () => '..dots.groovy', { uri: '..dots.groovy', text: 'def dots = 3\n' }],
    ['an absolute path inside', () => join(root, 'a.groovy'), { uri: 'a.groovy', text: 'def a = 1\n' }],
    [
      'absolute through the root symlink',
      () => join(base, 'rootlink', 'a.groovy'),
      { uri: 'a.groovy', text: 'def a = 1\n' },
    ],
    ['a symlink inside the root', () => 'link-in.groovy', { uri: 'a.groovy', text: 'def a = 1\n' }],
    [
      'a symlinked dir inside the root',
      () => 'linkdir-in/b.groovy',
      { uri: 'sub/b.groovy', text: 'class B {}\n' },
    ],
    ['a BOM is dropped', () => 'bom.groovy', { uri: 'bom.groovy', text: 'x\n' }],
    ['a .. escape', () => '../outside/secret.groovy', OUTSIDE],
    ['a deep .. escape', () => 'sub/../../../../../../etc/passwd', OUTSIDE],
    ['an absolute path outside', () => join(base, 'outside', 'secret.groovy'), OUTSIDE],
    ['/etc/passwd', () => '/etc/passwd', OUTSIDE],
    ['a missing file outside (no existence oracle)', () => '../outside/missing.groovy', OUTSIDE],
    ['a missing dir outside', () => '/no/such/dir/x.groovy', OUTSIDE],
    ['a symlinked file pointing out', () => 'link-out.groovy', OUTSIDE],
    ['a path through a symlinked dir pointing out', () => 'linkdir-out/secret.groovy', OUTSIDE],
    ['a missing file through a symlinked dir pointing out', () => 'linkdir-out/missing.groovy', OUTSIDE],
    ['a percent-encoded escape stays literal in a path', () => '%2e%2e/outside/secret.groovy', NOT_FOUND],
    ['a missing file inside', () => 'missing.groovy', NOT_FOUND],
    ['a file used as a directory', () => 'a.groovy/x', NOT_FOUND],
    ['a dangling symlink', () => 'dangling.groovy', NOT_FOUND],
    ['a symlink loop', () => 'loop1', 'too many levels of symbolic links'],
    ['a directory', () => 'dir', NOT_FILE],
    ['the root itself', () => '.', NOT_FILE],
    ['the root by absolute path', () => root, NOT_FILE],
    ['a FIFO (must not hang)', () => 'pipe.groovy', NOT_FILE],
    ['an empty path', () => '', 'path is empty'],
    ['a NUL byte', () => 'a.groovy\0.txt', 'path contains a NUL character'],
    ['invalid UTF-8', () => 'latin1.groovy', 'file is not valid UTF-8'],
    ['a file over the byte cap', () => 'big.groovy', 'file is too large (over 512 Ki characters)'],
  ];

  it.each(cases)('%s', async (_label, path, expected) => {
    const result = await ports.get(locate)!.readPath(path());
    if (typeof expected === 'string') {
      expect(result).toEqual({ ok: false, message: expected });
    } else {
      expect(result).toEqual({ ok: true, uri: real(expected.uri), text: expected.text });
    }
  });

  it('never names anything outside the root in a message', async () => {
    for (const path of ['../outside/secret.groovy', 'link-out.groovy', 'linkdir-out/secret.groovy']) {
      const result = await ports.get(locate)!.readPath(path);
      expect(JSON.stringify(result)).not.toContain('secret');
      expect(JSON.stringify(result)).not.toContain(base);
    }
  });
});

describe.each(STRATEGIES)('readFileUri (%s)', (locate) => {
  const cases: Array<[string, () => string, { uri: string; text: string } | string]> = [
    ['a file: URI inside', () => real('a.groovy'), { uri: 'a.groovy', text: 'def a = 1\n' }],
    [
      'file://localhost/',
      () => real('a.groovy').replace('file://', 'file://localhost'),
      { uri: 'a.groovy', text: 'def a = 1\n' },
    ],
    [
      'percent-encoded name',
      () => real('my file#1.groovy'),
      { uri: 'my file#1.groovy', text: 'def spaced = 2\n' },
    ],
    [
      'a symlink inside (real path URI back)',
      () => real('link-in.groovy'),
      { uri: 'a.groovy', text: 'def a = 1\n' },
    ],
    [
      'a percent-encoded .. escape',
      () => `${pathToFileURL(root).href}/%2e%2e/outside/secret.groovy`,
      OUTSIDE,
    ],
    [
      'a mixed-case %2E%2e escape',
      () => `${pathToFileURL(root).href}/sub/%2E%2e/%2e%2E/outside/secret.groovy`,
      OUTSIDE,
    ],
    ['a symlink pointing out', () => real('link-out.groovy'), OUTSIDE],
    ['through a symlinked dir pointing out', () => real('linkdir-out/secret.groovy'), OUTSIDE],
    [
      'an encoded slash',
      () => `${pathToFileURL(root).href}/sub%2Fb.groovy`,
      'file: URI must not contain an encoded "/"',
    ],
    ['an encoded NUL', () => `${real('a.groovy')}%00.txt`, 'path contains a NUL character'],
    ['another host', () => 'file://evil.example/etc/passwd', 'file: URI must not name a host'],
    ['another scheme', () => 'http://127.0.0.1/a.groovy', 'not a file: URI'],
    ['a groovy-buffer: URI', () => 'groovy-buffer:snippet', 'not a file: URI'],
    ['not a URI', () => 'a.groovy', 'not a valid URI'],
    ['a query', () => `${real('a.groovy')}?x=1`, 'file: URI must not have a query or fragment'],
    ['a directory', () => real('dir'), NOT_FILE],
  ];

  it.each(cases)('%s', async (_label, uri, expected) => {
    const result = await ports.get(locate)!.readFileUri(uri());
    if (typeof expected === 'string') {
      expect(result).toEqual({ ok: false, message: expected });
    } else {
      expect(result).toEqual({ ok: true, uri: real(expected.uri), text: expected.text });
    }
  });
});

describe('non-string arguments', () => {
  it('are refused as tool errors, not thrown', async () => {
    expect(await fsPort.readPath(42 as unknown as string)).toEqual({
      ok: false,
      message: 'path must be a string',
    });
    expect(await fsPort.readFileUri(null as unknown as string)).toEqual({
      ok: false,
      message: 'uri must be a string',
    });
  });
});

describe('without --root', () => {
  it('refuses every path and file: URI', async () => {
    const noRoot = await NodeFileSystem.create();
    expect(noRoot.rootConfigured).toBe(false);
    const message = 'no --root was given: pass the source as text';
    expect(await noRoot.readPath('a.groovy')).toEqual({ ok: false, message });
    expect(await noRoot.readFileUri(real('a.groovy'))).toEqual({ ok: false, message });
  });
});

describe('the root', () => {
  it('must be an existing directory', async () => {
    await expect(NodeFileSystem.create({ root: join(base, 'nope') })).rejects.toMatchObject({
      kind: 'invalidRoot',
    });
    await expect(NodeFileSystem.create({ root: join(root, 'a.groovy') })).rejects.toBeInstanceOf(
      FileAccessError,
    );
  });

  it('reads files within the default cap', async () => {
    const wide = await NodeFileSystem.create({ root });
    expect(wide.rootConfigured).toBe(true);
    expect(await wide.readPath('big.groovy')).toMatchObject({ ok: true, text: 'a'.repeat(64) });
  });
});
