// The open Groovy buffers and which one is active. The editor writes into it as the person types;
// the panels read from it (the Tools form sends the active buffer's text and uri). It knows nothing
// about Monaco, so it exists before Monaco has loaded.
import { ValueStore } from '../client';
import { SAMPLE_PROJECT, type SampleBuffer } from './sampleProject';

export interface WorkspaceState {
  /** Buffer URIs in tab order (`groovy-buffer:` names). */
  readonly uris: readonly string[];
  readonly active: string;
}

export class Workspace {
  private readonly texts = new Map<string, string>();
  /** Structure only (which buffers, which is active): typing does not re-render the panels. */
  readonly state: ValueStore<WorkspaceState>;
  private readonly textListeners = new Set<(uri: string) => void>();

  constructor(buffers: readonly SampleBuffer[] = SAMPLE_PROJECT) {
    for (const buffer of buffers) this.texts.set(buffer.uri, buffer.text);
    this.state = new ValueStore<WorkspaceState>({
      uris: buffers.map((buffer) => buffer.uri),
      active: buffers[0]?.uri ?? '',
    });
  }

  text(uri: string): string | undefined {
    return this.texts.get(uri);
  }

  setText(uri: string, text: string): void {
    if (!this.texts.has(uri) || this.texts.get(uri) === text) return;
    this.texts.set(uri, text);
    for (const listener of this.textListeners) listener(uri);
  }

  activate(uri: string): void {
    if (this.texts.has(uri)) this.state.set({ ...this.state.get(), active: uri });
  }

  /** Called with the URI of each buffer whose text changed. */
  onTextChange(listener: (uri: string) => void): () => void {
    this.textListeners.add(listener);
    return () => this.textListeners.delete(listener);
  }
}

/** A short name for a tab: the part after the scheme. */
export function bufferName(uri: string): string {
  return uri.replace(/^groovy-buffer:/, '');
}
