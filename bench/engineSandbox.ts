// What the engine's sandbox costs (engine/README.md "Compile, never run"), for bench/engine.bench.ts:
// warm 30-line diagnostics on two engines started side by side, one with every sandbox layer in
// force and one with all four switched off by the test-only switch (the engine as it was before the
// sandbox), measured in alternating slices so that both see the same machine load.
import { EngineProcess } from '../backend/engine/engineProcess';
import { percentile, THIRTY_LINES } from './engineWorkload';
import { count } from './smoke';

const ALL_LAYERS_OFF =
  '-Dgroovymcp.testing.disableLayers=never-run,vetting,classpath-resources,least-privilege';

async function warmDiagnostics(
  engine: EngineProcess,
  tag: string,
  count: number,
  into: number[],
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const r = await engine.request({
      op: 'diagnostics',
      uri: 'groovy-buffer:bench',
      text: `${THIRTY_LINES}// ${tag} ${i}\n`,
    });
    if (r.error) throw new Error(`sandbox bench: ${r.error.kind}: ${r.error.message}`);
    into.push(performance.now() - t0);
  }
}

export async function sandboxCost(): Promise<Array<[string, string, string]>> {
  const on = new EngineProcess({ log: () => {} });
  const off = new EngineProcess({ log: () => {}, jvmArgs: [ALL_LAYERS_OFF] });
  await Promise.all([on.whenReady(), off.whenReady()]);
  const onMs: number[] = [];
  const offMs: number[] = [];
  await warmDiagnostics(on, 'warm', count(300, 20), []);
  await warmDiagnostics(off, 'warm', count(300, 20), []);
  // Short alternating slices, so that drift in the machine's load falls on both sides alike.
  for (let slice = 0; slice < count(60, 2); slice++) {
    await warmDiagnostics(on, `on ${slice}`, 10, onMs);
    await warmDiagnostics(off, `off ${slice}`, 10, offMs);
  }
  await Promise.all([on.close(), off.close()]);
  const p50On = percentile(onMs, 50);
  const p50Off = percentile(offMs, 50);
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  return [
    ['warm 30 lines p50, sandbox on / layers off', `${ms(p50On)} / ${ms(p50Off)}`, 'on ≤ 10 ms'],
    ['sandbox cost (p50 on ÷ off)', (p50On / p50Off).toFixed(2), '≤ 1.10'],
  ];
}
