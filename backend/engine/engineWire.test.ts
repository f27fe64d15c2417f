// What each kind of line on the engine's stdout means to the supervisor (docs/engine-protocol.md),
// malformed and hostile lines included: none throws, each is classified.
import { describe, expect, it } from 'vitest';
import { parseEngineLine, requestLine } from './engineWire';

describe('parseEngineLine', () => {
  it.each<[string, ReturnType<typeof parseEngineLine>]>([
    [
      '{"ready":true,"groovyVersion":"4.0.27","sandbox":"enforced"}',
      { type: 'ready', facts: { version: '4.0.27', sandbox: 'enforced' } },
    ],
    [
      '{"ready":true,"groovyVersion":4,"sandbox":"off"}',
      { type: 'ready', facts: { version: undefined, sandbox: undefined } },
    ],
    ['{"stuck":true,"id":3}', { type: 'stuck' }],
    ['{"id":7,"result":{"uri":"a"}}', { type: 'answer', id: 7, response: { result: { uri: 'a' } } }],
    [
      '{"id":7,"error":{"kind":"timeout","message":"slow"}}',
      { type: 'answer', id: 7, response: { error: { kind: 'timeout', message: 'slow' } } },
    ],
    // `busy` is the supervisor's own kind, never the JVM's; an unknown kind is `internal`.
    [
      '{"id":7,"error":{"kind":"busy"}}',
      { type: 'answer', id: 7, response: { error: { kind: 'internal', message: 'engine error' } } },
    ],
    [
      '{"id":7,"error":"boom"}',
      { type: 'answer', id: 7, response: { error: { kind: 'internal', message: 'engine error' } } },
    ],
    [
      '{"error":{"kind":"invalid","message":"bad line"}}',
      { type: 'errorWithoutId', error: { kind: 'invalid', message: 'bad line' } },
    ],
    ['{"id":"7","result":{}}', { type: 'ignored' }],
    ['null', { type: 'ignored' }],
    ['42', { type: 'ignored' }],
    ['Picked up JAVA_TOOL_OPTIONS', { type: 'notJson' }],
    ['{"id":1,', { type: 'notJson' }],
  ])('%s', (line, expected) => {
    expect(parseEngineLine(line)).toEqual(expected);
  });
});

describe('requestLine', () => {
  it('is one JSON line with the id the supervisor gave, over any id in the request', () => {
    const line = requestLine({ op: 'ping', id: 99 }, 4);
    expect(line.endsWith('\n') && !line.slice(0, -1).includes('\n')).toBe(true);
    expect(JSON.parse(line)).toEqual({ op: 'ping', id: 4 });
  });
});
