// Lint rules, including the layer table of docs/ARCHITECTURE.md ("Layers and the one rule of each"):
// each folder may import only the layers listed for it. `src/layering.test.ts` checks the same
// table by resolving every import, so a rule cannot be silently weakened, and refuses any
// eslint-disable comment that names no-restricted-imports or disables every rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// A scoped package's path is not a layer (`@modelcontextprotocol/sdk/client/auth.js` is the SDK's).
const layer = (...names) => ({
  regex: `^(?!@)(.*/)?(${names.join('|')})(/|$)`,
  message: 'crosses a layer boundary (docs/ARCHITECTURE.md)',
});
const nodeBuiltins = {
  regex: '^node:',
  message: 'isomorphic code: no node:* imports (docs/ARCHITECTURE.md)',
};
const uiLibs = {
  regex: '^(react|react-dom|monaco-editor|comlink)(/|$)',
  message: 'no UI libraries in this layer',
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'engine/build', 'test-results', 'playwright-report'] },
  // The launcher has no extension (it is a bin): name it so that it is linted like the rest.
  { files: ['bin/groovymcp', 'bin/groovymcp-check'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // What crosses a runtime boundary: importable by every layer and by backend/ (no rule below
    // names it), importing no layer and no package but zod.
    files: ['src/contracts/**'],
    rules: restrict(layer('protocol', 'session', 'worker', 'client', 'app', 'editor', 'backend'), {
      regex: '^(?!\\.|zod(/|$))',
      message: 'src/contracts imports nothing but zod',
    }),
  },
  {
    files: ['src/protocol/**'],
    rules: restrict(layer('session', 'worker', 'client', 'app', 'editor', 'backend'), nodeBuiltins, uiLibs),
  },
  {
    files: ['src/session/**'],
    rules: restrict(layer('worker', 'client', 'app', 'editor', 'backend'), nodeBuiltins, uiLibs),
  },
  {
    files: ['src/worker/**'],
    rules: restrict(layer('client', 'app', 'editor', 'backend'), nodeBuiltins, {
      regex: '^(react|react-dom|monaco-editor)(/|$)',
      message: 'no UI libraries in the worker',
    }),
  },
  {
    // The client holds the one Comlink bridge to the workers (docs/ARCHITECTURE.md, "Data flow").
    files: ['src/client/**'],
    rules: restrict(layer('session', 'worker', 'app', 'editor', 'backend'), nodeBuiltins, {
      regex: '^(react|react-dom|monaco-editor)(/|$)',
      message: 'no UI libraries in the client',
    }),
  },
  {
    files: ['src/editor/**'],
    rules: restrict(layer('session', 'worker', 'app', 'backend'), nodeBuiltins),
  },
  {
    files: ['src/app/**'],
    rules: restrict(layer('session', 'worker', 'backend'), nodeBuiltins),
  },
  {
    files: ['backend/**'],
    rules: restrict(layer('client', 'app', 'editor', 'worker'), uiLibs),
  },
  {
    // Terminal commands (bin/groovymcp-check): the page's client and the backend's servers file.
    files: ['cli/**'],
    rules: restrict(layer('session', 'worker', 'app', 'editor'), uiLibs),
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test-support/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
