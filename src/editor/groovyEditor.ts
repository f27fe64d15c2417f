// The Groovy editor: one Monaco editor over one model per workspace buffer (`groovy-buffer:` URIs),
// switching models as the active buffer changes and writing every edit back to the workspace.
import type { McpClient } from '../client';
import { syncDiagnostics } from './diagnosticsMarkers';
import { GROOVY, registerGroovy } from './groovyLanguage';
import { DisposableStore, monaco, WIDGET_OPTIONS } from './monaco';
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
    }),
  );

  const viewStates = new Map<string, ViewState>();
  store.add({
    dispose: workspace.state.subscribe(() => {
      const { active } = workspace.state.get();
      if (active === shown || !models.has(active)) return;
      viewStates.set(shown, editor.saveViewState());
      shown = active;
      editor.setModel(models.get(active) ?? null);
      editor.updateOptions({ ariaLabel: `Groovy source ${active}` });
      const state = viewStates.get(active);
      if (state) editor.restoreViewState(state);
    }),
  });
  store.add(syncDiagnostics(monaco, client, workspace));

  return { focus: () => editor.focus(), dispose: () => store.dispose() };
}
