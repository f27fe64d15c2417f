// What every editor feature is given (docs/playground.md, "Editor"): Monaco, the one editor, the
// tool caller (each call an MCP `tools/call` tagged with its feature), the open buffers and the
// breadcrumbs the pane shows.
import type { monaco } from '../monaco';
import type { EditorTools } from '../editorTools';
import type { Workspace } from '../workspace';
import type { Monaco } from '../monaco';
import type { BreadcrumbStore } from './breadcrumbs';

export interface FeatureContext {
  readonly monaco: Monaco;
  readonly editor: monaco.editor.IStandaloneCodeEditor;
  readonly tools: EditorTools;
  readonly workspace: Workspace;
  /** The symbols around the caret, which the editor pane draws above the editor. */
  readonly breadcrumbs: BreadcrumbStore;
}

/** A feature registers its provider(s) with Monaco and returns what undoes that. */
export type RegisterFeature = (context: FeatureContext) => { dispose(): void };

/** The Groovy language id every provider registers for (groovyLanguage.ts). */
export { GROOVY } from '../groovyLanguage';

/** An AbortSignal that follows Monaco's cancellation token: a superseded request is cancelled. */
export function abortSignalOf(token: monaco.CancellationToken): AbortSignal {
  const controller = new AbortController();
  if (token.isCancellationRequested) controller.abort();
  else token.onCancellationRequested(() => controller.abort());
  return controller.signal;
}
