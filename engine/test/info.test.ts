// info and ping through the real engine (docs/engine-protocol.md): facts read from the compiler.
import { describe, expect, it } from 'vitest';
import type { EngineInfo } from '../../src/contracts';
import { engineForFile } from './engineHarness';

const h = engineForFile();

describe('info', () => {
  it('reports the Groovy version, also on ready', async () => {
    const info = await h.result<EngineInfo>({ op: 'info' });
    expect(info.groovyVersion).toMatch(/^4\.\d+\.\d+/);
    expect(h.engine.groovyVersion).toBe(info.groovyVersion);
  });

  it('lists the lexer keywords plus true/false and the primitive types', async () => {
    const { keywords } = await h.result<EngineInfo>({ op: 'info' });
    for (const k of [
      'def',
      'trait',
      'as',
      'in',
      'var',
      'record',
      'non-sealed',
      'true',
      'false',
      'int',
      'boolean',
      'double',
    ]) {
      expect(keywords).toContain(k);
    }
    expect(keywords).not.toContain('println');
    expect(new Set(keywords).size).toBe(keywords.length);
  });

  it('lists the default import packages and classes, without inner-class names', async () => {
    const { defaultImports } = await h.result<EngineInfo>({ op: 'info' });
    expect(defaultImports.packages).toEqual([
      'java.lang',
      'java.util',
      'java.io',
      'java.net',
      'groovy.lang',
      'groovy.util',
    ]);
    for (const c of [
      'java.math.BigDecimal',
      'java.math.BigInteger',
      'java.util.ArrayList',
      'groovy.lang.Closure',
      'java.lang.String',
    ]) {
      expect(defaultImports.classes).toContain(c);
    }
    expect(defaultImports.classes.length).toBeGreaterThan(500);
    expect(defaultImports.classes.filter((c) => c.includes('$'))).toEqual([]);
  });

  it('answers ping with an empty object', async () => {
    expect(await h.result({ op: 'ping' })).toEqual({});
  });

  it('answers a positional op without its position as invalid (also while not written yet), never internal', async () => {
    const ops = [
      'describe',
      'definition',
      'implementations',
      'references',
      'rename',
      'complete',
      'signatures',
    ] as const;
    for (const op of ops) {
      const r = await h.engine.request({ op, uri: 'groovy-buffer:x', text: 'def a', args: {} });
      expect(r.error?.kind, op).toBe('invalid');
    }
  });

  it('answers an unknown op as invalid', async () => {
    const r = await h.engine.request({ op: 'evaluate' as never, uri: 'groovy-buffer:x', text: '1' });
    expect(r.error?.kind).toBe('invalid');
  });

  it('answers a source op without a source as invalid', async () => {
    const r = await h.engine.request({ op: 'diagnostics' });
    expect(r.error?.kind).toBe('invalid');
  });
});
