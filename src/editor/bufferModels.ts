// One Monaco model per workspace buffer, following the workspace as buffers are added, renamed,
// closed, uploaded or reset (docs/playground.md, "Editor"): what the person types goes into the
// workspace, and a text the workspace gets from elsewhere (a reset) goes into the model.
import { GROOVY } from './groovyLanguage';
import type { Monaco, monaco } from './monaco';
import type { Workspace } from './workspace';

export class BufferModels {
  private readonly models = new Map<string, { model: monaco.editor.ITextModel; stop: () => void }>();
  /** The buffer whose edit is being written to the workspace, so its echo is not written back. */
  private writing: string | undefined;
  private readonly stopText: () => void;

  constructor(
    private readonly monaco: Monaco,
    private readonly workspace: Workspace,
  ) {
    this.sync();
    this.stopText = workspace.onTextChange((uri) => {
      const entry = this.models.get(uri);
      const text = workspace.text(uri);
      if (uri === this.writing || !entry || text === undefined || entry.model.getValue() === text) return;
      entry.model.setValue(text);
    });
  }

  get(uri: string): monaco.editor.ITextModel | undefined {
    return this.models.get(uri)?.model;
  }

  /**
   * Makes a model for each new buffer; returns the models of buffers that are gone, for the caller
   * to dispose once the editor no longer shows them.
   */
  sync(): monaco.editor.ITextModel[] {
    const uris = new Set(this.workspace.state.get().uris);
    const gone: monaco.editor.ITextModel[] = [];
    for (const [uri, entry] of this.models) {
      if (uris.has(uri)) continue;
      entry.stop();
      this.models.delete(uri);
      gone.push(entry.model);
    }
    for (const uri of uris) if (!this.models.has(uri)) this.open(uri);
    return gone;
  }

  private open(uri: string): void {
    const model = this.monaco.editor.createModel(
      this.workspace.text(uri) ?? '',
      GROOVY,
      this.monaco.Uri.parse(uri),
    );
    const listener = model.onDidChangeContent(() => {
      this.writing = uri;
      try {
        this.workspace.setText(uri, model.getValue());
      } finally {
        this.writing = undefined;
      }
    });
    this.models.set(uri, { model, stop: () => listener.dispose() });
  }

  dispose(): void {
    this.stopText();
    for (const { model, stop } of this.models.values()) {
      stop();
      model.dispose();
    }
    this.models.clear();
  }
}
