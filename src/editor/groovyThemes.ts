// Monaco's light and dark themes plus colours for the semantic token types of the `tokens` tool
// (docs/playground.md, "Editor": semantic colouring over the Monarch grammar). Monaco's own themes
// colour keywords, strings and numbers but have no rule for a method, a parameter or a property,
// which is what the compiler adds; the colours follow VS Code's Light+ and Dark+.
// It takes Monaco's `editor` namespace from the package, not from monaco.ts, which calls it.
import type { editor } from 'monaco-editor/editor';

export const LIGHT_THEME = 'groovy-light';
export const DARK_THEME = 'groovy-dark';

type Rules = { token: string; foreground: string; fontStyle?: string }[];

const LIGHT: Rules = [
  { token: 'method', foreground: '795E26' },
  { token: 'function', foreground: '795E26' },
  { token: 'parameter', foreground: '001080' },
  { token: 'variable', foreground: '001080' },
  { token: 'property', foreground: '001080' },
  { token: 'class', foreground: '267F99' },
  { token: 'interface', foreground: '267F99' },
  { token: 'enum', foreground: '267F99' },
  { token: 'typeParameter', foreground: '267F99' },
  { token: 'namespace', foreground: '267F99' },
  { token: 'enumMember', foreground: '0070C1' },
  { token: 'decorator', foreground: '795E26' },
  { token: 'variable.readonly', foreground: '0070C1' },
  { token: 'property.static', foreground: '0070C1' },
];

const DARK: Rules = [
  { token: 'method', foreground: 'DCDCAA' },
  { token: 'function', foreground: 'DCDCAA' },
  { token: 'parameter', foreground: '9CDCFE' },
  { token: 'variable', foreground: '9CDCFE' },
  { token: 'property', foreground: '9CDCFE' },
  { token: 'class', foreground: '4EC9B0' },
  { token: 'interface', foreground: '4EC9B0' },
  { token: 'enum', foreground: '4EC9B0' },
  { token: 'typeParameter', foreground: '4EC9B0' },
  { token: 'namespace', foreground: '4EC9B0' },
  { token: 'enumMember', foreground: '4FC1FF' },
  { token: 'decorator', foreground: 'DCDCAA' },
  { token: 'variable.readonly', foreground: '4FC1FF' },
  { token: 'property.static', foreground: '4FC1FF' },
];

export function defineGroovyThemes(monacoEditor: Pick<typeof editor, 'defineTheme'>): void {
  monacoEditor.defineTheme(LIGHT_THEME, { base: 'vs', inherit: true, rules: LIGHT, colors: {} });
  monacoEditor.defineTheme(DARK_THEME, { base: 'vs-dark', inherit: true, rules: DARK, colors: {} });
}
