// docs/server.md §5 "Sources and positions", row by row.
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfinedRead, FileSystemPort } from './fileSystemPort';
import { SessionHarness, type Json } from '../../test-support/sessionHarness';

let harness: SessionHarness;
afterEach(() => expect(harness.problems).toEqual([]));

/** A root with one file, a.groovy; everything else is outside. */
class FakeRoot implements FileSystemPort {
  readonly rootConfigured = true;
  readonly reads: string[] = [];
  async readPath(path: string): Promise<ConfinedRead> {
    this.reads.push(path);
    return path === 'a.groovy'
      ? { ok: true, uri: 'file:///root/a.groovy', text: 'def a = 1' }
      : { ok: false, message: 'path is outside the root' };
  }
  async readFileUri(uri: string): Promise<ConfinedRead> {
    this.reads.push(uri);
    return uri === 'file:///root/a.groovy'
      ? { ok: true, uri, text: 'def a = 1' }
      : { ok: false, message: 'path is outside the root' };
  }
}

async function connected(fileSystem?: FileSystemPort): Promise<SessionHarness> {
  harness = new SessionHarness('2025-11-25', fileSystem ? { fileSystem } : {});
  await harness.connect();
  return harness;
}

const errorText = (result: Json) => (result.structuredContent as { error?: string }).error;
const lastEngineRequest = () => harness.engine.requests.at(-1)!;

describe('source selection', () => {
  it('keeps text in groovy-buffer:snippet by default', async () => {
    await connected();
    const result = await harness.callTool('diagnostics', { text: 'def a = 1' });
    expect(result.structuredContent).toMatchObject({ uri: 'groovy-buffer:snippet' });
    expect(lastEngineRequest()).toMatchObject({
      op: 'diagnostics',
      uri: 'groovy-buffer:snippet',
      text: 'def a = 1',
    });
  });

  it('keeps text in the groovy-buffer: uri given with it, and re-sending text replaces the buffer', async () => {
    await connected();
    await harness.callTool('diagnostics', { text: 'one', uri: 'groovy-buffer:a' });
    await harness.callTool('diagnostics', { text: 'two', uri: 'groovy-buffer:a' });
    await harness.callTool('symbols', { uri: 'groovy-buffer:a' });
    expect(lastEngineRequest()).toMatchObject({ uri: 'groovy-buffer:a', text: 'two' });
  });

  it.each([
    ['text with a file: uri', { text: 'x', uri: 'file:///etc/passwd' }, 'groovy-buffer:'],
    ['text with an http uri', { text: 'x', uri: 'http://x/y' }, 'groovy-buffer:'],
    ['text with an empty buffer name', { text: 'x', uri: 'groovy-buffer:' }, 'groovy-buffer:'],
    ['text with path', { text: 'x', path: 'a.groovy' }, 'not both'],
    ['path with uri', { path: 'a.groovy', uri: 'groovy-buffer:a' }, 'not both'],
    ['none of the three', {}, 'text, path or uri'],
    ['a buffer that is not open', { uri: 'groovy-buffer:never' }, 'no open buffer'],
    ['a path without a root', { path: 'a.groovy' }, '--root'],
    ['a file: uri without a root', { uri: 'file:///a.groovy' }, '--root'],
  ])('rejects %s as a tool error', async (_name, args, message) => {
    await connected();
    const result = await harness.callTool('diagnostics', args);
    expect(result.isError).toBe(true);
    expect(errorText(result)).toContain(message);
  });

  it('accepts 524,288 characters of source and rejects one more', async () => {
    await connected();
    expect((await harness.callTool('diagnostics', { text: 'x'.repeat(524_288) })).isError).toBe(false);
    const over = await harness.callTool('diagnostics', { text: 'x'.repeat(524_289) });
    expect(errorText(over)).toContain('524288');
  });

  it('counts the limit in UTF-16 code units (an emoji counts 2)', async () => {
    await connected();
    const result = await harness.callTool('diagnostics', { text: '😀'.repeat(262_145) });
    expect(result.isError).toBe(true);
  });

  it('reads a path through the file-system port and keeps it under its file: uri', async () => {
    await connected(new FakeRoot());
    const result = await harness.callTool('diagnostics', { path: 'a.groovy' });
    expect(result.structuredContent).toMatchObject({ uri: 'file:///root/a.groovy' });
    await harness.callTool('symbols', { uri: 'file:///root/a.groovy' });
    expect(lastEngineRequest()).toMatchObject({ op: 'symbols', text: 'def a = 1' });
  });

  it('passes the port refusal on as a tool error', async () => {
    const root = new FakeRoot();
    await connected(root);
    expect(errorText(await harness.callTool('diagnostics', { path: '../etc/passwd' }))).toBe(
      'path is outside the root',
    );
    expect(errorText(await harness.callTool('diagnostics', { uri: 'file:///etc/passwd' }))).toBe(
      'path is outside the root',
    );
    expect(root.reads).toEqual(['../etc/passwd', 'file:///etc/passwd']);
  });

  it('close drops a buffer and says whether it was open', async () => {
    await connected();
    await harness.callTool('diagnostics', { text: 'x', uri: 'groovy-buffer:c' });
    expect((await harness.callTool('close', { uri: 'groovy-buffer:c' })).structuredContent).toEqual({
      uri: 'groovy-buffer:c',
      closed: true,
    });
    expect((await harness.callTool('close', { uri: 'groovy-buffer:c' })).structuredContent).toEqual({
      uri: 'groovy-buffer:c',
      closed: false,
    });
    expect(errorText(await harness.callTool('symbols', { uri: 'groovy-buffer:c' }))).toContain(
      'no open buffer',
    );
  });
});

describe('positions and related buffers', () => {
  it('passes positions through unchanged', async () => {
    await connected();
    await harness.callTool('describe', { text: '"😀😀" + x', line: 0, character: 7 });
    expect(lastEngineRequest().args).toEqual({ line: 0, character: 7 });
  });

  it('sends the other open buffers as related, not the main one', async () => {
    await connected();
    await harness.callTool('diagnostics', { text: 'interface I {}', uri: 'groovy-buffer:i' });
    await harness.callTool('diagnostics', { text: 'class A implements I {}', uri: 'groovy-buffer:a' });
    expect(lastEngineRequest().related).toEqual([{ uri: 'groovy-buffer:i', text: 'interface I {}' }]);
  });

  it('sends no related buffers with format, and none the main buffer cannot reach', async () => {
    await connected();
    await harness.callTool('diagnostics', { text: 'interface I {}', uri: 'groovy-buffer:i' });
    await harness.callTool('format', { text: 'class A implements I {}', uri: 'groovy-buffer:a' });
    expect(lastEngineRequest().related).toBeUndefined();
    await harness.callTool('diagnostics', { text: 'def one = 1', uri: 'groovy-buffer:one' });
    expect(lastEngineRequest().related).toBeUndefined();
  });

  it('refuses a buffer past the open-buffer cap with a tool error that names the close tool', async () => {
    await connected();
    for (let i = 0; i < 32; i++) await harness.callTool('format', { text: 'x', uri: `groovy-buffer:b${i}` });
    const refused = await harness.callTool('format', { text: 'x', uri: 'groovy-buffer:b32' });
    expect(refused.isError).toBe(true);
    expect(errorText(refused)).toBe('too many open buffers (at most 32); close one with the close tool');
    await harness.callTool('close', { uri: 'groovy-buffer:b0' });
    expect((await harness.callTool('format', { text: 'x', uri: 'groovy-buffer:b32' })).isError).toBe(false);
  });

  it('passes the defaults of optional arguments to the engine', async () => {
    await connected();
    await harness.callTool('format', { text: 'x' });
    expect(lastEngineRequest().args).toEqual({ tabSize: 4, insertSpaces: true });
    await harness.callTool('references', { text: 'x', line: 0, character: 0 });
    expect(lastEngineRequest().args).toEqual({ line: 0, character: 0, includeDeclaration: true });
  });
});
