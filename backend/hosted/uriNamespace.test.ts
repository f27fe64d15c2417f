// Per-visitor buffer URIs (docs/hosted.md, "Security model"): what the engine gets, and that the
// answer the page gets back is the one it would get in local mode.
import { describe, expect, it } from 'vitest';
import type { EngineRequest } from '../../src/contracts';
import { namespaceRequest, stripNamespace } from './uriNamespace';

const NS = 'hosted-visitor-0123456789abcdef:';

describe('namespaceRequest', () => {
  it('puts the namespace before the main and every related URI, and leaves the rest alone', () => {
    const request: EngineRequest = {
      op: 'references',
      uri: 'groovy-buffer:a.groovy',
      text: 'def a',
      related: [{ uri: 'groovy-buffer:b.groovy', text: 'class B {}' }],
      args: { line: 0, character: 4, uri: 'not a buffer' },
    };
    const before = structuredClone(request);
    const { request: sent } = namespaceRequest(request, NS);
    expect(sent).toEqual({
      ...request,
      uri: `${NS}groovy-buffer:a.groovy`,
      related: [{ uri: `${NS}groovy-buffer:b.groovy`, text: 'class B {}' }],
    });
    expect(request).toEqual(before);
  });

  it('leaves an empty URI empty, for the engine to refuse as in local mode, and a request without one', () => {
    expect(namespaceRequest({ op: 'diagnostics', uri: '', text: '' }, NS).request.uri).toBe('');
    expect(namespaceRequest({ op: 'ping' }, NS).request).toEqual({ op: 'ping' });
  });

  it('gives the page the URIs it sent, wherever the answer holds them (values and keys)', () => {
    const { unmap } = namespaceRequest({ op: 'rename', uri: 'groovy-buffer:a', text: '' }, NS);
    const answer = {
      uri: `${NS}groovy-buffer:a`,
      changes: [{ uri: `${NS}groovy-buffer:b`, edits: [{ newText: 'x', range: { start: { line: 0 } } }] }],
      byUri: { [`${NS}groovy-buffer:a`]: 1 },
      note: `declared in ${NS}groovy-buffer:b`,
      count: 3,
      flag: null,
    };
    expect(unmap({ result: answer })).toEqual({
      result: {
        uri: 'groovy-buffer:a',
        changes: [{ uri: 'groovy-buffer:b', edits: [{ newText: 'x', range: { start: { line: 0 } } }] }],
        byUri: { 'groovy-buffer:a': 1 },
        note: 'declared in groovy-buffer:b',
        count: 3,
        flag: null,
      },
    });
    expect(unmap({ error: { kind: 'invalid', message: `bad ${NS}groovy-buffer:a` } })).toEqual({
      error: { kind: 'invalid', message: 'bad groovy-buffer:a' },
    });
  });
});

describe('stripNamespace', () => {
  it('keeps a "__proto__" key of a JSON answer as a key, not a prototype', () => {
    const parsed: unknown = JSON.parse(`{"__proto__": {"polluted": "${NS}x"}}`);
    const stripped = stripNamespace(parsed, NS) as Record<string, unknown>;
    expect(Object.getPrototypeOf(stripped)).toBe(Object.prototype);
    expect(Object.keys(stripped)).toEqual(['__proto__']);
    expect(JSON.stringify(stripped)).toBe('{"__proto__":{"polluted":"x"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
