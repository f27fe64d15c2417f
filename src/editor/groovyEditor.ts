// The Groovy editor: one Monaco editor over one model per workspace buffer (`groovy-buffer:` URIs),
// switching models as the active buffer changes and writing every edit back to the workspace. Its
// language features are the providers of providers/, each an MCP tool call (docs/playground.md,
// "Editor").
import type { McpClient } from '../client';
import type { EditorFeatures } from './editorFeatures';
import type { BreadcrumbStore } from './providers/breadcrumbs';
import { registerBufferOpener } from './editorOpener';
import { EditorTools } from './editorTools';
import { GROOVY, registerGroovy } from './groovyLanguage';
import { DisposableStore, monaco, WIDGET_OPTIONS } from './monaco';
import { registerFeatures } from './providers/registerFeatures';
import type { Workspace } from './workspace';

export interface GroovyEditor {
  focus(): void;
  dispose(): void;
}

type ViewState = ReturnType<monaco.editor.IStandaloneCodeEditor['saveViewState']>;

export function createGroovyEditor(
  container: HTMLElement,
  workspace: Workspace,
  client: McpClient,
  features: EditorFeatures,
  breadcrumbs: BreadcrumbStore,
): GroovyEditor {
  const store = new DisposableStore();
  for (const registration of registerGroovy(monaco)) store.add(registration);

  const models = new Map<string, monaco.editor.ITextModel>();
  for (const uri of workspace.state.get().uris) {
    const model = store.add(
      monaco.editor.createModel(workspace.text(uri) ?? '', GROOVY, monaco.Uri.parse(uri)),
    );
    store.add(model.onDidChangeContent(() => workspace.setText(uri, model.getValue())));
    models.set(uri, model);
  }

  let shown = workspace.state.get().active;
  const editor = store.add(
    monaco.editor.create(container, {
      model: models.get(shown) ?? null,
      ariaLabel: `Groovy source ${shown}`,
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      tabSize: 4,
      insertSpaces: true,
      scrollBeyondLastLine: false,
      ...WIDGET_OPTIONS,
      // Suggestions come from the `complete` tool, not from the words of the buffer.
      wordBasedSuggestions: 'off',
      // Colour from the `tokens` tool over the Monarch grammar's (groovyThemes.ts has the rules).
      'semanticHighlighting.enabled': true,
    }),
  );

  const viewStates = new Map<string, ViewState>();
  /** Shows buffer `uri` now (the workspace tells its listeners only at the next frame). */
  const showBuffer = (uri: string) => {
    if (uri === shown || !models.has(uri)) return;
    viewStates.set(shown, editor.saveViewState());
    shown = uri;
    editor.setModel(models.get(uri) ?? null);
    editor.updateOptions({ ariaLabel: `Groovy source ${uri}` });
    const state = viewStates.get(uri);
    if (state) editor.restoreViewState(state);
    workspace.activate(uri);
  };
  store.add({ dispose: workspace.state.subscribe(() => showBuffer(workspace.state.get().active)) });
  const tools = store.add(new EditorTools(client, workspace));
  store.add(registerBufferOpener(monaco, editor, workspace, showBuffer));
  store.add(registerFeatures({ monaco, editor, tools, workspace, breadcrumbs }, features));

  return { focus: () => editor.focus(), dispose: () => store.dispose() };
}
