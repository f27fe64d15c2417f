// Monaco ships no types for its JSON mode module; monaco.ts only loads it (loadJsonSupport).
declare module 'monaco-editor/languages/features/json/jsonMode';
