// Every tool of bin/groovymcp on each canary, over stdio (engine/README.md "Compile, never run"):
// shared by the hand-written corpus (transports.test.ts) and the generated one (generatedStdio.test.ts).
import { expect } from 'vitest';
import type { GroovymcpChild } from '../../../backend/stdio/testing/groovymcpChild';
import { TOOL_NAMES } from '../../../backend/stdio/testing/toolCalls';
import type { Canary } from './corpus';
import { argsFor } from './runCorpus';

/** Calls every tool on every canary (each on a fresh buffer); each call must be answered. */
export async function callEveryTool(child: GroovymcpChild, canaries: readonly Canary[]): Promise<void> {
  let n = 0;
  for (const canary of canaries) {
    for (const tool of TOOL_NAMES) {
      const uri = `groovy-buffer:${canary.name}-${++n}`;
      const args =
        tool === 'close' ? { uri } : { text: `${canary.text}// ${n}\n`, uri, ...argsFor(tool, canary) };
      const answer = await child.callTool(tool, args);
      expect(answer.error ?? answer.result).toBeDefined();
    }
  }
}
