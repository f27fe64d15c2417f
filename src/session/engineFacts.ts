// Compiler facts read once per session from the engine's `info` op (keywords, default imports):
// resources and rename validation use them, so nothing is typed by hand (docs/server.md §7).
import { internalError } from '../protocol';
import type { EngineClient, EngineInfo } from '../contracts';
import { z } from '../contracts/zodMini';

const EngineInfoShape = z.object({
  groovyVersion: z.string(),
  keywords: z.array(z.string()),
  defaultImports: z.object({ packages: z.array(z.string()), classes: z.array(z.string()) }),
});

export class EngineFacts {
  private pending: Promise<EngineInfo> | undefined;

  constructor(
    private readonly engine: EngineClient,
    private readonly log: (message: string) => void,
  ) {}

  /** Rejects with an internal ProtocolError when the engine cannot answer; the next call asks again. */
  info(): Promise<EngineInfo> {
    this.pending ??= this.fetch().catch((error: unknown) => {
      this.pending = undefined;
      throw error;
    });
    return this.pending;
  }

  private async fetch(): Promise<EngineInfo> {
    const response = await this.engine.request({ op: 'info' });
    if (response.error) {
      this.log(`engine info failed: ${response.error.kind}: ${response.error.message}`);
      throw internalError();
    }
    const parsed = EngineInfoShape.safeParse(response.result);
    if (!parsed.success) {
      this.log('engine info has an unexpected shape');
      throw internalError();
    }
    return parsed.data;
  }
}
