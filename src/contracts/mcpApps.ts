// The page ↔ backend contract for MCP Apps (docs/playground.md, "MCP Apps").

/** GET: `{"url": "http://127.0.0.1:<port>/sandbox.html"}`, the sandbox proxy page on its own origin. */
export const APP_SANDBOX_PATH = 'api/apps/sandbox';

/**
 * The MCP Apps extension (ext-apps spec 2026-01-26): a client declares it under
 * `capabilities.extensions`, with the MIME types it renders; an app resource has this MIME type.
 * The playground declares it (the `apps` switch) and groovymcp offers its own app to a client that
 * does (docs/server.md, "MCP Apps: the compile report").
 */
export const APPS_EXTENSION_ID = 'io.modelcontextprotocol/ui';
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';
