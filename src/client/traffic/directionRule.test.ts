import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DirectionInference, directionOfMethod } from './directionRule';

/** The methods of a union of the official schemas (ServerRequest, ClientNotification, …). */
function methodsOf(union: string): Set<string> {
  const methods = new Set<string>();
  const dir = new URL('../schemas/', import.meta.url);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const schema = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>;
    type Def = { anyOf?: { $ref: string }[]; properties?: { method?: { const?: string; enum?: string[] } } };
    const defs = (schema.$defs ?? schema.definitions) as Record<string, Def>;
    for (const member of defs[union]?.anyOf ?? []) {
      const method = defs[member.$ref.split('/').pop()!]?.properties?.method;
      const name = method?.const ?? method?.enum?.[0];
      if (name === undefined) throw new Error(`${file}: ${member.$ref} has no method`);
      methods.add(name);
    }
  }
  return methods;
}

describe('the direction rule of a plain JSON-RPC log', () => {
  const server = new Set([...methodsOf('ServerRequest'), ...methodsOf('ServerNotification')]);
  const client = new Set([...methodsOf('ClientRequest'), ...methodsOf('ClientNotification')]);

  it.each([...server].filter((m) => !client.has(m)))('%s, sent only by servers, is server → client', (m) => {
    expect(directionOfMethod(m)).toBe('in');
  });

  it.each([...client].filter((m) => !server.has(m)))('%s, sent only by clients, is client → server', (m) => {
    expect(directionOfMethod(m)).toBe('out');
  });

  // Both sides may send these; the rule takes the side that sends them in practice.
  it.each([
    ['ping', 'out'],
    ['notifications/cancelled', 'out'],
    ['tasks/get', 'out'],
    ['tasks/result', 'out'],
    ['tasks/cancel', 'out'],
    ['tasks/list', 'out'],
    ['notifications/progress', 'in'],
    ['notifications/tasks/status', 'in'],
    ['groovymcp/unknown', 'out'],
  ])('%s, sent by both sides or by no schema, is %s', (method, direction) => {
    expect(directionOfMethod(method)).toBe(direction);
  });

  it('covers every method both sides send in the table above', () => {
    const both = [...server].filter((m) => client.has(m)).sort();
    expect(both).toEqual([
      'notifications/cancelled',
      'notifications/progress',
      'notifications/tasks/status',
      'ping',
      'tasks/cancel',
      'tasks/get',
      'tasks/list',
      'tasks/result',
    ]);
  });

  it('gives a response the side opposite to its request, the latest unanswered one with its id', () => {
    const infer = new DirectionInference();
    expect(infer.next('request', 'tools/call', 'n:1')).toBe('out');
    expect(infer.next('request', 'elicitation/create', 'n:1')).toBe('in');
    expect(infer.next('response', undefined, 'n:1')).toBe('out'); // the client answers the server
    expect(infer.next('response', undefined, 'n:1')).toBe('in'); // the server answers the call
    expect(infer.next('response', undefined, 'n:1')).toBe('in'); // no request left: the server's
    expect(infer.next('response', undefined, undefined)).toBe('in'); // id null
    expect(infer.next('notification', 'notifications/initialized', undefined)).toBe('out');
  });
});
