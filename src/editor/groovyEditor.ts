// The Groovy editor: one Monaco editor over one model per workspace buffer (`groovy-buffer:` URIs),
// switching models as the active buffer changes and writing every edit back to the workspace
// (bufferModels.ts); the panels reach it through the EditorBridge (editorBridge.ts). Its language
// features are the providers of providers/, each an MCP tool call (docs/playground.md, "Editor").
import type { McpClient } from '../client';
import { BufferModels } from './bufferModels';
import type { EditorBridge } from './editorBridge';
import { editorActions } from './editorActions';
import type { EditorFeatures } from './editorFeatures';
import { registerBufferOpener } from './editorOpener';
import { EditorTools } from './editorTools';
import { registerGroovy } from './groovyLanguage';
import { registerKeybindings } from './keybindings';
import { DisposableStore, monaco, WIDGET_OPTIONS } from './monaco';
import type { BreadcrumbStore } from './providers/breadcrumbs';
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
  bridge: EditorBridge,
  features: EditorFeatures,
  breadcrumbs: BreadcrumbStore,
): GroovyEditor {
  const store = new DisposableStore();
  for (const registration of registerGroovy(monaco)) store.add(registration);
  store.add(registerKeybindings(monaco));

  const models = new BufferModels(monaco, workspace);
  store.add(models);

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
  // Buffers added, renamed or closed get or lose their model, and the editor shows the active one
  // (leaving a closed one before it is disposed). Run when the workspace says so (a frame later),
  // and at once when a panel reveals a place in another buffer.
  const follow = () => {
    const gone = models.sync();
    const { active } = workspace.state.get();
    if (active !== shown && models.get(active)) {
      if (models.get(shown)) viewStates.set(shown, editor.saveViewState());
      shown = active;
      editor.setModel(models.get(active) ?? null);
      editor.updateOptions({ ariaLabel: `Groovy source ${active}` });
      const state = viewStates.get(active);
      if (state) editor.restoreViewState(state);
    }
    for (const model of gone) {
      viewStates.delete(model.uri.toString(true));
      model.dispose();
    }
  };
  store.add({ dispose: workspace.state.subscribe(follow) });
  store.add({ dispose: bridge.attach(editorActions(monaco, editor, models, workspace, follow)) });
  const tools = store.add(new EditorTools(client, workspace));
  // Go to Definition and friends show another buffer at once, as a panel's reveal does.
  const showBuffer = (uri: string) => {
    workspace.activate(uri);
    follow();
  };
  store.add(registerBufferOpener(monaco, editor, workspace, showBuffer));
  store.add(registerFeatures({ monaco, editor, tools, workspace, breadcrumbs }, features));

  return { focus: () => editor.focus(), dispose: () => store.dispose() };
}
