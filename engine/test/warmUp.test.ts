// The engine's warm-up compile at start (Main.java) and the switch that skips it,
// -Dgroovymcp.warmUp=false, which the test run sets (vitest.config.ts): a skipped warm-up changes
// when the compiler's first classes load, never what an answer says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngine, type Harness } from './engineHarness';

const BROKEN = 'class Shape {\n  int sides\n  String name( { "shape" }\n}\n';
const GOOD = 'class Shape {\n  int sides = 3\n  String name() { "shape $sides" }\n}\nnew Shape().name()\n';

let warm: Harness;
let cold: Harness;

beforeAll(async () => {
  [warm, cold] = await Promise.all([
    startEngine({ jvmArgs: ['-Dgroovymcp.warmUp=true'] }),
    startEngine({ jvmArgs: ['-Dgroovymcp.warmUp=false'] }),
  ]);
});

afterAll(async () => {
  await Promise.all([warm?.engine.close(), cold?.engine.close()]);
});

describe('an engine started without its warm-up compile', () => {
  it.each([
    ['diagnostics of a broken buffer', { op: 'diagnostics', uri: 'groovy-buffer:a.groovy', text: BROKEN }],
    ['symbols', { op: 'symbols', uri: 'groovy-buffer:a.groovy', text: GOOD }],
    [
      'describe on a property (a TYPED compile)',
      { op: 'describe', uri: 'groovy-buffer:a.groovy', text: GOOD, args: { line: 1, character: 7 } },
    ],
  ] as const)('answers %s exactly as a warmed-up one', async (_name, request) => {
    const [fromCold, fromWarm] = await Promise.all([
      cold.engine.request(request),
      warm.engine.request(request),
    ]);
    expect(fromCold.error).toBeUndefined();
    expect(fromCold).toEqual(fromWarm);
  });
});
