// The open Groovy buffers and which one is active. The editor writes into it as the person types;
// the panels read from it (the Tools form sends the active buffer's text and uri). It knows nothing
// about Monaco, so it exists before Monaco has loaded. Buffers can be added, renamed, closed,
// uploaded and reset to the sample (docs/playground.md, "Editor"); bufferNames.ts says which names
// are allowed.
import { ValueStore } from '../client';
import { MAX_SOURCE_CHARS } from '../protocol/limits';
import { BUFFER_SCHEME, bufferNameProblem, bufferUri, freeBufferName } from './bufferNames';
import { SAMPLE_PROJECT, type SampleBuffer } from './sampleProject';

export interface WorkspaceState {
  /** Buffer URIs in tab order (`groovy-buffer:` names). */
  readonly uris: readonly string[];
  readonly active: string;
}

/** docs/server.md §5: the session holds at most 32 open buffers; the editor keeps to the same. */
export const MAX_BUFFERS = 32;

/** Why a buffer operation was refused, in words for the person; undefined when it was done. */
export type BufferProblem = string | undefined;

export class Workspace {
  private readonly texts = new Map<string, string>();
  /** Structure only (which buffers, which is active): typing does not re-render the panels. */
  readonly state: ValueStore<WorkspaceState>;
  private readonly textListeners = new Set<(uri: string) => void>();
  /**
   * Why the buffers are not being kept across a reload (the browser's storage is full or
   * disabled), for the editor to say so; undefined while they are (workspaceStorage.ts).
   */
  readonly notSaved = new ValueStore<string | undefined>(undefined);

  constructor(buffers: readonly SampleBuffer[] = SAMPLE_PROJECT, active?: string) {
    for (const buffer of buffers) this.texts.set(buffer.uri, buffer.text);
    const uris = buffers.map((buffer) => buffer.uri);
    this.state = new ValueStore<WorkspaceState>({
      uris,
      active: active !== undefined && uris.includes(active) ? active : (uris[0] ?? ''),
    });
  }

  text(uri: string): string | undefined {
    return this.texts.get(uri);
  }

  /** Every buffer in tab order, with its text (what is saved across reloads). */
  buffers(): SampleBuffer[] {
    return this.state.get().uris.map((uri) => ({ uri, text: this.texts.get(uri) ?? '' }));
  }

  setText(uri: string, text: string): void {
    if (!this.texts.has(uri) || this.texts.get(uri) === text) return;
    this.texts.set(uri, text);
    for (const listener of this.textListeners) listener(uri);
  }

  activate(uri: string): void {
    if (this.texts.has(uri)) this.state.set({ ...this.state.get(), active: uri });
  }

  /**
   * Opens a new buffer and makes it active. Without a name, the first free `UntitledN.groovy`; a
   * taken name gets a number (`Foo2.groovy`), so an upload never overwrites a buffer.
   */
  add(text = '', name?: string): BufferProblem {
    let untitled = 1;
    while (name === undefined && this.texts.has(bufferUri(`Untitled${untitled}.groovy`))) untitled++;
    const { uris } = this.state.get();
    if (uris.length >= MAX_BUFFERS) return `at most ${MAX_BUFFERS} buffers are open at once`;
    if (text.length > MAX_SOURCE_CHARS) return `a buffer holds at most ${MAX_SOURCE_CHARS} characters`;
    const taken = (candidate: string) => this.texts.has(bufferUri(candidate));
    const chosen = freeBufferName(name ?? `Untitled${untitled}.groovy`, taken);
    const problem = bufferNameProblem(chosen);
    if (problem) return problem;
    const uri = bufferUri(chosen);
    this.texts.set(uri, text);
    this.state.set({ uris: [...uris, uri], active: uri });
    return undefined;
  }

  /** Gives a buffer a new name (a new `groovy-buffer:` URI), keeping its text and its tab's place. */
  rename(uri: string, name: string): BufferProblem {
    const text = this.texts.get(uri);
    if (text === undefined) return 'no such buffer';
    const problem = bufferNameProblem(name);
    if (problem) return problem;
    const renamed = bufferUri(name);
    if (renamed === uri) return undefined;
    if (this.texts.has(renamed)) return `a buffer named ${name} is already open`;
    this.texts.delete(uri);
    this.texts.set(renamed, text);
    const { uris, active } = this.state.get();
    this.state.set({
      uris: uris.map((u) => (u === uri ? renamed : u)),
      active: active === uri ? renamed : active,
    });
    return undefined;
  }

  /** Closes a buffer; the last one stays (the editor always shows one). */
  close(uri: string): BufferProblem {
    const { uris, active } = this.state.get();
    const index = uris.indexOf(uri);
    if (index < 0) return 'no such buffer';
    if (uris.length === 1) return 'the last buffer stays open';
    this.texts.delete(uri);
    const rest = uris.filter((u) => u !== uri);
    this.state.set({ uris: rest, active: active === uri ? rest[Math.min(index, rest.length - 1)]! : active });
    return undefined;
  }

  /** Back to the given buffers (the sample project), dropping every other buffer and edit. */
  reset(buffers: readonly SampleBuffer[] = SAMPLE_PROJECT): void {
    const changed: string[] = [];
    this.texts.clear();
    for (const buffer of buffers) this.texts.set(buffer.uri, buffer.text);
    for (const buffer of buffers) changed.push(buffer.uri);
    this.state.set({ uris: buffers.map((b) => b.uri), active: buffers[0]?.uri ?? '' });
    for (const uri of changed) for (const listener of this.textListeners) listener(uri);
  }

  /** Called with the URI of each buffer whose text changed. */
  onTextChange(listener: (uri: string) => void): () => void {
    this.textListeners.add(listener);
    return () => this.textListeners.delete(listener);
  }
}

/** A short name for a tab: the part after the scheme. */
export function bufferName(uri: string): string {
  return uri.startsWith(BUFFER_SCHEME) ? uri.slice(BUFFER_SCHEME.length) : uri;
}
