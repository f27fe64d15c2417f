// A small Monaco JSON editor for one JSON value (the Completion tab's "normalize by hand" box,
// docs/playground.md, "Completion"). The panel reports what the value makes, so the JSON service's
// own diagnostics stay off (monaco.ts).
import { DisposableStore, monaco } from './monaco';

/** Await before creating the editor: its JSON model needs Monaco's JSON support (monaco.ts). */
export { loadJsonSupport } from './monaco';

export interface JsonBoxOptions {
  container: HTMLElement;
  initial: string;
  /** The editor's accessible name. */
  ariaLabel: string;
  onChange: (text: string) => void;
}

export interface JsonBoxEditor {
  text(): string;
  setText(text: string): void;
  focus(): void;
  dispose(): void;
}

let counter = 0;

export function createJsonBoxEditor(options: JsonBoxOptions): JsonBoxEditor {
  const store = new DisposableStore();
  const model = store.add(
    monaco.editor.createModel(
      options.initial,
      'json',
      monaco.Uri.parse(`inmemory://json-box/value-${counter++}.json`),
    ),
  );
  const editor = store.add(
    monaco.editor.create(options.container, {
      model,
      ariaLabel: options.ariaLabel,
      automaticLayout: true,
      minimap: { enabled: false },
      lineNumbers: 'off',
      wordWrap: 'on',
      scrollBeyondLastLine: false,
      fontSize: 12,
      tabSize: 2,
    }),
  );
  store.add(model.onDidChangeContent(() => options.onChange(model.getValue())));
  return {
    text: () => model.getValue(),
    setText: (text) => model.setValue(text),
    focus: () => editor.focus(),
    dispose: () => store.dispose(),
  };
}
