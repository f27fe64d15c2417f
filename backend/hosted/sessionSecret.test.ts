// Where the session secret comes from (docs/hosted.md, "Sessions and cookies").
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_SECRET_CHARS, SessionSecretError, sessionSecretFrom } from './sessionSecret';

const dir = mkdtempSync(join(tmpdir(), 'groovymcp-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const strong = 's'.repeat(MIN_SECRET_CHARS);

describe('sessionSecretFrom', () => {
  it('is random per process without a setting', () => {
    const a = sessionSecretFrom({});
    expect(a.source).toBe('random');
    expect(a.key.equals(sessionSecretFrom({}).key)).toBe(false);
  });

  it('takes GROOVYMCP_SESSION_SECRET, or the file GROOVYMCP_SESSION_SECRET_FILE names without its last newline', () => {
    expect(sessionSecretFrom({ GROOVYMCP_SESSION_SECRET: strong })).toEqual({
      key: Buffer.from(strong),
      source: 'environment',
    });
    const file = join(dir, 'secret');
    writeFileSync(file, `${strong}\n`);
    expect(sessionSecretFrom({ GROOVYMCP_SESSION_SECRET_FILE: file })).toEqual({
      key: Buffer.from(strong),
      source: 'file',
    });
  });

  it('refuses a short secret, both settings at once, and a file it cannot read', () => {
    expect(() => sessionSecretFrom({ GROOVYMCP_SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    const file = join(dir, 'short');
    writeFileSync(file, 'x'.repeat(MIN_SECRET_CHARS - 1));
    expect(() => sessionSecretFrom({ GROOVYMCP_SESSION_SECRET_FILE: file })).toThrow(SessionSecretError);
    expect(() =>
      sessionSecretFrom({ GROOVYMCP_SESSION_SECRET: strong, GROOVYMCP_SESSION_SECRET_FILE: file }),
    ).toThrow(/not both/);
    expect(() => sessionSecretFrom({ GROOVYMCP_SESSION_SECRET_FILE: join(dir, 'missing') })).toThrow(
      /ENOENT/,
    );
  });
});
