// Open buffers of one session (groovymcp.md §5: "Open buffers are per session; close drops one").
import type { EngineBuffer } from '../engineClient';

/** Related buffers sent with a request are capped so the whole engine request stays well under the backend's 3 MiB body limit. */
export const RELATED_BUDGET_CHARS = 1024 * 1024;

export class BufferStore {
  private readonly buffers = new Map<string, string>();

  get(uri: string): string | undefined {
    return this.buffers.get(uri);
  }

  /** Re-sending text for a URI replaces that buffer (and makes it the most recently used). */
  set(uri: string, text: string): void {
    this.buffers.delete(uri);
    this.buffers.set(uri, text);
  }

  delete(uri: string): boolean {
    return this.buffers.delete(uri);
  }

  uris(): string[] {
    return [...this.buffers.keys()];
  }

  /** The other open buffers, most recently used first, within the related budget. */
  related(exceptUri: string): EngineBuffer[] {
    const related: EngineBuffer[] = [];
    let budget = RELATED_BUDGET_CHARS;
    for (const [uri, text] of [...this.buffers].reverse()) {
      if (uri === exceptUri || text.length > budget) continue;
      related.push({ uri, text });
      budget -= text.length;
    }
    return related;
  }

  clear(): void {
    this.buffers.clear();
  }
}
