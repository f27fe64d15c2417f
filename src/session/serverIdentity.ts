import type { ServerIdentity } from '../protocol';

/** The implementation version `bin/groovymcp --version` prints (`groovy-mcp <version>`). */
export const SERVER_VERSION = '0.1.0';

export const SERVER_IDENTITY: ServerIdentity = {
  name: 'groovy-mcp',
  title: 'Groovy MCP',
  version: SERVER_VERSION,
  description: 'Read-only tools over the real Groovy 4 compiler: it compiles your source, never runs it.',
};

export const SERVER_INSTRUCTIONS =
  'Tools answer questions about Groovy source from the Groovy 4 compiler without running the source. ' +
  'Pass the source as `text` (kept in a groovy-buffer: URI), as `path` under the server root, or as the `uri` ' +
  'of an open buffer. Positions are 0-based lines and UTF-16 characters. format, organize-imports and rename ' +
  'return edits and never write files.';
