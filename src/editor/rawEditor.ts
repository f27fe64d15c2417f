// The Raw panel's editor (docs/playground.md, "Raw"): a Monaco JSON editor for any
// JSON-RPC line, with completion of the revision's method names and a marker per problem line.
import { DisposableStore, monaco, WIDGET_OPTIONS } from './monaco';

/** Await before creating the editor: its JSON model needs Monaco's JSON support (monaco.ts). */
export { loadJsonSupport } from './monaco';

export interface LineProblem {
  /** 1-based line of the editor text. */
  line: number;
  message: string;
}

export interface RawEditorOptions {
  container: HTMLElement;
  initial: string;
  /** The method names of the revision in use, for completion. */
  methods: () => Promise<readonly string[]>;
  onChange: (text: string) => void;
  /** Ctrl/Cmd+Enter. */
  onSubmit: () => void;
}

export interface RawEditor {
  text(): string;
  setText(text: string): void;
  setProblems(problems: readonly LineProblem[]): void;
  focus(): void;
  dispose(): void;
}

let counter = 0;

export function createRawEditor(options: RawEditorOptions): RawEditor {
  const store = new DisposableStore();
  const model = store.add(
    monaco.editor.createModel(
      options.initial,
      'json',
      monaco.Uri.parse(`inmemory://raw/message-${counter++}.json`),
    ),
  );
  const editor = store.add(
    monaco.editor.create(options.container, {
      model,
      ariaLabel: 'Raw JSON-RPC message',
      automaticLayout: true,
      minimap: { enabled: false },
      lineNumbers: 'on',
      wordWrap: 'on',
      scrollBeyondLastLine: false,
      fontSize: 13,
      tabSize: 2,
      ...WIDGET_OPTIONS,
    }),
  );
  store.add(model.onDidChangeContent(() => options.onChange(model.getValue())));
  store.add(
    editor.addAction({
      id: 'groovymcp.sendRaw',
      label: 'Send the message',
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter],
      run: () => options.onSubmit(),
    }),
  );
  store.add(
    monaco.languages.registerCompletionItemProvider('json', {
      triggerCharacters: ['"'],
      provideCompletionItems: async (target, position) => {
        if (target.uri.toString() !== model.uri.toString()) return { suggestions: [] };
        const before = target.getLineContent(position.lineNumber).slice(0, position.column - 1);
        const inMethod = /"method"\s*:\s*"([^"]*)$/.exec(before);
        if (!inMethod) return { suggestions: [] };
        const typed = (inMethod[1] ?? '').length;
        const range = new monaco.Range(
          position.lineNumber,
          position.column - typed,
          position.lineNumber,
          position.column,
        );
        const methods = await options.methods();
        return {
          suggestions: methods.map((method) => ({
            label: method,
            kind: monaco.languages.CompletionItemKind.Method,
            insertText: method,
            range,
          })),
        };
      },
    }),
  );
  return {
    text: () => model.getValue(),
    setText: (text) => model.setValue(text),
    setProblems: (problems) =>
      monaco.editor.setModelMarkers(
        model,
        'mcp-schema',
        problems.map((problem) => ({
          severity: monaco.MarkerSeverity.Error,
          message: problem.message,
          startLineNumber: problem.line,
          endLineNumber: problem.line,
          startColumn: 1,
          endColumn: model.getLineMaxColumn(Math.min(problem.line, model.getLineCount())),
        })),
      ),
    focus: () => editor.focus(),
    dispose: () => store.dispose(),
  };
}
