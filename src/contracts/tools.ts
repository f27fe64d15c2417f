// The thirteen tools of docs/server.md §6, written once: the session's catalog, the engine's op
// list, the stdio tests' calls and the engine's op table (checked by engine/test/opTable.test.ts)
// derive from it. Every tool but `close` is an engine op of the same name.

/** In the order `tools/list` publishes them. */
export const TOOL_NAMES = [
  'diagnostics',
  'describe',
  'definition',
  'implementations',
  'references',
  'symbols',
  'complete',
  'signatures',
  'tokens',
  'format',
  'organize-imports',
  'rename',
  'close',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** `close` drops a buffer, which belongs to the session: the engine never sees it. */
export type EngineToolOp = Exclude<ToolName, 'close'>;
export const ENGINE_TOOL_OPS: readonly EngineToolOp[] = TOOL_NAMES.filter(
  (name): name is EngineToolOp => name !== 'close',
);
